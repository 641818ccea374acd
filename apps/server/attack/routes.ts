import {
  APP_CATEGORY_RESOURCE,
  CONSENT_SECTION_IDS,
  accessLogQuery,
  addPhoneRequest,
  confirmPhoneRequest,
  primaryPhoneRequest,
  resendPhoneCodeRequest,
  addAuthenticatorRequest,
  assistedVerificationRequest,
  captureRequest,
  changePasswordRequest,
  confirmAuthenticatorRequest,
  stepUpPasskeyRequest,
  stepUpRequest,
  confirmInformationRequest,
  createShareLinkRequest,
  createLabOrderRequest,
  emailVerificationConfirmRequest,
  dataPullErrorRequestSchema,
  dataPullInitRequestSchema,
  dataPullSuccessRequestSchema,
  driverLicenceRequest,
  endGrantRequest,
  acceptInvitationRequest,
  inviteProxyRequest,
  grantParams,
  gatepassPropertyQuery,
  insightParamsSchema,
  labkitDetailsQuery,
  labOrderRequestRequest,
  labPartnerEventSchema,
  labPartnerWebhookParams,
  loginPasskeyOptionsRequest,
  loginPasskeyRequest,
  loginRequest,
  passkeyOptionsRequest,
  passwordlessLoginRequest,
  registerPasskeyRequest,
  removePasskeyRequest,
  renamePasskeyRequest,
  manualVerificationRequest,
  NOTIFICATION_TOPICS,
  mfaChooseRequest,
  mfaConfirmRequest,
  onfidoCompleteRequest,
  patientAddressRequest,
  openShareRequest,
  patientSettings,
  recordsQuerySchema,
  removeAuthenticatorRequest,
  renameAuthenticatorRequest,
  resetLinkQuery,
  resetLinkRequest,
  resetPasswordRequest,
  recoveryReviewRequest,
  removeRecoveryFactorsRequest,
  notMeRequest,
  sandboxLabAdvanceRequest,
  saveAddressesRequest,
  sendFeedbackRequest,
  setGatepassPropertyRequest,
  signHipaaRequest,
  saveStudyConsentRequest,
  consentPdfParams,
  consentDocumentQuery,
  studyParams,
  withdrawStudyConsentRequest,
  signupRequest,
  ssnCrossCheckRequest,
  trendQuerySchema,
  additionalNameRequest,
  dateOfBirthRequest,
  demographicsRequest,
  genderRequest,
  legalNameRequest,
  profileItemParams,
  insuranceRequest,
  insuranceCardParams,
  nextCoordinatorCall,
  appAuthorizationParams,
  approveAppRequest,
} from '@portal/contract';
import { z } from 'zod';
import { PRIMARY_ADDRESS } from './lib/patients.js';

/** The ids a request may name: the caller's own, or (in the IDOR matrix) another patient's. */
export interface Subject {
  email: string;
  phone: string;
  first_name: string;
  last_name: string;
  date_of_birth: string;
  authenticatorId: string;
  /** One of the subject's passkeys (when the server has a relying party; else an id that names nothing). */
  passkeyId: string;
  /** A valid current code of that authenticator, so a refusal is about ownership, not the code. */
  authenticatorCode: () => string;
  attemptId: string;
  jobId: string;
  /** One of the subject's sharing grants (a share link). */
  grantId: string;
  /** One of the patient's insights (care gaps), once their records are in. */
  insightId: string;
  /** A kit order of theirs. */
  labOrderId: string;
  /** One of each of the patient's profile items (PROF-1 … PROF-6), created by the IDOR case's victim. */
  profile: ProfileIds;
}

export interface ProfileIds {
  name: string;
  /** An additional address (the primary can only be moved out of, never removed). */
  address: string;
  /** An insurance plan with both card photos. */
  insurance: string;
  /** A number added beside the mobile (not confirmed). */
  phone: string;
  /** A HIPAA authorization the patient signed. */
  hipaa: string;
}

export interface Example {
  body?: unknown;
  query?: Record<string, string>;
  params?: Record<string, string>;
}

/**
 * Who may call a route. `patient`: a patient's session (`requirePatient`), in the IDOR matrix. Anything else
 * says why a route is outside the matrix (credential in the request itself, signed machine caller, dev aid).
 */
export type Access = 'patient' | { public: string };

export interface RouteRow {
  method: string;
  url: string;
  access: Access;
  body?: z.ZodType;
  query?: z.ZodType;
  params?: z.ZodType;
  example: (who: Subject) => Example;
}

/** A 1×1 PNG: a well-formed image for the identity uploads. */
export const PIXEL_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
const image = (name: string) => ({ file_name: name, content_type: 'image/png', data_base64: PIXEL_PNG });
const FUZZ_PLAN = {
  payer: 'Fuzz Health',
  member_id: 'FUZZ-1',
  subscriber_name: 'Fuzz Subscriber',
  subscriber_relationship: 'self',
};
const uuidParams = z.object({ id: z.uuid() });
/** An authorization id of the provider's shape that names no authorization. */
const FUZZ_UID = 'fuzzUid-fuzzUid-fuzzUid';
const decision = z.object({ decision: z.enum(['approve', 'reject']), by: z.string().trim().min(1).max(100) });
const trendParams = z.object({ category: z.string() });
const language = z.object({ lang: z.enum(['en', 'es']).optional() });
const outbox = z.object({ to: z.string().trim().min(3).max(254) });

