import { z } from 'zod';
import { isIsoDate, isoDate, isUsState, todayIso } from './onboarding.js';
import { TEXT_LIMITS } from './text-limits.js';

/*
 * Addresses (onboarding's address step, the profile's addresses, a lab kit's shipping address): the rules of one
 * address and of a dated past one, their problems as keys the catalogues word, and the zod schemas at the boundary.
 */

// ---------------------------------------------------------------------------------------------------------
// Addresses: the field names are the ones the analytics deny-list knows (address1, city, state, zip).

export type AddressProblem =
  | 'address1'
  | 'address1_too_long'
  | 'city'
  | 'city_too_long'
  | 'state'
  | 'zip'
  | 'from'
  | 'to'
  | 'from_after_to'
  | 'in_future';

export interface AddressInput {
  address1: string;
  address2?: string | null;
  city: string;
  state: string;
  zip: string;
}

export interface DatedAddressInput extends AddressInput {
  from?: string | null;
  to?: string | null;
}

export const isZip = (value: string): boolean => /^\d{5}(-?\d{4})?$/.test(value.trim());

/** Stored as "12345" or "12345-6789" whatever the patient typed. */
export const normalizeZip = (value: string): string => {
  const digits = value.replace(/\D/g, '');
  return digits.length === 9 ? `${digits.slice(0, 5)}-${digits.slice(5)}` : digits;
};

const EARLIEST_ADDRESS_DATE = '1900-01-01';

export const addressProblems = (input: AddressInput): AddressProblem[] => {
  const problems: AddressProblem[] = [];
  const street = input.address1?.trim() ?? '';
  const city = input.city?.trim() ?? '';
  // too long is its own problem: "the street address is required" for a 500-character street misleads
  if (!street) problems.push('address1');
  else if (street.length > TEXT_LIMITS.street) problems.push('address1_too_long');
  if (!city) problems.push('city');
  else if (city.length > TEXT_LIMITS.city) problems.push('city_too_long');
  if (!isUsState(input.state ?? '')) problems.push('state');
  if (!isZip(input.zip ?? '')) problems.push('zip');
  return problems;
};

/**
 * A past address needs both dates; the primary (current) address may say since when. Dates cannot be in
 * the future nor before 1900, and a stay ends after it starts.
 */
export const datedAddressProblems = (
  input: DatedAddressInput,
  kind: 'primary' | 'past',
  today: string = todayIso(),
): AddressProblem[] => {
  const problems = addressProblems(input);
  const dateOk = (value: string | null | undefined) =>
    !!value && isIsoDate(value) && value >= EARLIEST_ADDRESS_DATE;
  const fromGiven = !!input.from;
  const toGiven = !!input.to;
  if ((kind === 'past' || fromGiven) && !dateOk(input.from)) problems.push('from');
  if (kind === 'past' && !dateOk(input.to)) problems.push('to');
  if (kind === 'primary' && toGiven) problems.push('to');
  const fromOk = dateOk(input.from);
  const toOk = dateOk(input.to);
  if ((fromOk && input.from! > today) || (toOk && input.to! > today)) problems.push('in_future');
  if (fromOk && toOk && input.from! > input.to!) problems.push('from_after_to');
  return problems;
};

// ---------------------------------------------------------------------------------------------------------
// zod schemas at the boundary. Messages are problem keys; the server maps them to localised text.

type TooLong = 'address1_too_long' | 'city_too_long';
const TOO_LONG: Record<TooLong, number> = {
  address1_too_long: TEXT_LIMITS.street,
  city_too_long: TEXT_LIMITS.city,
};
const isTooLong = (problem: string): problem is TooLong => Object.hasOwn(TOO_LONG, problem);

/** The cap a "too long" problem broke (its message names it), else undefined. */
export const problemMax = (problem: string): number | undefined =>
  isTooLong(problem) ? TOO_LONG[problem] : undefined;

/**
 * The catalogue's `validation` key of a problem: its own name, but the street's problem is named `street` and
 * a too-long one `too_long` (with its cap, `problemMax`).
 */
export const problemMessageKey = <P extends string>(
  problem: P,
): Exclude<P, 'address1' | TooLong> | 'street' | 'too_long' =>
  problem === 'address1'
    ? 'street'
    : isTooLong(problem)
      ? 'too_long'
      : (problem as Exclude<P, 'address1' | TooLong>);

/** The form field a problem is shown at: a too-long one at the field it is about. */
export const problemField = <P extends string>(problem: P): P | 'address1' | 'city' =>
  problem === 'address1_too_long' ? 'address1' : problem === 'city_too_long' ? 'city' : problem;

export const problemsToIssues = <P extends string>(
  problems: P[],
  ctx: z.RefinementCtx,
  path: (p: P) => string,
) => {
  for (const problem of problems) {
    const max = problemMax(problem);
    ctx.addIssue({
      code: 'custom',
      message: problemMessageKey(problem),
      path: [path(problem)],
      // read by the server's validation message: "use at most {{max}} characters"
      ...(max === undefined ? {} : { params: { max } }),
    });
  }
};

const addressShape = {
  address1: z.string().trim(),
  address2: z.string().trim().max(TEXT_LIMITS.street, { message: 'too_long' }).nullish(),
  city: z.string().trim(),
  state: z.string().trim().toUpperCase(),
  zip: z.string().trim(),
};

export const addressSchema = z.object(addressShape).superRefine((value, ctx) => {
  problemsToIssues(addressProblems(value), ctx, problemField);
});
export type Address = z.infer<typeof addressSchema>;

const datedAddressProblemPath = (p: AddressProblem) =>
  p === 'from_after_to' || p === 'in_future' ? 'from' : problemField(p);

export const primaryAddressSchema = z
  .object({ ...addressShape, from: isoDate.nullish() })
  .superRefine((value, ctx) => {
    problemsToIssues(datedAddressProblems(value, 'primary'), ctx, datedAddressProblemPath);
  });
export type PrimaryAddress = z.infer<typeof primaryAddressSchema>;

export const pastAddressSchema = z
  .object({ ...addressShape, from: z.string(), to: z.string() })
  .superRefine((value, ctx) => {
    problemsToIssues(datedAddressProblems(value, 'past'), ctx, datedAddressProblemPath);
  });
export type PastAddress = z.infer<typeof pastAddressSchema>;

export const MAX_PAST_ADDRESSES = 10;

/** `POST /v1/signup/addresses`: saves them all and completes onboarding [ADDR-4]. */
export const saveAddressesRequest = z.object({
  primary: primaryAddressSchema,
  past: z.array(pastAddressSchema).max(MAX_PAST_ADDRESSES).default([]),
});
export type SaveAddressesRequest = z.input<typeof saveAddressesRequest>;

export const addressesResponse = z.object({
  primary: primaryAddressSchema.nullable(),
  past: z.array(pastAddressSchema),
  /** Until a primary address is saved: the address the patient confirmed after an ID scan. */
  suggested_primary: addressSchema.nullable(),
  /** 'started' when the records pull began, 'not_available' when no pull module is installed. */
  data_pull: z.enum(['started', 'not_available', 'not_started']),
});
export type AddressesResponse = z.infer<typeof addressesResponse>;
