import { Autocomplete, useJsApiLoader } from '@react-google-maps/api';
import { useRef, useState, type ComponentProps, type FormEvent, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Alert } from '../alert/alert';
import { Button } from '../button/button';
import { Select, type SelectOption } from '../select/select';
import { Input, TextField } from '../text-field/text-field';
import { FormField, type FieldControlProps } from '../form-field/form-field';
import {
  addressFromPlaceComponents,
  defaultAddressMessages,
  emptyAddress,
  US_STATES,
  validateAddress,
  type Address,
  type AddressErrors,
  type AddressLimits,
  type AddressMessages,
} from './address';

export interface AddressLabels {
  address1: string;
  address1Hint: string;
  address2: string;
  city: string;
  state: string;
  statePlaceholder: string;
  zip: string;
  submit: string;
  /** Shown when the lookup script could not load; the form still works by hand. */
  lookupUnavailable: string;
  /** Heading of the error summary shown on a failed submit. */
  errorSummary: string;
}

export const defaultAddressLabels: AddressLabels = {
  address1: 'Street address',
  address1Hint: 'Start typing and choose your address, or enter it yourself.',
  address2: 'Apartment, suite, unit (optional)',
  city: 'City',
  state: 'State',
  statePlaceholder: 'Choose a state',
  zip: 'ZIP code',
  submit: 'Save address',
  lookupUnavailable: 'Address suggestions are not available right now. Please enter your address.',
  errorSummary: 'Please correct the address',
};

export type AddressAutocompleteProps = Omit<ComponentProps<'form'>, 'onSubmit' | 'defaultValue'> & {
  /** Google Maps API key: with it, the street field suggests addresses (Places); without it, a manual form. */
  apiKey?: string;
  defaultValue?: Partial<Address>;
  /** Called with a valid address. */
  onSubmit: (address: Address) => void;
  /** Called when a submit is refused for the address, so the caller checks its own fields in the same submit. */
  onInvalidSubmit?: (address: Address) => void;
  /** Called with the address as typed, at every change (e.g. to keep a draft across a reload). */
  onAddressChange?: (address: Address) => void;
  labels?: Partial<AddressLabels>;
  messages?: Partial<AddressMessages>;
  states?: readonly SelectOption[];
  /** Busy state of the submit button while the caller saves. */
  submitting?: boolean;
  /** The most characters each field takes (its maxLength; a longer value given is refused with a message). */
  limits?: AddressLimits;
  /** Errors found by someone else (the server's refusal), each shown at its field until that field changes. */
  refusals?: AddressErrors;
  /** Extra content before the submit button, e.g. a "this is my primary address" checkbox. */
  children?: ReactNode;
};

const libraries: ['places'] = ['places'];

/** An address form that suggests addresses through Google Places when it can, and validates by hand always. */
export function AddressAutocomplete({
  apiKey,
  defaultValue,
  onSubmit,
  onInvalidSubmit,
  onAddressChange,
  labels,
  messages,
  states = US_STATES,
  submitting,
  limits = {},
  refusals = {},
  className,
  children,
  ...props
}: AddressAutocompleteProps) {
  const l = { ...defaultAddressLabels, ...labels };
  const m = { ...defaultAddressMessages, ...messages };
  const [address, setAddress] = useState<Address>({ ...emptyAddress, ...defaultValue });
  const [errors, setErrors] = useState<AddressErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const stateCodes = states.map((s) => s.value);
  const errorOf = (field: keyof Address) => errors[field] ?? refusals[field];

  const update = (patch: Partial<Address>) => {
    const next = { ...address, ...patch };
    setAddress(next);
    onAddressChange?.(next);
    // After a first submit, errors follow the person's corrections live.
    if (submitted) setErrors(validateAddress(next, stateCodes, m, limits));
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateAddress(address, stateCodes, m, limits);
    setErrors(found);
    setSubmitted(true);
    if (Object.keys(found).length === 0) onSubmit({ ...address, zip: address.zip.trim() });
    else onInvalidSubmit?.(address);
  };

  return (
    <form noValidate onSubmit={handleSubmit} className={cn('flex flex-col gap-4', className)} {...props}>
      <FormField
        label={l.address1}
        hint={apiKey ? l.address1Hint : undefined}
        error={errorOf('address1')}
        required
      >
        {(control) =>
          apiKey ? (
            <PlacesStreetField
              apiKey={apiKey}
              control={control}
              maxLength={limits.address1}
              value={address.address1}
              unavailable={l.lookupUnavailable}
              onChange={(address1) => update({ address1 })}
              onPlace={(found) => update(found)}
            />
          ) : (
            <Input
              {...control}
              name="address1"
              autoComplete="address-line1"
              maxLength={limits.address1}
              value={address.address1}
              onChange={(e) => update({ address1: e.target.value })}
            />
          )
        }
      </FormField>
      <TextField
        label={l.address2}
        name="address2"
        autoComplete="address-line2"
        maxLength={limits.address2}
        error={errorOf('address2')}
        value={address.address2}
        onChange={(e) => update({ address2: e.target.value })}
      />
      <div className="grid gap-4 sm:grid-cols-[2fr_1fr_1fr]">
        <TextField
          label={l.city}
          name="city"
          autoComplete="address-level2"
          required
          maxLength={limits.city}
          error={errorOf('city')}
          value={address.city}
          onChange={(e) => update({ city: e.target.value })}
        />
        <Select
          label={l.state}
          name="state"
          autoComplete="address-level1"
          required
          placeholder={l.statePlaceholder}
          options={states}
          error={errorOf('state')}
          value={address.state}
          onChange={(e) => update({ state: e.target.value })}
        />
        <TextField
          label={l.zip}
          name="zip"
          autoComplete="postal-code"
          inputMode="numeric"
          required
          maxLength={limits.zip}
          error={errorOf('zip')}
          value={address.zip}
          onChange={(e) => update({ zip: e.target.value })}
        />
      </div>
      {children}
      <div>
        <Button type="submit" loading={submitting}>
          {l.submit}
        </Button>
      </div>
    </form>
  );
}

interface PlacesStreetFieldProps {
  apiKey: string;
  control: FieldControlProps;
  maxLength: number | undefined;
  value: string;
  unavailable: string;
  onChange: (value: string) => void;
  onPlace: (address: Partial<Address>) => void;
}

/** The street input wrapped in Places Autocomplete once the script loads; a plain input until then or on failure. */
function PlacesStreetField({
  apiKey,
  control,
  maxLength,
  value,
  unavailable,
  onChange,
  onPlace,
}: PlacesStreetFieldProps) {
  const { isLoaded, loadError } = useJsApiLoader({
    id: 'portal-ui-google-maps',
    googleMapsApiKey: apiKey,
    libraries,
  });
  const autocomplete = useRef<google.maps.places.Autocomplete | null>(null);
  const input = (
    <Input
      {...control}
      name="address1"
      autoComplete="address-line1"
      maxLength={maxLength}
      value={value}
      onChange={(e) => onChange(e.target.value)}
    />
  );
  if (loadError) {
    return (
      <>
        {input}
        <Alert tone="warning" className="mt-2">
          {unavailable}
        </Alert>
      </>
    );
  }
  if (!isLoaded) return input;
  return (
    <Autocomplete
      onLoad={(instance) => {
        autocomplete.current = instance;
        instance.setFields(['address_components']);
        instance.setComponentRestrictions({ country: 'us' });
      }}
      onPlaceChanged={() =>
        onPlace(addressFromPlaceComponents(autocomplete.current?.getPlace().address_components))
      }
    >
      {input}
    </Autocomplete>
  );
}
