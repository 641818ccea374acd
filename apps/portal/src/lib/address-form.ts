import { useTranslation } from 'react-i18next';
import { problemMax, problemMessageKey, TEXT_LIMITS, type AddressProblem } from '@portal/contract';
import type { Address, AddressLabels, AddressLimits, AddressMessages } from '@portal/ui';
import type { en } from '../app/locales/en';
import { problem, useProblemText, type Problem } from './problem-text';

/**
 * An address problem, naming the address it is in as the server does (its request field: `primary`, `past`, or
 * `address` on the confirmation screen and in the profile).
 */
export const addressProblem = (
  p: AddressProblem,
  address: 'primary' | 'past' | 'address' | 'shipping_address',
): Problem => {
  const max = problemMax(p);
  return { ...problem(problemMessageKey(p), address), ...(max === undefined ? {} : { max }) };
};

/** The server's caps of an address's fields, as the inputs' maxLength. */
export const ADDRESS_LIMITS: AddressLimits = {
  address1: TEXT_LIMITS.street,
  address2: TEXT_LIMITS.street,
  city: TEXT_LIMITS.city,
  zip: TEXT_LIMITS.zip,
};

/**
 * Where the server's refusal of an address shows (`address.address1` → the street…), whichever request field
 * holds it (`address`, `primary`, `shipping_address`).
 */
export const ADDRESS_REFUSALS = {
  address1: 'address1',
  address2: 'address2',
  city: 'city',
  state: 'state',
  zip: 'zip',
} as const satisfies Record<string, keyof Address>;

/** The address form's messages, as the server words them for the address being entered. */
export const addressMessages = (
  text: (problem: Problem) => string,
  address: 'primary' | 'past' | 'address' | 'shipping_address',
): AddressMessages => ({
  address1Required: text(addressProblem('address1', address)),
  address1TooLong: text(addressProblem('address1_too_long', address)),
  address2TooLong: text({ ...problem('too_long', address), max: TEXT_LIMITS.street }),
  cityRequired: text(addressProblem('city', address)),
  cityTooLong: text(addressProblem('city_too_long', address)),
  stateRequired: text(addressProblem('state', address)),
  zipRequired: text(addressProblem('zip', address)),
  zipInvalid: text(addressProblem('zip', address)),
});

/** Which message a date field shows for the problems found (the order ones show on the move-in date). */
const dateProblemKey = (
  problems: AddressProblem[],
  field: 'from' | 'to',
): 'from' | 'to' | 'from_after_to' | 'in_future' | undefined => {
  if (problems.includes(field)) return field;
  if (field === 'from' && problems.includes('from_after_to')) return 'from_after_to';
  if (problems.includes('in_future')) return 'in_future';
  return undefined;
};

/** The messages the move-in and move-out fields show for an address's problems (none: the dates are fine). */
export function datesMessages(
  problems: AddressProblem[],
  address: 'primary' | 'past' | 'address',
  text: (problem: Problem) => string,
): { from?: string; to?: string } {
  const fromKey = dateProblemKey(problems, 'from');
  const toKey = dateProblemKey(problems, 'to');
  return {
    ...(fromKey ? { from: text(addressProblem(fromKey, address)) } : {}),
    ...(toKey ? { to: text(addressProblem(toKey, address)) } : {}),
  };
}

export const formatAddress = (
  a: Pick<Address, 'address1' | 'city' | 'state' | 'zip'> & { address2?: string | null },
) => [a.address1, a.address2, `${a.city}, ${a.state} ${a.zip}`].filter(Boolean).join(', ');

/** The address form's labels, and its messages as the server words them for the address being entered. */
export function useAddressFormText(): {
  labels: AddressLabels;
  messages: (address: 'primary' | 'past' | 'address') => AddressMessages;
} {
  const { t } = useTranslation();
  const text = useProblemText();
  const f = (key: keyof (typeof en)['addressForm']) => t(`addressForm.${key}`);
  return {
    labels: {
      address1: f('address1'),
      address1Hint: f('address1Hint'),
      address2: f('address2'),
      city: f('city'),
      state: f('state'),
      statePlaceholder: f('statePlaceholder'),
      zip: f('zip'),
      submit: f('submit'),
      lookupUnavailable: f('lookupUnavailable'),
      errorSummary: f('errorSummary'),
    },
    messages: (address) => addressMessages(text, address),
  };
}