const CREDENTIAL =
  'the credential travels in the request itself (password, mfa_token, refresh or reset token)';
const SIGNED = 'a machine caller: HMAC-signed body, no patient session';
const COORDINATOR = "a coordinator's token (Authorization: Coordinator …), never a patient's";
const DEV = 'development aid: loopback clients only, only with PORTAL_DEV_OUTBOX, never in production';
/** The FHIR API's data routes: only an app's token reads there (the idor case checks a session reads nothing). */
export const APP_TOKEN =
  "an app's SMART access token (Authorization: Bearer, resolved by the authorization server), never a portal session";
const FHIR_RESOURCE_TYPES = ['Patient', ...Object.values(APP_CATEGORY_RESOURCE)] as [string, ...string[]];
const fhirTypeParams = z.object({ type: z.enum(FHIR_RESOURCE_TYPES) });
const fhirReadParams = z.object({
  type: z.enum(FHIR_RESOURCE_TYPES),
  id: z.string().regex(/^[A-Za-z0-9\-.]{1,64}$/),
});
const SANDBOX_LAB =
  'development aid: the sandbox lab, loopback clients only, never in production or beside a real lab partner';

/**
 * Every route the server registers has a row here (the attack fails when one is missing): the IDOR matrix calls
 * each `patient` row with a second patient's session and the first patient's ids; the fuzzer mutates each row's
 * example against its schemas.
 */
/** A WebAuthn answer of the right shape whose content verifies nowhere (the fuzzer mutates it from here). */
const FUZZ_CREDENTIAL = (part: 'attestationObject' | 'signature') => ({
  id: 'ZnV6ei1rZXk',
  rawId: 'ZnV6ei1rZXk',
  type: 'public-key',
  response: {
    clientDataJSON: Buffer.from('{"challenge":"ZnV6eg"}').toString('base64url'),
    ...(part === 'signature'
      ? { authenticatorData: 'AAAA', signature: 'AAAA' }
      : { attestationObject: 'AAAA' }),
  },
  clientExtensionResults: {},
});

