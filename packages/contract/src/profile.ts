import { z } from 'zod';
import { birthDateSchema, phoneSchema } from './auth.js';
import { TEXT_LIMITS } from './text-limits.js';
import { addressSchema, pastAddressSchema, primaryAddressSchema } from './addresses.js';
import { IMAGE_CONTENT_TYPES, MAX_IMAGE_BYTES, uploadedImageSchema } from './onboarding.js';

/*
 * The patient's own data, kept and changed from the account area (PROF-1 … PROF-6): names, addresses, phones,
 * date of birth, gender, Demographics 2, insurance and the HIPAA authorizations they signed. Field names are
 * the API's (snake_case); the analytics deny-list knows the personal ones.
 */

/** A uuid in a path (`/v1/patient/names/:id`); anything else is a 400, not a database error. */
export const profileItemParams = z.object({ id: z.uuid({ message: 'id_invalid' }) });

/** Saved at once, or waiting for a coordinator: a change to a verified identity is reviewed, never silent. */
export const PROFILE_CHANGE_OUTCOMES = ['applied', 'in_review'] as const;
export type ProfileChangeOutcome = (typeof PROFILE_CHANGE_OUTCOMES)[number];

const personName = z
  .string()
  .trim()
  .min(1, { message: 'required' })
  .max(TEXT_LIMITS.name, { message: 'too_long' });
const optionalName = z
  .string()
  .trim()
  .max(TEXT_LIMITS.name, { message: 'too_long' })
  .nullish()
  .transform((v) => v || null);

// ---------------------------------------------------------------------------------------------------------
// Names [PROF-1]: the legal name (the account's, the one identity was verified against) and the other names
// a patient has been known by, which record sources match on (a maiden name on an old chart).

/** FHIR HumanName.use, minus `official` (the legal name) and `temp`/`anonymous` (not a patient's own choice). */
export const ADDITIONAL_NAME_USES = ['maiden', 'old', 'nickname', 'usual'] as const;
export type AdditionalNameUse = (typeof ADDITIONAL_NAME_USES)[number];

export const legalNameRequest = z.object({
  first_name: personName,
  middle_name: optionalName,
  last_name: personName,
});
export type LegalNameRequest = z.input<typeof legalNameRequest>;

export const additionalNameRequest = legalNameRequest.extend({
  use: z.enum(ADDITIONAL_NAME_USES, { message: 'name_use_invalid' }),
});
export type AdditionalNameRequest = z.input<typeof additionalNameRequest>;

export const patientNameSchema = z.object({
  /** `legal` for the account's own name (its id is the patient's). */
  id: z.string(),
  use: z.enum(['legal', ...ADDITIONAL_NAME_USES]),
  first_name: z.string(),
  middle_name: z.string().nullable(),
  last_name: z.string(),
});
export type PatientName = z.infer<typeof patientNameSchema>;

/** A change waiting for review, shown to the patient as "in review" beside the value in force. */
export const pendingChangeSchema = <T extends z.ZodType>(value: T) =>
  z.object({ value, requested_at: z.string() }).nullable();

/** `GET /v1/patient/names`: the legal name first, then the additional names in the order they were added. */
export const namesResponse = z.object({
  names: z.array(patientNameSchema),
  pending_legal_name: pendingChangeSchema(legalNameRequest),
});
export type NamesResponse = z.infer<typeof namesResponse>;

/** `PUT /v1/patient/name`: applied before identity is verified, reviewed after. */
export const legalNameResponse = z.object({ outcome: z.enum(PROFILE_CHANGE_OUTCOMES) });
export type LegalNameResponse = z.infer<typeof legalNameResponse>;

// ---------------------------------------------------------------------------------------------------------
// Date of birth, gender [PROF-4]

export const dateOfBirthRequest = z.object({ date_of_birth: birthDateSchema });
export type DateOfBirthRequest = z.infer<typeof dateOfBirthRequest>;

export const dateOfBirthResponse = z.object({
  date_of_birth: z.string(),
  pending: pendingChangeSchema(z.string()),
});
export type DateOfBirthResponse = z.infer<typeof dateOfBirthResponse>;
export type DateOfBirthChange = z.infer<typeof legalNameResponse>;

/**
 * USCDI v3 "Sex" (administrative, as records carry it), sex assigned at birth and "Gender Identity", each with
 * "prefer not to say" (HL7 nullFlavor ASKU, asked but declined). Null: never asked. Only the sex assigned at
 * birth decides which sex-specific screenings apply (the body the screening looks at); gender identity says how
 * the patient is addressed and never rules a screening out; the administrative sex matches records and insurance.
 */
export const ADMINISTRATIVE_SEXES = ['female', 'male', 'unknown', 'declined'] as const;
export type AdministrativeSex = (typeof ADMINISTRATIVE_SEXES)[number];
/** The two-step question's first step (sex on the original birth certificate), as US Core's birth sex. */
export const SEXES_AT_BIRTH = ['female', 'male', 'declined'] as const;
export type SexAtBirth = (typeof SEXES_AT_BIRTH)[number];
export const GENDER_IDENTITIES = [
  'woman',
  'man',
  'transgender_woman',
  'transgender_man',
  'non_binary',
  'other',
  'declined',
] as const;
export type GenderIdentity = (typeof GENDER_IDENTITIES)[number];

