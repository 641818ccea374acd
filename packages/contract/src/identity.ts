import { z } from 'zod';
import { addressSchema, problemsToIssues } from './addresses.js';
import {
  IDENTITY_ASSURANCE_LEVELS,
  isoDate,
  isValidSsn,
  licenceProblemField,
  licenceProblems,
  uploadedImageSchema,
  VERIFICATION_METHODS,
  VERIFICATION_PROVIDERS,
  VERIFICATION_STATUSES,
} from './onboarding.js';
import { phoneSchema } from './auth.js';
import { isTimeZone } from './time-zones.js';

/*
 * Identity verification requests and responses (the constants and the shared SSN, licence and address rules
 * are in onboarding.ts).
 */

// ---------------------------------------------------------------------------------------------------------
// Why a check failed, as far as the patient may be told

/**
 * A failed check's reasons [IDV-3]. The patient is signed in as themselves, so naming a field of their own
 * account that differs from what they typed tells nobody anything new. A record outside the account (the
 * state's licence file, the SSN the ID was checked against) is only ever "no match": which of its fields
 * differed would let someone probe another person's record one field at a time.
 * - first_name_mismatch, last_name_mismatch, date_of_birth_mismatch: manual identification, against the account;
 * - document_rejected: the photo of the document (or the selfie) was not accepted;
 * - licence_not_matched: no licence record matches the number, state and dates together;
 * - ssn_mismatch: the SSN does not match the ID that was scanned.
 */
export const VERIFICATION_FAILURE_REASONS = [
  'first_name_mismatch',
  'last_name_mismatch',
  'date_of_birth_mismatch',
  'document_rejected',
  'licence_not_matched',
  'ssn_mismatch',
] as const;
export type VerificationFailureReason = (typeof VERIFICATION_FAILURE_REASONS)[number];

// ---------------------------------------------------------------------------------------------------------
// When coordinators call [IDV-5]

/**
 * The coordinators' calling hours, in the patient's own time zone (the team covers every US zone): Monday
 * (1) to Friday (5), a call starting from 9:00 and before 18:00. The catalogue's `preferred_time_hours`
 * message words these hours; change both together.
 */
export const COORDINATOR_CALL_HOURS = {
  weekdays: [1, 2, 3, 4, 5] as readonly number[],
  fromMinute: 9 * 60,
  toMinute: 18 * 60,
};

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** Is a call at this instant within the coordinators' hours, on the patient's clock in `timeZone`? */
export function withinCoordinatorHours(
  at: Date,
  timeZone: string,
  hours: typeof COORDINATOR_CALL_HOURS = COORDINATOR_CALL_HOURS,
): boolean {
  if (Number.isNaN(at.getTime()) || !isTimeZone(timeZone)) return false;
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'short',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  }).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const minute = Number(part('hour')) * 60 + Number(part('minute'));
  return (
    hours.weekdays.includes(WEEKDAYS.indexOf(part('weekday'))) &&
    minute >= hours.fromMinute &&
    minute < hours.toMinute
  );
}

/** The first whole hour at least an hour from `now` when a coordinator could call (the form's default). */
export function nextCoordinatorCall(now: Date, timeZone: string): Date {
  const hour = 3600_000;
  let at = new Date(Math.ceil((now.getTime() + hour) / hour) * hour);
  for (let i = 0; i < 24 * 30 && !withinCoordinatorHours(at, timeZone); i++)
    at = new Date(at.getTime() + hour);
  return at;
}

// ---------------------------------------------------------------------------------------------------------
// Requests and responses

export const verificationResultSchema = z.object({ success: z.boolean() });

export const onfidoSessionSchema = z.object({
  sdk_token: z.string(),
  applicant_id: z.string(),
  application_id: z.string().nullable(),
});

/** `GET /v1/signup/verify-id/invite`: where the patient stands and what the portal should mount. */
export const identityStatusResponse = z.object({
  provider: z.enum(VERIFICATION_PROVIDERS),
  status: z.enum(VERIFICATION_STATUSES),
  method: z.enum(VERIFICATION_METHODS).nullable(),
  assurance_level: z.enum(IDENTITY_ASSURANCE_LEVELS).nullable(),
  attempts_left: z.record(z.enum(VERIFICATION_METHODS), z.number().int()),
  /** When on hold: the call the patient asked for. */
  assisted_request: z
    .object({ phone: z.string(), preferred_time: z.string(), requested_at: z.string() })
    .nullable(),
  /** The latest SSN cross-check of the passed ID scan, by its last four digits only [IDV-7]. */
  ssn_check: z.object({ passed: z.boolean(), last4: z.string() }).nullable(),
});
export type IdentityStatusResponse = z.infer<typeof identityStatusResponse>;

