import { z } from 'zod';
import {
  LANGUAGES,
  PASSWORD_MAX_LENGTH,
  phoneProblem,
  brokenPasswordRules,
  isPlausibleBirthDate,
} from './auth-rules.js';
import { TEXT_LIMITS } from './text-limits.js';

/**
 * Validation messages are stable keys (e.g. `password_uppercase`), not prose: the server translates them
 * into the caller's language and names the field; the portal can translate the same keys.
 */

export const passwordSchema = z.string().superRefine((value, ctx) => {
  for (const key of brokenPasswordRules(value)) ctx.addIssue({ code: 'custom', message: key });
});

export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(TEXT_LIMITS.email, { message: 'email_invalid' })
  .pipe(z.email({ message: 'email_invalid' }));

export const phoneSchema = z.string().superRefine((value, ctx) => {
  const problem = phoneProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

export const birthDateSchema = z
  .string()
  .refine((v) => isPlausibleBirthDate(v), { message: 'date_of_birth_invalid' });

const nameSchema = z
  .string()
  .trim()
  .min(1, { message: 'required' })
  .max(TEXT_LIMITS.name, { message: 'too_long' });

export const signupRequest = z.object({
  first_name: nameSchema,
  last_name: nameSchema,
  email: emailSchema,
  password: passwordSchema,
  date_of_birth: birthDateSchema,
  phone: phoneSchema,
  language: z.enum(LANGUAGES, { message: 'language_invalid' }).default('en'),
});
export type SignupRequest = z.input<typeof signupRequest>;

export const MFA_METHODS = ['sms', 'email', 'totp'] as const;
export type MfaMethod = (typeof MFA_METHODS)[number];

export const signupResponse = z.object({
  mfa_token: z.string(),
  mfa_method: z.literal('sms'),
  destination: z.string(),
});
export type SignupResponse = z.infer<typeof signupResponse>;

export const loginRequest = z.object({
  email: emailSchema,
  password: z.string().min(1, { message: 'required' }).max(PASSWORD_MAX_LENGTH, { message: 'too_long' }),
});
export type LoginRequest = z.input<typeof loginRequest>;
export const loginResponse = z.object({
  mfa_token: z.string(),
  methods: z.array(z.enum(MFA_METHODS)),
  /** The account has a passkey: it can answer this attempt instead of a code (POST /v1/login/passkey). */
  passkey: z.boolean().optional(),
});
export type LoginResponse = z.infer<typeof loginResponse>;

export const mfaChooseRequest = z.object({
  mfa_token: z.string().min(1, { message: 'required' }).max(200, { message: 'too_long' }),
  method: z.enum(MFA_METHODS, { message: 'mfa_method_invalid' }),
});
export type MfaChooseRequest = z.input<typeof mfaChooseRequest>;
export const mfaChooseResponse = z.object({ destination: z.string() });

/** One-time codes are exactly 6 digits. */
export const CODE_LENGTH = 6;
export const codeSchema = z
  .string()
  .trim()
  .regex(/^\d{6}$/, { message: 'code_format' });

export const mfaConfirmRequest = z.object({
  mfa_token: z.string().min(1, { message: 'required' }).max(200, { message: 'too_long' }),
  code: codeSchema,
});
export type MfaConfirmRequest = z.input<typeof mfaConfirmRequest>;

export const sessionTokens = z.object({
  access_token: z.string(),
  id_token: z.string(),
  refresh_token: z.string(),
  web_token: z.string(),
});
export type SessionTokens = z.infer<typeof sessionTokens>;

/** `GET /v1/refresh-token` (header `Refresh-Authorization`) answers these in `content`. */
export const refreshedTokens = z.object({
  access_token: z.string(),
  id_token: z.string(),
  refresh_token: z.string(),
});
export type RefreshedTokens = z.infer<typeof refreshedTokens>;

/** Claims of the id token; the portal shows them as the patient profile. */
export const idTokenClaims = z.object({
  sub: z.string(),
  given_name: z.string(),
  family_name: z.string(),
  email: z.string(),
  phone_number: z.string(),
  birthdate: z.string(),
  locale: z.enum(LANGUAGES),
  brand: z.string(),
  /** OIDC's claim: the email was proven by a code sent to it (until then it is no reset or sign-in channel). */
  email_verified: z.boolean().optional(),
  iat: z.number(),
  exp: z.number(),
});
export type IdTokenClaims = z.infer<typeof idTokenClaims>;

/** POST /v1/account/email/verification: a code goes to the account's email; confirm it with the mfa_token. */
export const emailVerificationStarted = z.object({ mfa_token: z.string(), destination: z.string() });
export type EmailVerificationStarted = z.infer<typeof emailVerificationStarted>;
/** A step-up confirms by any factor the account has: the codes a sign-in takes, or a passkey. */
export const STEP_UP_METHODS = [...MFA_METHODS, 'passkey'] as const;
export type StepUpMethod = (typeof STEP_UP_METHODS)[number];
/**
 * The change a step-up is for: its grant opens that change only, so a code confirmed for one change (or seen over
 * the patient's shoulder) cannot be spent on adding a factor of the attacker's own.
 */
export const STEP_UP_ACTIONS = [
  'change_password',
  'sign_in_phone',
  'add_authenticator',
  'add_passkey',
  'remove_passkey',
] as const;
export type StepUpAction = (typeof STEP_UP_ACTIONS)[number];
/**
 * POST /v1/account/step-up: a fresh second factor before a change to how the patient signs in, by any factor the
 * account has (a text by default, a verified email, the authenticator app or a passkey: then nothing is sent).
 */
export const stepUpRequest = z.object({
  method: z.enum(STEP_UP_METHODS, { message: 'mfa_method_invalid' }).optional(),
  action: z.enum(STEP_UP_ACTIONS, { message: 'required' }),
});
export type StepUpRequest = z.input<typeof stepUpRequest>;
/** For a passkey, the options the browser signs (`@simplewebauthn/browser`'s request options JSON). */
export const stepUpStarted = emailVerificationStarted.extend({
  passkey_options: z.record(z.string(), z.unknown()).optional(),
});
export type StepUpStarted = z.infer<typeof stepUpStarted>;
/** POST /v1/account/email/verification/confirm */
export const emailVerificationConfirmRequest = mfaConfirmRequest;
export type EmailVerificationConfirmRequest = MfaConfirmRequest;
export const emailVerified = z.object({ email_verified: z.literal(true) });
export type EmailVerified = z.infer<typeof emailVerified>;

export const resetLinkRequest = z.object({ email: emailSchema });
export const resetLinkQuery = z.object({
  token: z.string().min(1, { message: 'required' }).max(200, { message: 'too_long' }),
});
export const resetPasswordRequest = z.object({
  token: z.string().min(1, { message: 'required' }).max(200, { message: 'too_long' }),
  password: passwordSchema,
});
export type ResetPasswordRequest = z.input<typeof resetPasswordRequest>;

export const changePasswordRequest = z.object({
  current_password: z
    .string()
    .min(1, { message: 'required' })
    .max(PASSWORD_MAX_LENGTH, { message: 'too_long' }),
  new_password: passwordSchema,
  /** A fresh code from POST /v1/account/step-up: a stolen session and a guessed password are not enough. */
  mfa_token: z.string().min(1, { message: 'required' }).max(200, { message: 'too_long' }),
  code: codeSchema,
});
export type ChangePasswordRequest = z.input<typeof changePasswordRequest>;

export const authenticator = z.object({
  id: z.string(),
  label: z.string(),
  confirmed: z.boolean(),
  created_at: z.string(),
});
export type Authenticator = z.infer<typeof authenticator>;
export const addAuthenticatorRequest = z.object({
  label: z
    .string()
    .trim()
    .min(1, { message: 'required' })
    .max(60, { message: 'too_long' })
    .default('Authenticator app'),
  /** A fresh code from POST /v1/account/step-up: a stolen session alone cannot add a second factor. */
  mfa_token: z.string().min(1, { message: 'required' }).max(200, { message: 'too_long' }),
  code: codeSchema,
});
/** Returned once when an authenticator is added; confirm it with a code from the app (PATCH). */
export const newAuthenticator = authenticator.extend({
  otpauth_uri: z.string(),
  qr_data_url: z.string(),
  secret: z.string(),
});
export type NewAuthenticator = z.infer<typeof newAuthenticator>;
export const confirmAuthenticatorRequest = z.object({
  id: z.uuid({ message: 'id_invalid' }),
  code: codeSchema,
});
export const removeAuthenticatorRequest = confirmAuthenticatorRequest;
/** PUT /v1/account/authenticators: a new name for one of the patient's apps. */
export const renameAuthenticatorRequest = z.object({
  id: z.uuid({ message: 'id_invalid' }),
  label: z.string().trim().min(1, { message: 'required' }).max(60, { message: 'too_long' }),
});
export type RenameAuthenticatorRequest = z.input<typeof renameAuthenticatorRequest>;

const mfaTokenSchema = z.string().min(1, { message: 'required' }).max(200, { message: 'too_long' });
const base64url = z
  .string()
  .max(16_384, { message: 'too_long' })
  .regex(/^[A-Za-z0-9_-]*$/, { message: 'id_invalid' });

/** A passkey (WebAuthn credential) the patient registered; its key and counter never leave the server. */
export const passkey = z.object({
  id: z.string(),
  label: z.string(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
});
export type Passkey = z.infer<typeof passkey>;
/** POST /v1/account/passkeys/options: a fresh step-up code opens the registration ceremony. */
export const passkeyOptionsRequest = z.object({ mfa_token: mfaTokenSchema, code: codeSchema });
/** What the browser's WebAuthn call answered (`@simplewebauthn/browser`), as JSON; the server checks the rest. */
const credentialJson = <T extends z.ZodRawShape>(response: T) =>
  z.object({
    id: base64url,
    rawId: base64url,
    type: z.literal('public-key', { message: 'id_invalid' }),
    response: z.object(response),
    clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
    authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  });
export const registerPasskeyRequest = z.object({
  label: z
    .string()
    .trim()
    .min(1, { message: 'required' })
    .max(60, { message: 'too_long' })
    .default('Passkey'),
  credential: credentialJson({
    clientDataJSON: base64url,
    attestationObject: base64url,
    transports: z.array(z.string().max(20)).max(10).optional(),
  }),
});
export type RegisterPasskeyRequest = z.input<typeof registerPasskeyRequest>;
/** DELETE /v1/account/passkeys: one of the patient's passkeys, with a fresh step-up code. */
export const removePasskeyRequest = z.object({
  id: z.uuid({ message: 'id_invalid' }),
  mfa_token: mfaTokenSchema,
  code: codeSchema,
});
export type RemovePasskeyRequest = z.input<typeof removePasskeyRequest>;
/** PUT /v1/account/passkeys: a new name for one of the patient's passkeys (cosmetic: no fresh code, as for apps). */
export const renamePasskeyRequest = renameAuthenticatorRequest;
export type RenamePasskeyRequest = z.input<typeof renamePasskeyRequest>;
/** POST /v1/login/passkey/options: the login attempt the passkey will answer. */
export const loginPasskeyOptionsRequest = z.object({ mfa_token: mfaTokenSchema });
const assertionJson = credentialJson({
  clientDataJSON: base64url,
  authenticatorData: base64url,
  signature: base64url,
  userHandle: base64url.optional(),
});
export const loginPasskeyRequest = z.object({ mfa_token: mfaTokenSchema, credential: assertionJson });
/**
 * POST /v1/account/step-up/passkey: the passkey's answer to a step-up; answered with the step-up's one-time code,
 * which the change is then sent with as a texted one would be (short-lived, single-use, for that change).
 */
export const stepUpPasskeyRequest = loginPasskeyRequest;
export type StepUpPasskeyRequest = z.input<typeof stepUpPasskeyRequest>;
export const stepUpPasskeyAnswer = z.object({ code: z.string() });
export type StepUpPasskeyAnswer = z.infer<typeof stepUpPasskeyAnswer>;
export type LoginPasskeyRequest = z.input<typeof loginPasskeyRequest>;
/**
 * POST /v1/login/passwordless: a passkey alone (no password, no code) answers the options of
 * POST /v1/login/passwordless/options; its user handle names the account.
 */
export const passwordlessLoginRequest = z.object({ credential: assertionJson });
export type PasswordlessLoginRequest = z.input<typeof passwordlessLoginRequest>;
