/** Address rules, pure so they are table-tested: the Places mapping (spec section 3) and manual validation. */

export interface AddressComponent {
  long_name: string;
  short_name: string;
  types: readonly string[];
}

/** [ADDR-1] [ADDR-2] Fills each wanted field from the component of its type: the state by short name, others by long name. */
export function addressFromPlace<F extends string>(
  components: readonly AddressComponent[] | undefined,
  wantedFields: Readonly<Record<F, string>>,
): Partial<Record<F, string>> {
  const result: Partial<Record<F, string>> = {};
  for (const [field, type] of Object.entries(wantedFields) as [F, string][]) {
    const component = components?.find((c) => c.types.includes(type));
    if (!component) continue;
    result[field] = type === 'administrative_area_level_1' ? component.short_name : component.long_name;
  }
  return result;
}

export interface Address {
  address1: string;
  address2: string;
  city: string;
  state: string;
  zip: string;
}

export const emptyAddress: Address = { address1: '', address2: '', city: '', state: '', zip: '' };

/** The component types our form wants, one per field. */
export const addressComponentTypes = {
  streetNumber: 'street_number',
  route: 'route',
  city: 'locality',
  postalTown: 'postal_town',
  sublocality: 'sublocality',
  state: 'administrative_area_level_1',
  zip: 'postal_code',
  zipSuffix: 'postal_code_suffix',
} as const;

/** Our address from a Place: street number and route joined as line 1, the best city-like component as city. */
export function addressFromPlaceComponents(
  components: readonly AddressComponent[] | undefined,
): Partial<Address> {
  const f = addressFromPlace(components, addressComponentTypes);
  const address: Partial<Address> = {};
  const line1 = [f.streetNumber, f.route].filter(Boolean).join(' ');
  if (line1) address.address1 = line1;
  const city = f.city ?? f.postalTown ?? f.sublocality;
  if (city) address.city = city;
  if (f.state) address.state = f.state;
  if (f.zip) address.zip = f.zipSuffix ? `${f.zip}-${f.zipSuffix}` : f.zip;
  return address;
}

export const ZIP_PATTERN = /^\d{5}(?:-?\d{4})?$/;

export interface AddressMessages {
  address1Required: string;
  /** A street longer than `limits.address1` (a 500-character street is too long, not missing). */
  address1TooLong: string;
  address2TooLong: string;
  cityRequired: string;
  cityTooLong: string;
  stateRequired: string;
  zipRequired: string;
  zipInvalid: string;
}

export const defaultAddressMessages: AddressMessages = {
  address1Required: 'Enter the street address.',
  address1TooLong: 'The street address is too long.',
  address2TooLong: 'The apartment, suite or unit is too long.',
  cityRequired: 'Enter the city.',
  cityTooLong: 'The city is too long.',
  stateRequired: 'Choose the state.',
  zipRequired: 'Enter the ZIP code.',
  zipInvalid: 'Enter a ZIP code of 5 digits, or 9 digits as 12345-6789.',
};

export type AddressErrors = Partial<Record<keyof Address, string>>;

/** The most characters each text field keeps (the inputs' maxLength); no cap where none is given. */
export type AddressLimits = Partial<Record<'address1' | 'address2' | 'city' | 'zip', number>>;

const longerThan = (value: string, max: number | undefined) => max !== undefined && value.trim().length > max;

/** [ADDR-3] Errors of a hand-entered address; empty when it can be saved. */
export function validateAddress(
  address: Address,
  validStates: readonly string[],
  messages: AddressMessages = defaultAddressMessages,
  limits: AddressLimits = {},
): AddressErrors {
  const errors: AddressErrors = {};
  if (!address.address1.trim()) errors.address1 = messages.address1Required;
  else if (longerThan(address.address1, limits.address1)) errors.address1 = messages.address1TooLong;
  if (longerThan(address.address2, limits.address2)) errors.address2 = messages.address2TooLong;
  if (!address.city.trim()) errors.city = messages.cityRequired;
  else if (longerThan(address.city, limits.city)) errors.city = messages.cityTooLong;
  if (!validStates.includes(address.state)) errors.state = messages.stateRequired;
  const zip = address.zip.trim();
  if (!zip) errors.zip = messages.zipRequired;
  else if (!ZIP_PATTERN.test(zip)) errors.zip = messages.zipInvalid;
  return errors;
}

/** The 50 states, DC and the territories a US lab can ship to, by USPS code. */
export const US_STATES: ReadonlyArray<{ value: string; label: string }> = [
  ['AL', 'Alabama'],
  ['AK', 'Alaska'],
  ['AZ', 'Arizona'],
  ['AR', 'Arkansas'],
  ['CA', 'California'],
  ['CO', 'Colorado'],
  ['CT', 'Connecticut'],
  ['DE', 'Delaware'],
  ['DC', 'District of Columbia'],
  ['FL', 'Florida'],
  ['GA', 'Georgia'],
  ['HI', 'Hawaii'],
  ['ID', 'Idaho'],
  ['IL', 'Illinois'],
  ['IN', 'Indiana'],
  ['IA', 'Iowa'],
  ['KS', 'Kansas'],
  ['KY', 'Kentucky'],
  ['LA', 'Louisiana'],
  ['ME', 'Maine'],
  ['MD', 'Maryland'],
  ['MA', 'Massachusetts'],
  ['MI', 'Michigan'],
  ['MN', 'Minnesota'],
  ['MS', 'Mississippi'],
  ['MO', 'Missouri'],
  ['MT', 'Montana'],
  ['NE', 'Nebraska'],
  ['NV', 'Nevada'],
  ['NH', 'New Hampshire'],
  ['NJ', 'New Jersey'],
  ['NM', 'New Mexico'],
  ['NY', 'New York'],
  ['NC', 'North Carolina'],
  ['ND', 'North Dakota'],
  ['OH', 'Ohio'],
  ['OK', 'Oklahoma'],
  ['OR', 'Oregon'],
  ['PA', 'Pennsylvania'],
  ['PR', 'Puerto Rico'],
  ['RI', 'Rhode Island'],
  ['SC', 'South Carolina'],
  ['SD', 'South Dakota'],
  ['TN', 'Tennessee'],
  ['TX', 'Texas'],
  ['UT', 'Utah'],
  ['VT', 'Vermont'],
  ['VA', 'Virginia'],
  ['WA', 'Washington'],
  ['WV', 'West Virginia'],
  ['WI', 'Wisconsin'],
  ['WY', 'Wyoming'],
].map(([value, label]) => ({ value: value as string, label: label as string }));