/** `GET /v1/patient/identity/confirm`: how the patient's identity was assured, for their account page. */
export const identitySummaryResponse = z.object({
  status: z.enum(VERIFICATION_STATUSES),
  /** The latest passed attempt's method and provider (an SSN cross-check included). */
  method: z.enum(VERIFICATION_METHODS).nullable(),
  provider: z.enum([...VERIFICATION_PROVIDERS, 'coordinator']).nullable(),
  assurance_level: z.enum(IDENTITY_ASSURANCE_LEVELS),
  assurance_method: z.enum(VERIFICATION_METHODS).nullable(),
  /** When the level was reached. */
  verified_at: z.string().nullable(),
});
export type IdentitySummaryResponse = z.infer<typeof identitySummaryResponse>;

/** `POST /v1/signup/verify-id/invite`: starts an ID scan; with Onfido the SDK session comes back. */
export const inviteResponse = z.object({
  provider: z.enum(VERIFICATION_PROVIDERS),
  attempt_id: z.string(),
  onfido: onfidoSessionSchema.nullable(),
});
export type InviteResponse = z.infer<typeof inviteResponse>;

/** Every path's answer: `result.success` passes on to the next step [IDV-3]. */
export const verificationOutcomeResponse = z.object({
  attempt_id: z.string(),
  result: verificationResultSchema,
  status: z.enum(VERIFICATION_STATUSES),
  /** Tries left today on this way, this one counted. */
  attempts_left: z.number().int(),
  /** Empty when it passed. */
  reasons: z.array(z.enum(VERIFICATION_FAILURE_REASONS)),
});
export type VerificationOutcomeResponse = z.infer<typeof verificationOutcomeResponse>;

/** `POST /v1/signup/verify-id/capture` (sandbox): the ID and the selfie of one invite [IDV-1]. */
export const captureRequest = z.object({
  attempt_id: z.string().min(1),
  document: uploadedImageSchema,
  selfie: uploadedImageSchema,
});
export type CaptureRequest = z.infer<typeof captureRequest>;

/** `POST /v1/signup/verify-id/onfido/complete`: the SDK finished; the webhook decides the outcome. */
export const onfidoCompleteRequest = z.object({ attempt_id: z.string().min(1) });

const personName = z.string().trim().min(1).max(100);

export const DOCUMENT_TYPES = ['passport', 'driving_licence', 'state_id', 'other'] as const;

/** `POST /v1/signup/verify-id/manual` [IDV-4]. */
export const manualVerificationRequest = z.object({
  first_name: personName,
  last_name: personName,
  date_of_birth: isoDate,
  document_type: z.enum(DOCUMENT_TYPES),
  document: uploadedImageSchema,
});
export type ManualVerificationRequest = z.infer<typeof manualVerificationRequest>;

/**
 * `POST /v1/signup/assisted-verify-id` [IDV-5]: a coordinator calls at the chosen time, which must be within
 * their hours on the patient's clock (`time_zone`, the browser's). `PUT` changes the call while on hold.
 */
export const assistedVerificationRequest = z
  .object({
    phone: phoneSchema,
    preferred_time: z.iso.datetime({ offset: true }),
    time_zone: z.string().trim().max(64).refine(isTimeZone, { message: 'time_zone_invalid' }),
    note: z.string().trim().max(500).nullish(),
  })
  .superRefine((value, ctx) => {
    if (
      isTimeZone(value.time_zone) &&
      !withinCoordinatorHours(new Date(value.preferred_time), value.time_zone)
    )
      ctx.addIssue({ code: 'custom', message: 'preferred_time_hours', path: ['preferred_time'] });
  });
export type AssistedVerificationRequest = z.infer<typeof assistedVerificationRequest>;

/** `POST /v1/signup/verify-id/driver-licence` [IDV-6]. */
export const driverLicenceRequest = z
  .object({
    number: z.string(),
    state: z.string().trim().toUpperCase(),
    issue_date: z.string(),
    expiry_date: z.string(),
  })
  .superRefine((value, ctx) => {
    problemsToIssues(licenceProblems(value), ctx, licenceProblemField);
  });
export type DriverLicenceRequest = z.infer<typeof driverLicenceRequest>;

/** `POST /v1/signup/verify-id/ssn` [IDV-7]: the full SSN travels once, over TLS, to the provider. */
export const ssnCrossCheckRequest = z.object({
  ssn: z.string().refine(isValidSsn, { message: 'ssn' }),
});
export type SsnCrossCheckRequest = z.infer<typeof ssnCrossCheckRequest>;

/** `GET /v1/signup/verify-id/confirm` [IDV-8]: what the provider read, for the patient to confirm. */
export const verifiedInformationResponse = z.object({
  first_name: z.string(),
  last_name: z.string(),
  date_of_birth: z.string(),
  address: addressSchema.nullable(),
});
export type VerifiedInformationResponse = z.infer<typeof verifiedInformationResponse>;

/** `POST /v1/signup/verify-id/confirm`: the details as confirmed or corrected. */
export const confirmInformationRequest = z.object({
  first_name: personName,
  last_name: personName,
  date_of_birth: isoDate,
  address: addressSchema.nullable(),
});
export type ConfirmInformationRequest = z.infer<typeof confirmInformationRequest>;
