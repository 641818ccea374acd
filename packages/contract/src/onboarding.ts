import { z } from 'zod';

/*
 * Onboarding after the one-time code: identity verification by every path (its requests and responses in
 * identity.ts), the HIPAA authorization and the addresses outside record sources match a patient by (their rules
 * in addresses.ts). Rules that both the server and the portal apply (SSN, driver licence) live here as small pure
 * functions, so the two sides cannot disagree.
 */

// ---------------------------------------------------------------------------------------------------------
// Shared constants

/** The 50 states, DC and the inhabited territories a US address or licence can carry. */
export const US_STATES = [
  'AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'DC', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS', 'KY',
  'LA', 'ME', 'MD', 'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC', 'ND', 'OH',
  'OK', 'OR', 'PA', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY', 'AS', 'GU', 'MP',
  'PR', 'VI',
] as const; // prettier-ignore
export type UsState = (typeof US_STATES)[number];

export const isUsState = (value: string): value is UsState =>
  (US_STATES as readonly string[]).includes(value);

/** How a patient proved who they are. */
export const VERIFICATION_METHODS = ['document', 'manual', 'assisted', 'driver_licence', 'ssn'] as const;
export type VerificationMethod = (typeof VERIFICATION_METHODS)[number];

/** Who checked it: the real vendor when configured, else the local sandbox verifier. */
export const VERIFICATION_PROVIDERS = ['onfido', 'sandbox'] as const;
export type VerificationProvider = (typeof VERIFICATION_PROVIDERS)[number];

/**
 * The patient's identity gate (gatepass `identity.status`).
 * - not_started: nothing tried yet; pending: an Onfido check is running (the webhook decides);
 * - on_hold: waiting for a coordinator; failed: the last attempt failed (other ways stay open);
 * - awaiting_confirmation: an ID scan passed and the patient has yet to confirm what it read;
 * - verified: done, the patient moves on to the HIPAA authorization.
 */
export const VERIFICATION_STATUSES = [
  'not_started',
  'pending',
  'on_hold',
  'failed',
  'awaiting_confirmation',
  'verified',
] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

/** One attempt's outcome, as kept in the attempt history. */
export const ATTEMPT_OUTCOMES = ['pending', 'on_hold', 'passed', 'failed', 'rejected'] as const;
export type AttemptOutcome = (typeof ATTEMPT_OUTCOMES)[number];

/**
 * Identity assurance, IAL-style (after NIST SP 800-63A), lowest first. The patient's level lives on their
 * onboarding row with the method and date that reached it; record sources ask for a minimum (default
 * `document`) before a pull starts.
 * - none: nothing checked;
 * - self_asserted: details the patient typed, checked by nobody (no path gives it today; a source may ask
 *   for no more than this);
 * - document: a document (or a licence record) checked by a provider, without a live selfie;
 * - document_selfie: a document and a live selfie matched to it (the ID scan);
 * - coordinator: a coordinator confirmed the patient on a call.
 * An SSN never raises the level: it is only cross-checked against a passed document.
 */
export const IDENTITY_ASSURANCE_LEVELS = [
  'none',
  'self_asserted',
  'document',
  'document_selfie',
  'coordinator',
] as const;
export type IdentityAssuranceLevel = (typeof IDENTITY_ASSURANCE_LEVELS)[number];

/** True when `level` is at least `required` on the ladder above. */
export const meetsAssurance = (level: IdentityAssuranceLevel, required: IdentityAssuranceLevel): boolean =>
  IDENTITY_ASSURANCE_LEVELS.indexOf(level) >= IDENTITY_ASSURANCE_LEVELS.indexOf(required);

/** The level a passed attempt of each method proves; the SSN cross-check proves none by itself. */
export const ASSURANCE_BY_METHOD: Record<VerificationMethod, IdentityAssuranceLevel | null> = {
  document: 'document_selfie',
  assisted: 'coordinator',
  driver_licence: 'document',
  manual: 'document',
  ssn: null,
};

/** How the patient's identity was assured, for the gatepass and the identity account page. */
export const identityAssuranceSchema = z.object({
  level: z.enum(IDENTITY_ASSURANCE_LEVELS),
  method: z.enum(VERIFICATION_METHODS).nullable(),
  at: z.string().nullable(),
});
export type IdentityAssurance = z.infer<typeof identityAssuranceSchema>;

/** Attempts a patient may make per method in any rolling 24 hours; a coordinator request counts once. */
export const IDENTITY_ATTEMPTS_PER_DAY = 5;

/** An uploaded image (ID or selfie) may be at most this large once decoded. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const IMAGE_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

// ---------------------------------------------------------------------------------------------------------
// Dates: plain calendar dates "YYYY-MM-DD", compared as strings (ISO dates sort like dates).

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export const isIsoDate = (value: string): boolean => {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};

export const todayIso = (now: Date = new Date()): string => now.toISOString().slice(0, 10);

export const isoDate = z.string().refine(isIsoDate, { message: 'date' });

// ---------------------------------------------------------------------------------------------------------
// SSN: entered once, sent only to the provider, only its last four digits are ever kept or shown [IDV-7].

export const ssnDigits = (input: string): string => input.replace(/\D/g, '');

/** The SSA never issues area 000, 666 or 900-999, group 00 or serial 0000. */
export const isValidSsn = (input: string): boolean => {
  const digits = ssnDigits(input);
  if (!/^\d{9}$/.test(digits)) return false;
  const area = digits.slice(0, 3);
  const group = digits.slice(3, 5);
  const serial = digits.slice(5);
  return area !== '000' && area !== '666' && area[0] !== '9' && group !== '00' && serial !== '0000';
};