export const genderRequest = z.object({
  sex: z.enum(ADMINISTRATIVE_SEXES, { message: 'choice_invalid' }).nullable(),
  sex_at_birth: z.enum(SEXES_AT_BIRTH, { message: 'choice_invalid' }).nullable(),
  gender_identity: z.enum(GENDER_IDENTITIES, { message: 'choice_invalid' }).nullable(),
});
export type GenderRequest = z.infer<typeof genderRequest>;
export const genderResponse = genderRequest;
export type GenderResponse = GenderRequest;

/** Demographics 2: optional, each with "prefer not to say"; OMB race and ethnicity categories (USCDI). */
export const RACES = [
  'american_indian_or_alaska_native',
  'asian',
  'black_or_african_american',
  'native_hawaiian_or_other_pacific_islander',
  'white',
  'other',
] as const;
export type Race = (typeof RACES)[number];
export const ETHNICITIES = ['hispanic_or_latino', 'not_hispanic_or_latino', 'declined'] as const;
export type Ethnicity = (typeof ETHNICITIES)[number];
/** The languages most spoken at home in the US after English (Census ACS), as BCP 47 tags. */
export const PREFERRED_LANGUAGES = [
  'en',
  'es',
  'zh',
  'vi',
  'tl',
  'ar',
  'fr',
  'ko',
  'ru',
  'ht',
  'pt',
  'other',
] as const;
export type PreferredLanguage = (typeof PREFERRED_LANGUAGES)[number];

export const demographicsRequest = z.object({
  /** Any number of races; `race_declined` says the patient prefers not to say (then races is empty). */
  races: z
    .array(z.enum(RACES, { message: 'choice_invalid' }))
    .max(RACES.length)
    .transform((races) => [...new Set(races)]),
  race_declined: z.boolean(),
  ethnicity: z.enum(ETHNICITIES, { message: 'choice_invalid' }).nullable(),
  preferred_language: z.enum(PREFERRED_LANGUAGES, { message: 'choice_invalid' }).nullable(),
});
export type DemographicsRequest = z.input<typeof demographicsRequest>;
export type Demographics = z.output<typeof demographicsRequest>;
export const demographicsResponse = demographicsRequest;

// ---------------------------------------------------------------------------------------------------------
// Phones [PROF-3]: the account's mobile (its second factor) and additional numbers, each confirmed by a code
// texted to it before it is used for anything; the mobile is changed only to a confirmed number, after a fresh
// code to the current one (POST /v1/account/step-up).

export const PHONE_LABELS = ['mobile', 'home', 'work', 'other'] as const;
export type PhoneLabel = (typeof PHONE_LABELS)[number];

export const patientPhoneSchema = z.object({
  /** `account` for the account's own mobile. */
  id: z.string(),
  phone: z.string(),
  label: z.enum(PHONE_LABELS),
  primary: z.boolean(),
  confirmed: z.boolean(),
});
export type PatientPhone = z.infer<typeof patientPhoneSchema>;

/** `GET /v1/patient/phones`: the mobile first. The spec's profile state reads `phoneNumber`. */
export const phonesResponse = z.object({ phoneNumber: z.array(patientPhoneSchema) });
export type PhonesResponse = z.infer<typeof phonesResponse>;

export const addPhoneRequest = z.object({
  phone: phoneSchema,
  label: z.enum(PHONE_LABELS, { message: 'choice_invalid' }),
});
export type AddPhoneRequest = z.infer<typeof addPhoneRequest>;

/** A code went to the new number: confirm with `POST /v1/patient/phone/confirm`. */
export const phoneCodeSent = z.object({
  phone: patientPhoneSchema,
  mfa_token: z.string(),
  destination: z.string(),
});
export type PhoneCodeSent = z.infer<typeof phoneCodeSent>;

const codeSchema = z.string().regex(/^\d{6}$/, { message: 'code_format' });
const mfaTokenSchema = z.string().min(1).max(200);

export const confirmPhoneRequest = z.object({
  id: z.uuid({ message: 'id_invalid' }),
  mfa_token: mfaTokenSchema,
  code: codeSchema,
});
export type ConfirmPhoneRequest = z.infer<typeof confirmPhoneRequest>;

/** Texts a fresh code to an unconfirmed number (the first expired or never came). */
export const resendPhoneCodeRequest = z.object({ id: z.uuid({ message: 'id_invalid' }) });

/** `PUT /v1/patient/phone`: make a confirmed number the account's mobile, with a step-up code. */
export const primaryPhoneRequest = confirmPhoneRequest;
export type PrimaryPhoneRequest = ConfirmPhoneRequest;

// ---------------------------------------------------------------------------------------------------------
// Addresses [PROF-2]: one primary, past ones with their dates (a new primary moves the old one there), and
// additional ones (mailing, work). The history is kept: record sources match on it.