export const ROUTES: RouteRow[] = [
  // accounts
  {
    method: 'POST',
    url: '/v1/signup',
    access: { public: 'creates an account' },
    body: signupRequest,
    example: (w) => ({
      body: {
        first_name: w.first_name,
        last_name: w.last_name,
        email: w.email,
        password: 'Fuzz-Password-123!',
        date_of_birth: w.date_of_birth,
        phone: w.phone,
        language: 'en',
      },
    }),
  },
  {
    method: 'POST',
    url: '/v1/login',
    access: { public: CREDENTIAL },
    body: loginRequest,
    example: (w) => ({ body: { email: w.email, password: 'Wrong-Password-1!' } }),
  },
  {
    method: 'POST',
    url: '/v1/mfa/choose',
    access: { public: CREDENTIAL },
    body: mfaChooseRequest,
    example: () => ({ body: { mfa_token: 'x'.repeat(43), method: 'sms' } }),
  },
  {
    method: 'POST',
    url: '/v1/mfa/confirm',
    access: { public: CREDENTIAL },
    body: mfaConfirmRequest,
    example: () => ({ body: { mfa_token: 'x'.repeat(43), code: '123456' } }),
  },
  {
    method: 'POST',
    url: '/v1/login/passkey/options',
    access: { public: CREDENTIAL },
    body: loginPasskeyOptionsRequest,
    example: () => ({ body: { mfa_token: 'x'.repeat(43) } }),
  },
  {
    method: 'POST',
    url: '/v1/login/passkey',
    access: { public: CREDENTIAL },
    body: loginPasskeyRequest,
    example: () => ({ body: { mfa_token: 'x'.repeat(43), credential: FUZZ_CREDENTIAL('signature') } }),
  },
  {
    method: 'POST',
    url: '/v1/login/passwordless/options',
    access: { public: 'a sign-in starts here: a single-use challenge for no one, counted per address' },
    example: () => ({ body: {} }),
  },
  {
    method: 'POST',
    url: '/v1/login/passwordless',
    access: { public: `${CREDENTIAL}; here the passkey's signed answer` },
    body: passwordlessLoginRequest,
    example: () => ({ body: { credential: FUZZ_CREDENTIAL('signature') } }),
  },
  { method: 'GET', url: '/v1/refresh-token', access: { public: CREDENTIAL }, example: () => ({}) },
  {
    method: 'POST',
    url: '/v1/logout',
    access: { public: `${CREDENTIAL}; with an access token it ends only that session` },
    example: () => ({}),
  },
  {
    method: 'POST',
    url: '/v1/verify-reset-password/link',
    access: { public: 'same answer whether the account exists' },
    body: resetLinkRequest,
    example: (w) => ({ body: { email: w.email } }),
  },
  {
    method: 'GET',
    url: '/v1/verify-reset-password/link',
    access: { public: CREDENTIAL },
    query: resetLinkQuery,
    example: () => ({ query: { token: 'y'.repeat(43) } }),
  },
  {
    method: 'POST',
    url: '/v1/reset-password',
    access: { public: CREDENTIAL },
    body: resetPasswordRequest,
    example: () => ({ body: { token: 'y'.repeat(43), password: 'Fuzz-Password-456!' } }),
  },
  // issue 26 item 4: the factor review after a reset and the "this wasn't me" link (tokens in bodies, never sessions)
  {
    method: 'POST',
    url: '/v1/recovery/factors',
    access: { public: CREDENTIAL },
    body: recoveryReviewRequest,
    example: () => ({ body: { review_token: 'y'.repeat(43) } }),
  },
  {
    method: 'DELETE',
    url: '/v1/recovery/factors',
    access: { public: CREDENTIAL },
    body: removeRecoveryFactorsRequest,
    example: (w) => ({
      body: { review_token: 'y'.repeat(43), factor: { kind: 'passkey', id: w.authenticatorId } },
    }),
  },
  {
    method: 'POST',
    url: '/v1/recovery/not-me',
    access: { public: CREDENTIAL },
    body: notMeRequest,
    example: () => ({ body: { token: 'y'.repeat(43) } }),
  },
  {
    method: 'POST',
    url: '/v1/change-password',
    access: 'patient',
    body: changePasswordRequest,
    // Names no live step-up (POST /v1/account/step-up), so even a right password is refused.
    example: () => ({
      body: {
        current_password: 'Wrong-Password-1!',
        new_password: 'Fuzz-Password-789!',
        mfa_token: 'no-such-step-up',
        code: '123456',
      },
    }),
  },
  { method: 'POST', url: '/v1/account/email/verification', access: 'patient', example: () => ({}) },
  {
    method: 'POST',
    url: '/v1/account/email/verification/confirm',
    access: 'patient',
    body: emailVerificationConfirmRequest,
    example: () => ({ body: { mfa_token: 'x'.repeat(43), code: '123456' } }),
  },
  { method: 'GET', url: '/v1/account/authenticators', access: 'patient', example: () => ({}) },
  {
    method: 'POST',
    url: '/v1/account/authenticators',
    access: 'patient',
    body: addAuthenticatorRequest,
    // Adding needs a step-up code (POST /v1/account/step-up); this one names no live step-up, so it is refused.
    example: () => ({ body: { label: 'Fuzz phone', mfa_token: 'no-such-step-up', code: '123456' } }),
  },
  {
    method: 'POST',
    url: '/v1/account/step-up',
    access: 'patient',
    body: stepUpRequest,
    example: () => ({ body: { action: 'change_password' } }),
  },
  {
    method: 'POST',
    url: '/v1/account/step-up/passkey',
    access: 'patient',
    body: stepUpPasskeyRequest,
    // Names no live step-up of this session, so even a well-formed answer is refused.
    example: () => ({ body: { mfa_token: 'x'.repeat(43), credential: FUZZ_CREDENTIAL('signature') } }),
  },
  {
    method: 'PATCH',
    url: '/v1/account/authenticators',
    access: 'patient',
    body: confirmAuthenticatorRequest,
    example: (w) => ({ body: { id: w.authenticatorId, code: w.authenticatorCode() } }),
  },
  {
    method: 'PUT',
    url: '/v1/account/authenticators',
    access: 'patient',
    body: renameAuthenticatorRequest,
    example: (w) => ({ body: { id: w.authenticatorId, label: 'Fuzz phone' } }),
  },
  {
    method: 'DELETE',
    url: '/v1/account/authenticators',
    access: 'patient',
    body: removeAuthenticatorRequest,
    example: (w) => ({ body: { id: w.authenticatorId, code: w.authenticatorCode() } }),
  },
  // Passkeys: adding and removing need a live step-up of the caller's own, which no example names, so each is
  // refused before any id is looked at; the login routes need the attempt's own mfa_token.
  { method: 'GET', url: '/v1/account/passkeys', access: 'patient', example: () => ({}) },
  {
    method: 'POST',
    url: '/v1/account/passkeys/options',
    access: 'patient',
    body: passkeyOptionsRequest,
    example: () => ({ body: { mfa_token: 'no-such-step-up', code: '123456' } }),
  },
  {
    method: 'POST',
    url: '/v1/account/passkeys',
    access: 'patient',
    body: registerPasskeyRequest,
    example: () => ({ body: { label: 'Fuzz key', credential: FUZZ_CREDENTIAL('attestationObject') } }),
  },
  {
    method: 'PUT',
    url: '/v1/account/passkeys',
    access: 'patient',
    body: renamePasskeyRequest,
    // A rename needs no step-up; the victim's id is refused as not theirs (404) and their list reads the same after.
    example: (w) => ({ body: { id: w.passkeyId, label: 'Fuzz key' } }),
  },
  {
    method: 'DELETE',
    url: '/v1/account/passkeys',
    access: 'patient',
    body: removePasskeyRequest,
    example: (w) => ({ body: { id: w.authenticatorId, mfa_token: 'no-such-step-up', code: '123456' } }),
  },
  // settings and feedback (shell)
  { method: 'GET', url: '/v1/patient/settings', access: 'patient', example: () => ({}) },
  {
    method: 'PUT',
    url: '/v1/patient/settings',
    access: 'patient',
    body: patientSettings,
    example: () => ({
      body: {
        language: 'en',
        time_zone: 'America/Chicago',
        units: 'us',
        notifications: Object.fromEntries(
          NOTIFICATION_TOPICS.map((topic) => [topic, { email: true, sms: false }]),
        ),
      },
    }),
  },
  { method: 'GET', url: '/v1/patient/feedback', access: 'patient', example: () => ({}) },
  {
    method: 'POST',
    url: '/v1/patient/feedback',
    access: 'patient',
    body: sendFeedbackRequest,
    example: () => ({ body: { category: 'idea', message: 'Fuzz feedback', rating: 4 } }),
  },
  // gatepass
  { method: 'GET', url: '/v1/patient/gatepass', access: 'patient', example: () => ({}) },
  {
    method: 'GET',
    url: '/v1/patient/gatepass/property',
    access: 'patient',
    query: gatepassPropertyQuery,
    example: () => ({ query: { key: 'welcome_seen' } }),
  },
  {
    method: 'PUT',
    url: '/v1/patient/gatepass/property',
    access: 'patient',
    body: setGatepassPropertyRequest,
    example: () => ({ body: { key: 'welcome_seen', value: true } }),
  },
  {
    method: 'POST',
    url: '/v1/patient/gatepass/property',
    access: 'patient',
    body: setGatepassPropertyRequest,
    example: () => ({ body: { key: 'welcome_seen', value: true } }),
  },
  {
    method: 'GET',
    url: '/v1/dev/outbox',
    access: { public: DEV },
    query: outbox,
    example: (w) => ({ query: { to: w.phone } }),
  },
  // identity
  { method: 'GET', url: '/v1/signup/verify-id/invite', access: 'patient', example: () => ({}) },
  { method: 'POST', url: '/v1/signup/verify-id/invite', access: 'patient', example: () => ({}) },
  {
    method: 'POST',
    url: '/v1/signup/verify-id/capture',
    access: 'patient',
    body: captureRequest,
    example: (w) => ({
      body: { attempt_id: w.attemptId, document: image('id.png'), selfie: image('selfie.png') },
    }),
  },
  {
    method: 'POST',
    url: '/v1/signup/verify-id/onfido/complete',
    access: 'patient',
    body: onfidoCompleteRequest,
    example: (w) => ({ body: { attempt_id: w.attemptId } }),
  },
  {
    method: 'POST',
    url: '/v1/signup/verify-id/manual',
    access: 'patient',
    body: manualVerificationRequest,
    example: (w) => ({
      body: {
        first_name: w.first_name,
        last_name: w.last_name,
        date_of_birth: w.date_of_birth,
        document_type: 'passport',
        document: image('passport.png'),
      },
    }),
  },
  { method: 'GET', url: '/v1/signup/assisted-verify-id', access: 'patient', example: () => ({}) },
  {
    method: 'POST',
    url: '/v1/signup/assisted-verify-id',
    access: 'patient',
    body: assistedVerificationRequest,
    example: (w) => ({
      body: {
        phone: w.phone,
        preferred_time: nextCoordinatorCall(new Date(), 'America/New_York').toISOString(),
        time_zone: 'America/New_York',
        note: null,
      },
    }),
  },
  {
    method: 'PUT',
    url: '/v1/signup/assisted-verify-id',
    access: 'patient',
    body: assistedVerificationRequest,
    example: (w) => ({
      body: {
        phone: w.phone,
        preferred_time: nextCoordinatorCall(new Date(), 'America/New_York').toISOString(),
        time_zone: 'America/New_York',
        note: null,
      },
    }),
  },
  { method: 'DELETE', url: '/v1/signup/assisted-verify-id', access: 'patient', example: () => ({}) },
  {
    method: 'POST',
    url: '/v1/signup/verify-id/driver-licence',
    access: 'patient',
    body: driverLicenceRequest,
    example: () => ({
      body: { number: 'S1234567', state: 'MA', issue_date: '2020-01-15', expiry_date: '2030-01-15' },
    }),
  },
  {
    method: 'POST',
    url: '/v1/signup/verify-id/ssn',
    access: 'patient',
    body: ssnCrossCheckRequest,
    example: () => ({ body: { ssn: '123-45-6789' } }),
  },
  { method: 'GET', url: '/v1/signup/verify-id/confirm', access: 'patient', example: () => ({}) },
  { method: 'GET', url: '/v1/patient/identity/confirm', access: 'patient', example: () => ({}) },
  {
    method: 'POST',
    url: '/v1/signup/verify-id/confirm',
    access: 'patient',
    body: confirmInformationRequest,
    example: (w) => ({
      body: {
        first_name: w.first_name,
        last_name: w.last_name,
        date_of_birth: w.date_of_birth,
        address: null,
      },
    }),
  },
  {
    method: 'POST',
    url: '/v1/webhooks/onfido',
    access: { public: `${SIGNED} (X-SHA2-Signature)` },
    example: () => ({
      body: { payload: { resource_type: 'check', action: 'check.completed', object: { id: 'chk_1' } } },
    }),
  },
  {
    method: 'GET',
    url: '/v1/coordinator/verifications',
    access: { public: COORDINATOR },
    example: () => ({}),
  },
  {
    method: 'POST',
    url: '/v1/coordinator/verifications/:id',
    access: { public: COORDINATOR },
    params: uuidParams,
    body: decision,
    example: (w) => ({ params: { id: w.attemptId }, body: { decision: 'approve', by: 'fuzz' } }),
  },
  {
    method: 'GET',
    url: '/v1/coordinator/profile-reviews',
    access: { public: COORDINATOR },
    example: () => ({}),
  },
  {
    method: 'POST',
    url: '/v1/coordinator/profile-reviews/:id',
    access: { public: COORDINATOR },
    params: uuidParams,
    body: decision,
    example: () => ({
      params: { id: '00000000-0000-4000-8000-000000000000' },
      body: { decision: 'approve', by: 'fuzz' },
    }),
  },
  // hipaa, addresses
  {
    method: 'GET',
    url: '/v1/signup/hipaa',
    access: 'patient',
    query: language,
    example: () => ({ query: { lang: 'en' } }),
  },
  {
    method: 'POST',
    url: '/v1/signup/hipaa',
    access: 'patient',
    body: signHipaaRequest,
    example: (w) => ({
      body: {
        version: '1',
        language: 'en',
        content_hash: '0'.repeat(64),
        full_name: `${w.first_name} ${w.last_name}`,
        agreed: true,
      },
    }),
  },
  { method: 'DELETE', url: '/v1/signup/hipaa', access: 'patient', example: () => ({}) },
  // studies: a study is named by its public NCT id; a consent is always the caller's own for that study
  { method: 'GET', url: '/v1/patient/studies', access: 'patient', example: () => ({}) },
  {
    method: 'GET',
    url: '/v1/patient/studies/:id',
    access: 'patient',
    params: studyParams,
    example: () => ({ params: { id: 'NCT99000101' } }),
  },
  {
    method: 'GET',
    url: '/v1/patient/studies/consent',
    access: 'patient',
    query: consentDocumentQuery,
    example: () => ({ query: { study_id: 'NCT99000101', lang: 'en' } }),
  },
  {
    method: 'POST',
    url: '/v1/patient/studies/consent/save',
    access: 'patient',
    body: saveStudyConsentRequest,
    example: (w) => ({
      body: {
        study_id: 'NCT99000101',
        site_id: 'cvuh-boston',
        version: '2026-10-01',
        language: 'en',
        content_hash: '0'.repeat(64),
        acknowledged_sections: [...CONSENT_SECTION_IDS],
        full_name: `${w.first_name} ${w.last_name}`,
      },
    }),
  },
  {
    method: 'POST',
    url: '/v1/patient/studies/consent/withdraw',
    access: 'patient',
    body: withdrawStudyConsentRequest,
    example: () => ({ body: { study_id: 'NCT99000101' } }),
  },
  {
    method: 'GET',
    url: '/v1/patient/studies/consent/pdf/:study_id',
    access: 'patient',
    params: consentPdfParams,
    example: () => ({ params: { study_id: 'NCT99000101' } }),
  },
  { method: 'GET', url: '/v1/signup/econsents', access: 'patient', example: () => ({}) },
  { method: 'GET', url: '/v1/signup/addresses', access: 'patient', example: () => ({}) },
  {
    method: 'POST',
    url: '/v1/signup/addresses',
    access: 'patient',
    body: saveAddressesRequest,
    example: () => ({ body: { primary: PRIMARY_ADDRESS, past: [] } }),
  },
  // health records
  {
    method: 'POST',
    url: '/v1/datapull/init',
    access: 'patient',
    body: dataPullInitRequestSchema,
    example: () => ({ body: {} }),
  },
  { method: 'GET', url: '/v1/datapull/status', access: 'patient', example: () => ({}) },
  { method: 'GET', url: '/v1/datapull/process/status', access: 'patient', example: () => ({}) },
  {
    method: 'POST',
    url: '/v1/datapull/success',
    access: { public: `${SIGNED} (X-Portal-Signature)` },
    body: dataPullSuccessRequestSchema,
    example: (w) => ({ body: { event_id: `evt-${w.jobId}`, job_id: w.jobId } }),
  },
  {
    method: 'POST',
    url: '/v1/datapull/error',
    access: { public: `${SIGNED} (X-Portal-Signature)` },
    body: dataPullErrorRequestSchema,
    example: (w) => ({
      body: { event_id: `evt-err-${w.jobId}`, job_id: w.jobId, code: 'SOURCE_DOWN', retryable: true },
    }),
  },
  {
    method: 'GET',
    url: '/v1/patient/records',
    access: 'patient',
    query: recordsQuerySchema,
    example: () => ({ query: { category: 'conditions', page: '1', page_size: '50' } }),
  },
  { method: 'GET', url: '/v1/patient/records/medications', access: 'patient', example: () => ({}) },
  { method: 'GET', url: '/v1/patient/records/summary', access: 'patient', example: () => ({}) },
  { method: 'GET', url: '/v1/patient/records/bundle', access: 'patient', example: () => ({}) },
  { method: 'GET', url: '/v1/patient/records/summary.pdf', access: 'patient', example: () => ({}) },
  {
    method: 'GET',
    url: '/v1/patient/trends/vitals/:category',
    access: 'patient',
    params: trendParams,
    query: trendQuerySchema,
    example: () => ({ params: { category: 'BMI' } }),
  },
  {
    method: 'GET',
    url: '/v1/patient/trends/labs/:category',
    access: 'patient',
    params: trendParams,
    query: trendQuerySchema,
    example: () => ({ params: { category: 'HbA1c' } }),
  },
  // patient apps (issue 30): an authorization's uid names nothing without the binding cookie of the browser that
  // started it, so another patient's session (and this one, from the matrix) is answered NOT_FOUND
  {
    method: 'GET',
    url: '/v1/apps/authorizations/:uid',
    access: 'patient',
    params: appAuthorizationParams,
    example: () => ({ params: { uid: FUZZ_UID } }),
  },
  {
    method: 'POST',
    url: '/v1/apps/authorizations/:uid/approve',
    access: 'patient',
    params: appAuthorizationParams,
    body: approveAppRequest,
    example: () => ({ params: { uid: FUZZ_UID }, body: { categories: ['observations'] } }),
  },
  {
    method: 'POST',
    url: '/v1/apps/authorizations/:uid/deny',
    access: 'patient',
    params: appAuthorizationParams,
    example: () => ({ params: { uid: FUZZ_UID } }),
  },
  // sharing
  { method: 'GET', url: '/v1/patient/sharing', access: 'patient', example: () => ({}) },
  {
    method: 'GET',
    url: '/v1/patient/sharing/:grantId',
    access: 'patient',
    params: grantParams,
    example: (w) => ({ params: { grantId: w.grantId } }),
  },
  {
    method: 'GET',
    url: '/v1/patient/sharing/:grantId/accesses',
    access: 'patient',
    params: grantParams,
    query: accessLogQuery,
    example: (w) => ({ params: { grantId: w.grantId }, query: { cursor: '9007199254740' } }),
  },
  {
    method: 'POST',
    url: '/v1/patient/sharing/:grantId/end',
    access: 'patient',
    params: grantParams,
    body: endGrantRequest,
    example: (w) => ({ params: { grantId: w.grantId }, body: { reason: 'done' } }),
  },
  {
    method: 'POST',
    url: '/v1/patient/sharing/links',
    access: 'patient',
    body: createShareLinkRequest,
    example: () => ({
      body: {
        recipient_name: 'Dr. Fuzz',
        reason: 'second opinion',
        categories: ['conditions'],
        expires_in_hours: 24,
      },
    }),
  },
  {
    method: 'POST',
    url: '/v1/patient/sharing/proxies',
    access: 'patient',
    body: inviteProxyRequest,
    example: (w) => ({
      body: { name: 'Fuzz caregiver', email: `care.${w.email}`, reason: 'care', categories: ['conditions'] },
    }),
  },
  {
    method: 'POST',
    url: '/v1/patient/sharing/invitations/accept',
    access: 'patient',
    body: acceptInvitationRequest,
    example: () => ({ body: { invitation_key: 'A'.repeat(43) } }),
  },
  { method: 'GET', url: '/v1/patient/care', access: 'patient', example: () => ({}) },
  {
    method: 'POST',
    url: '/v1/shared/open',
    access: {
      public:
        'the share link’s random key travels in the body (from the link’s fragment); only its hash is stored',
    },
    body: openShareRequest,
    example: () => ({ body: { share_key: 'A'.repeat(43), passcode: 'guess' } }),
  },
  // insights (care gaps)
  { method: 'GET', url: '/v1/patient/insights', access: 'patient', example: () => ({}) },
  {
    method: 'GET',
    url: '/v1/patient/insights/:insightId',
    access: 'patient',
    params: insightParamsSchema,
    example: (w) => ({ params: { insightId: w.insightId } }),
  },
  // lab kit orders
  {
    method: 'POST',
    url: '/v1/patient/lab-order',
    access: 'patient',
    body: createLabOrderRequest,
    // A contact number of the caller's choosing: never the subject's, which a later list would echo back.
    example: () => ({
      body: { kit_type: 'fit', phone: '555-210-0199', shipping_address: PRIMARY_ADDRESS },
    }),
  },
  { method: 'GET', url: '/v1/patient/lab-order', access: 'patient', example: () => ({}) },
  {
    method: 'POST',
    url: '/v1/patient/lab-order-request',
    access: 'patient',
    body: labOrderRequestRequest,
    example: (w) => ({ body: { insight_id: w.insightId } }),
  },
  {
    method: 'GET',
    url: '/v1/patient/labkit/details',
    access: 'patient',
    query: labkitDetailsQuery,
    example: (w) => ({ query: { order_id: w.labOrderId } }),
  },
  {
    method: 'POST',
    url: '/v1/lab-partner/webhooks',
    access: { public: `${SIGNED} (X-Portal-Signature); 404 without a lab partner` },
    body: labPartnerEventSchema,
    example: (w) => ({
      body: {
        event_id: `evt-lab-${w.labOrderId}`,
        type: 'order.status',
        order_id: w.labOrderId,
        status: 'kit-fulfillment-canceled',
        occurred_at: '2026-11-25T10:00:00Z',
      },
    }),
  },
  {
    method: 'POST',
    url: '/v1/lab-partner/webhooks/:brand',
    access: { public: `${SIGNED} (X-Portal-Signature) by that brand's own partner; 404 without one` },
    params: labPartnerWebhookParams,
    body: labPartnerEventSchema,
    example: (w) => ({
      params: { brand: 'acme' },
      body: {
        event_id: `evt-lab-acme-${w.labOrderId}`,
        type: 'order.status',
        order_id: w.labOrderId,
        status: 'kit-fulfillment-canceled',
        occurred_at: '2026-11-25T10:00:00Z',
      },
    }),
  },
  {
    method: 'POST',
    url: '/v1/dev/lab/advance',
    access: { public: SANDBOX_LAB },
    body: sandboxLabAdvanceRequest,
    // Never the victim's order: moving it is what the tool is for, on this machine.
    example: () => ({ body: { order_id: '00000000-0000-4000-8000-000000000000' } }),
  },
  // profile (PROF-1 … PROF-6)
  { method: 'GET', url: '/v1/patient/hipaa/details', access: 'patient', example: () => ({}) },
  {
    method: 'GET',
    url: '/v1/patient/hipaa/details/pdf/:id',
    access: 'patient',
    params: profileItemParams,
    example: (w) => ({ params: { id: w.profile.hipaa } }),
  },
  { method: 'GET', url: '/v1/patient/names', access: 'patient', example: () => ({}) },
  {
    method: 'PUT',
    url: '/v1/patient/name',
    access: 'patient',
    body: legalNameRequest,
    example: (w) => ({ body: { first_name: w.first_name, last_name: w.last_name } }),
  },
  {
    method: 'POST',
    url: '/v1/patient/names',
    access: 'patient',
    body: additionalNameRequest,
    example: () => ({ body: { use: 'maiden', first_name: 'Fuzz', last_name: 'Maiden' } }),
  },
  {
    method: 'PATCH',
    url: '/v1/patient/names/:id',
    access: 'patient',
    params: profileItemParams,
    body: additionalNameRequest,
    example: (w) => ({
      params: { id: w.profile.name },
      body: { use: 'old', first_name: 'Fuzz', last_name: 'Renamed' },
    }),
  },
  {
    method: 'DELETE',
    url: '/v1/patient/names/:id',
    access: 'patient',
    params: profileItemParams,
    example: (w) => ({ params: { id: w.profile.name } }),
  },
  { method: 'GET', url: '/v1/patient/addresses', access: 'patient', example: () => ({}) },
  {
    method: 'POST',
    url: '/v1/patient/address',
    access: 'patient',
    body: patientAddressRequest,
    example: () => ({ body: { kind: 'additional', address: PRIMARY_ADDRESS } }),
  },
  {
    method: 'PATCH',
    url: '/v1/patient/address/:id',
    access: 'patient',
    params: profileItemParams,
    body: patientAddressRequest,
    example: (w) => ({
      params: { id: w.profile.address },
      body: { kind: 'additional', address: { ...PRIMARY_ADDRESS, address1: '2 Fuzz St' } },
    }),
  },
  {
    method: 'DELETE',
    url: '/v1/patient/address/:id',
    access: 'patient',
    params: profileItemParams,
    example: (w) => ({ params: { id: w.profile.address } }),
  },
  {
    method: 'PUT',
    url: '/v1/patient/address/:id/primary',
    access: 'patient',
    params: profileItemParams,
    example: (w) => ({ params: { id: w.profile.address } }),
  },
  { method: 'GET', url: '/v1/patient/phones', access: 'patient', example: () => ({}) },
  {
    method: 'POST',
    url: '/v1/patient/phone',
    access: 'patient',
    body: addPhoneRequest,
    example: () => ({ body: { phone: '555-210-0177', label: 'home' } }),
  },
  {
    method: 'POST',
    url: '/v1/patient/phone/confirm',
    access: 'patient',
    body: confirmPhoneRequest,
    example: (w) => ({ body: { id: w.profile.phone, mfa_token: 'not-the-token', code: '123456' } }),
  },
  {
    method: 'POST',
    url: '/v1/patient/phone/resend',
    access: 'patient',
    body: resendPhoneCodeRequest,
    example: (w) => ({ body: { id: w.profile.phone } }),
  },
  {
    method: 'PUT',
    url: '/v1/patient/phone',
    access: 'patient',
    body: primaryPhoneRequest,
    example: (w) => ({ body: { id: w.profile.phone, mfa_token: 'not-the-token', code: '123456' } }),
  },
  {
    method: 'DELETE',
    url: '/v1/patient/phone/:id',
    access: 'patient',
    params: profileItemParams,
    example: (w) => ({ params: { id: w.profile.phone } }),
  },
  { method: 'GET', url: '/v1/patient/dob', access: 'patient', example: () => ({}) },
  {
    method: 'PUT',
    url: '/v1/patient/dob',
    access: 'patient',
    body: dateOfBirthRequest,
    example: () => ({ body: { date_of_birth: '1970-01-02' } }),
  },
  { method: 'GET', url: '/v1/patient/gender', access: 'patient', example: () => ({}) },
  {
    method: 'PUT',
    url: '/v1/patient/gender',
    access: 'patient',
    body: genderRequest,
    example: () => ({ body: { sex: 'declined', gender_identity: 'declined' } }),
  },
  { method: 'GET', url: '/v1/patient/demographics', access: 'patient', example: () => ({}) },
  {
    method: 'PUT',
    url: '/v1/patient/demographics',
    access: 'patient',
    body: demographicsRequest,
    example: () => ({
      body: { races: ['other'], race_declined: false, ethnicity: 'declined', preferred_language: 'en' },
    }),
  },
  { method: 'GET', url: '/v1/patient/insurance', access: 'patient', example: () => ({}) },
  {
    method: 'POST',
    url: '/v1/patient/insurance',
    access: 'patient',
    body: insuranceRequest,
    example: () => ({ body: { ...FUZZ_PLAN, front_image: image('front.png') } }),
  },
  {
    method: 'PATCH',
    url: '/v1/patient/insurance/:id',
    access: 'patient',
    params: profileItemParams,
    body: insuranceRequest,
    example: (w) => ({
      params: { id: w.profile.insurance },
      body: { ...FUZZ_PLAN, back_image: null },
    }),
  },
  {
    method: 'DELETE',
    url: '/v1/patient/insurance/:id',
    access: 'patient',
    params: profileItemParams,
    example: (w) => ({ params: { id: w.profile.insurance } }),
  },
  {
    method: 'GET',
    url: '/v1/patient/insurance/:id/card/:side',
    access: 'patient',
    params: insuranceCardParams,
    example: (w) => ({ params: { id: w.profile.insurance, side: 'front' } }),
  },
  // issue 30: the FHIR R4 Patient Access API. Its reader is an app holding a SMART access token, never a portal
  // session: outside the session matrix; the idor case checks a patient's session reads nothing there.
  {
    method: 'GET',
    url: '/fhir/r4/metadata',
    access: { public: 'the CapabilityStatement: what the API serves and where apps get tokens, no data' },
    example: () => ({}),
  },
  {
    method: 'GET',
    url: '/fhir/r4/.well-known/smart-configuration',
    access: {
      public: "the brand's SMART configuration under its FHIR base: endpoints and capabilities, no data",
    },
    example: () => ({}),
  },
  {
    method: 'GET',
    url: '/fhir/r4/:type/:id',
    access: { public: APP_TOKEN },
    params: fhirReadParams,
    example: () => ({ params: { type: 'Observation', id: '1' } }),
  },
  {
    method: 'GET',
    url: '/fhir/r4/:type',
    access: { public: APP_TOKEN },
    params: fhirTypeParams,
    example: () => ({
      params: { type: 'Observation' },
      query: { code: 'http://loinc.org|4548-4', date: 'ge2020' },
    }),
  },
  {
    method: 'POST',
    url: '/fhir/r4/:type/_search',
    access: { public: APP_TOKEN },
    params: fhirTypeParams,
    example: () => ({ params: { type: 'Observation' } }),
  },
];

/**
 * Routes outside /v1 and /fhir serve the built portal and its public assets (no data), so they need no row; the
 * FHIR API (/fhir/r4) reads health data and has its rows.
 */
export const isStaticRoute = (route: string) => {
  const path = route.split(' ')[1] ?? '';
  return !path.startsWith('/v1/') && !path.startsWith('/fhir/');
};

export const routeKey = (row: Pick<RouteRow, 'method' | 'url'>) => `${row.method} ${row.url}`;

/** Fills `:name` path parameters. */
export function pathOf(url: string, params: Record<string, string> = {}, query: Record<string, string> = {}) {
  // A lone surrogate cannot travel in a URL at all: it goes as U+FFFD, as a browser would send it.
  const path = url.replace(/:([a-zA-Z_]+)/g, (_, name: string) =>
    encodeURIComponent((params[name] ?? '').toWellFormed()),
  );
  const search = new URLSearchParams(query).toString();
  return search ? `${path}?${search}` : path;
}