export const ssnLastFour = (input: string): string => ssnDigits(input).slice(-4);

/** What the patient sees after typing: `***-**-1234`. Short input masks what is there, never more. */
export const maskSsn = (input: string): string => {
  const digits = ssnDigits(input).slice(0, 9);
  if (digits.length < 9) return '*'.repeat(digits.length);
  return `***-**-${digits.slice(5)}`;
};

/** Shapes typing into "XXX-XX-XXXX" so the field reads as the card does. */
export const formatSsnInput = (input: string): string => {
  const digits = ssnDigits(input).slice(0, 9);
  if (digits.length <= 3) return digits;
  if (digits.length <= 5) return `${digits.slice(0, 3)}-${digits.slice(3)}`;
  return `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}`;
};

// ---------------------------------------------------------------------------------------------------------
// Driver licence

export type LicenceProblem =
  'number' | 'state' | 'issue_date' | 'expiry_date' | 'expired' | 'issued_after_expiry';

export interface LicenceInput {
  number: string;
  state: string;
  issue_date: string;
  expiry_date: string;
}

/**
 * Licence numbers are 1-20 letters and digits in every state; the spaces and dashes cards print them with
 * (a hyphen, or the en dash a phone's keyboard or a pasted number brings) are typing aids.
 */
export const normalizeLicenceNumber = (input: string): string =>
  input.replace(/[\s\-\u2010-\u2015\u2212]/g, '').toUpperCase();

/** The request field a licence problem belongs to (the server's issue path, the portal's field). */
export const licenceProblemField = (p: LicenceProblem): keyof LicenceInput =>
  p === 'expired' ? 'expiry_date' : p === 'issued_after_expiry' ? 'issue_date' : p;

export const licenceProblems = (input: LicenceInput, today: string = todayIso()): LicenceProblem[] => {
  const problems: LicenceProblem[] = [];
  if (!/^[A-Z0-9]{1,20}$/.test(normalizeLicenceNumber(input.number))) problems.push('number');
  if (!isUsState(input.state)) problems.push('state');
  const issueOk = isIsoDate(input.issue_date) && input.issue_date <= today;
  const expiryOk = isIsoDate(input.expiry_date);
  if (!issueOk) problems.push('issue_date');
  if (!expiryOk) problems.push('expiry_date');
  if (expiryOk && input.expiry_date < today) problems.push('expired');
  if (issueOk && expiryOk && input.issue_date >= input.expiry_date) problems.push('issued_after_expiry');
  return problems;
};

// ---------------------------------------------------------------------------------------------------------
// Uploaded images (identity documents, insurance cards)

/** An image sent as base64 JSON; the server keeps its SHA-256 and the outcome, never the image. */
export const uploadedImageSchema = z.object({
  file_name: z.string().trim().min(1).max(200),
  content_type: z.enum(IMAGE_CONTENT_TYPES),
  // The size is checked once decoded (MAX_IMAGE_BYTES, 413); the route's body limit bounds the JSON.
  data_base64: z
    .string()
    .min(1)
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, { message: 'base64' }),
});
export type UploadedImage = z.infer<typeof uploadedImageSchema>;

// ---------------------------------------------------------------------------------------------------------
// HIPAA authorization [HIPAA-1]

export const HIPAA_POLICY_KEYS = [
  'patient_authorization',
  'privacy',
  'identity_verification_privacy',
] as const;

export const hipaaAuthorizationResponse = z.object({
  version: z.string(),
  language: z.enum(['en', 'es']),
  /** SHA-256 (hex) of the exact text shown; the signature records it. */
  content_hash: z.string(),
  title: z.string(),
  sections: z.array(z.object({ heading: z.string(), body: z.array(z.string()) })),
  policies: z.array(z.object({ key: z.enum(HIPAA_POLICY_KEYS), url: z.string() })),
  signed: z.object({ version: z.string(), signed_at: z.string(), signer_name: z.string() }).nullable(),
});
export type HipaaAuthorizationResponse = z.infer<typeof hipaaAuthorizationResponse>;

export const signHipaaRequest = z.object({
  version: z.string().min(1),
  language: z.enum(['en', 'es']),
  content_hash: z.string().regex(/^[0-9a-f]{64}$/, { message: 'content_hash' }),
  full_name: z.string().trim().min(1).max(200),
  agreed: z.literal(true, { message: 'agreement_required' }),
});
export type SignHipaaRequest = z.infer<typeof signHipaaRequest>;

export const signHipaaResponse = z.object({
  version: z.string(),
  signed_at: z.string(),
  signer_name: z.string(),
});
export type SignHipaaResponse = z.infer<typeof signHipaaResponse>;

/** DELETE /v1/signup/hipaa: the authorization in force is revoked; records are no longer retrieved. */
export const revokeHipaaResponse = z.object({ revoked_at: z.string() });
export type RevokeHipaaResponse = z.infer<typeof revokeHipaaResponse>;

/** The typed name matches the account's when case, accents, punctuation and spacing are set aside. */
export const normalizePersonName = (name: string): string =>
  name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

export const signatureMatchesName = (typed: string, firstName: string, lastName: string): boolean =>
  normalizePersonName(typed) !== '' &&
  normalizePersonName(typed) === normalizePersonName(`${firstName} ${lastName}`);