export const ADDRESS_KINDS = ['primary', 'past', 'additional'] as const;
export type AddressKind = (typeof ADDRESS_KINDS)[number];

export const patientAddressSchema = z.object({
  id: z.string(),
  kind: z.enum(ADDRESS_KINDS),
  address1: z.string(),
  address2: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  from: z.string().nullable(),
  to: z.string().nullable(),
});
export type PatientAddress = z.infer<typeof patientAddressSchema>;

/** `GET /v1/patient/addresses`: primary, then past (newest first), then additional. */
export const patientAddressesResponse = z.object({ addresses: z.array(patientAddressSchema) });
export type PatientAddressesResponse = z.infer<typeof patientAddressesResponse>;

/** `POST /v1/patient/address` (add) and `PATCH /v1/patient/address/:id` (edit): dates checked per kind. */
export const patientAddressRequest = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('primary'), address: primaryAddressSchema }),
  z.object({ kind: z.literal('past'), address: pastAddressSchema }),
  z.object({ kind: z.literal('additional'), address: addressSchema }),
]);
export type PatientAddressRequest = z.input<typeof patientAddressRequest>;

// ---------------------------------------------------------------------------------------------------------
// Insurance [PROF-5]

export const SUBSCRIBER_RELATIONSHIPS = ['self', 'spouse', 'parent', 'other'] as const;
export type SubscriberRelationship = (typeof SUBSCRIBER_RELATIONSHIPS)[number];
export const CARD_SIDES = ['front', 'back'] as const;
export type CardSide = (typeof CARD_SIDES)[number];

/** A card photo is an ID-sized photo: the same types and the same decoded size limit. */
export const CARD_IMAGE_TYPES = IMAGE_CONTENT_TYPES;
export const MAX_CARD_IMAGE_BYTES = MAX_IMAGE_BYTES;

const insuranceText = (max: number) =>
  z.string().trim().min(1, { message: 'required' }).max(max, { message: 'too_long' });
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { message: 'too_long' })
    .nullish()
    .transform((v) => v || null);

export const insuranceFieldsSchema = z.object({
  payer: insuranceText(TEXT_LIMITS.payer),
  member_id: insuranceText(TEXT_LIMITS.memberId).regex(/^[A-Za-z0-9 -]+$/, { message: 'member_id' }),
  group_number: optionalText(TEXT_LIMITS.groupNumber),
  subscriber_name: insuranceText(TEXT_LIMITS.fullName),
  subscriber_relationship: z.enum(SUBSCRIBER_RELATIONSHIPS, { message: 'choice_invalid' }),
});

/** `POST /v1/patient/insurance` and `PATCH /v1/patient/insurance/:id`; a photo left out is kept (or absent). */
export const insuranceRequest = insuranceFieldsSchema.extend({
  front_image: uploadedImageSchema.nullish(),
  back_image: uploadedImageSchema.nullish(),
});
export type InsuranceRequest = z.input<typeof insuranceRequest>;

export const insuranceSchema = insuranceFieldsSchema.extend({
  id: z.string(),
  has_front_image: z.boolean(),
  has_back_image: z.boolean(),
  updated_at: z.string(),
});
export type Insurance = z.infer<typeof insuranceSchema>;

/** `GET /v1/patient/insurance`: the spec's profile state reads it as `insuranceData`. */
export const insuranceListResponse = z.object({ insurance: z.array(insuranceSchema) });
export type InsuranceListResponse = z.infer<typeof insuranceListResponse>;

export const insuranceCardParams = z.object({
  id: z.uuid({ message: 'id_invalid' }),
  side: z.enum(CARD_SIDES, { message: 'choice_invalid' }),
});

/** Both photos and the JSON around them, base64 (4/3 of the bytes). */
export const INSURANCE_BODY_LIMIT = Math.ceil((MAX_CARD_IMAGE_BYTES * 2 * 4) / 3) + 16 * 1024;

// ---------------------------------------------------------------------------------------------------------
// HIPAA authorizations [PROF-6]

export const HIPAA_AUTHORIZATION_STATES = ['in_force', 'revoked', 'expired'] as const;
export type HipaaAuthorizationState = (typeof HIPAA_AUTHORIZATION_STATES)[number];

export const hipaaSignatureSchema = z.object({
  id: z.string(),
  version: z.string(),
  language: z.enum(['en', 'es']),
  signer_name: z.string(),
  signed_at: z.string(),
  expires_at: z.string(),
  revoked_at: z.string().nullable(),
  state: z.enum(HIPAA_AUTHORIZATION_STATES),
});
export type HipaaSignature = z.infer<typeof hipaaSignatureSchema>;

/** `GET /v1/patient/hipaa/details`: every authorization the patient signed, newest first (`hippaData`). */
export const hipaaDetailsResponse = z.object({ authorizations: z.array(hipaaSignatureSchema) });
export type HipaaDetailsResponse = z.infer<typeof hipaaDetailsResponse>;
