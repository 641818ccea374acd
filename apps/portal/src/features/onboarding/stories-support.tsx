import { http, delay, type HttpHandler } from 'msw';
import type {
  VerificationOutcomeResponse,
  AddressesResponse,
  Gatepass,
  HipaaAuthorizationResponse,
  IdentityStatusResponse,
  IdentitySummaryResponse,
  VerifiedInformationResponse,
} from '@portal/contract';
import { failWith, ok } from '../../testing/msw';
import { showsHeading, t } from '../../testing/storybook';
import { expect, within } from 'storybook/test';
import type { CapturedPhoto } from '../../lib/image-file';

export const identityStatus = (overrides: Partial<IdentityStatusResponse> = {}): IdentityStatusResponse => ({
  provider: 'sandbox',
  status: 'not_started',
  method: null,
  assurance_level: null,
  attempts_left: { document: 5, manual: 5, assisted: 5, driver_licence: 5, ssn: 5 },
  assisted_request: null,
  ssn_check: null,
  ...overrides,
});

/** A check's answer: failed with these reasons and tries left, or passed. */
export const outcome = (
  reasons: VerificationOutcomeResponse['reasons'],
  attempts_left = 3,
): VerificationOutcomeResponse => ({
  attempt_id: 'attempt-1',
  result: { success: reasons.length === 0 },
  status: reasons.length === 0 ? 'verified' : 'failed',
  attempts_left,
  reasons,
});

export const gatepass = (
  next_step: Gatepass['next_step'],
  status: Gatepass['identity']['status'] = 'verified',
): Gatepass => ({
  phone_verified: true,
  identity: {
    status,
    method: status === 'verified' ? 'document' : null,
    assurance:
      status === 'verified'
        ? { level: 'document_selfie', method: 'document', at: '2026-11-20T15:00:00.000Z' }
        : { level: 'none', method: null, at: null },
  },
  hipaa_signed: next_step === 'address' || next_step === 'home',
  primary_address: next_step === 'home',
  data_pull: { state: 'not_started' },
  next_step,
});

export const identitySummary: IdentitySummaryResponse = {
  status: 'verified',
  method: 'document',
  provider: 'sandbox',
  assurance_level: 'document_selfie',
  assurance_method: 'document',
  verified_at: '2026-11-20T15:00:00.000Z',
};

export const verifiedInformation: VerifiedInformationResponse = {
  first_name: 'Jordan',
  last_name: 'Lee',
  date_of_birth: '1980-05-17',
  address: { address1: '100 Sandbox Way', address2: null, city: 'Springfield', state: 'IL', zip: '62701' },
};

export const hipaaAuthorization = (
  language: 'en' | 'es',
  signed: HipaaAuthorizationResponse['signed'] = null,
): HipaaAuthorizationResponse => ({
  version: '2026-11-01',
  language,
  content_hash: 'a'.repeat(64),
  title:
    language === 'es'
      ? 'Autorización para usar y divulgar mi información de salud'
      : 'Authorization to use and disclose my health information',
  sections: [
    {
      heading: language === 'es' ? 'Qué información se divulga' : 'What information is disclosed',
      body: [
        language === 'es'
          ? 'Mis expedientes médicos de los últimos 10 años: diagnósticos, medicamentos, alergias y resultados.'
          : 'My medical records from the last 10 years: diagnoses, medications, allergies and results.',
      ],
    },
    {
      heading: language === 'es' ? 'Mis derechos' : 'My rights',
      body: [
        language === 'es'
          ? 'Puedo revocar esta autorización en cualquier momento.'
          : 'I may revoke this authorization at any time.',
      ],
    },
  ],
  policies: [
    { key: 'patient_authorization', url: '/policies/patient-authorization' },
    { key: 'privacy', url: '/policies/privacy' },
    { key: 'identity_verification_privacy', url: '/policies/identity-verification' },
  ],
  signed,
});

export const savedAddresses = (overrides: Partial<AddressesResponse> = {}): AddressesResponse => ({
  primary: null,
  past: [],
  suggested_primary: verifiedInformation.address,
  data_pull: 'not_started',
  ...overrides,
});

/**
 * Every onboarding read, answered; a story overrides what it needs. `loading` keeps every read waiting, `failing`
 * fails every one, as the server does when it is down.
 */
export function onboardingHandlers(
  options: {
    status?: IdentityStatusResponse;
    gatepass?: Gatepass;
    addresses?: AddressesResponse;
    signed?: HipaaAuthorizationResponse['signed'];
    verified?: VerifiedInformationResponse;
    loading?: boolean;
    failing?: boolean;
  } = {},
): HttpHandler[] {
  const answer = async (content: () => unknown) => {
    if (options.loading) await delay('infinite');
    return options.failing ? failWith(500, 'INTERNAL - Something went wrong on our side.') : ok(content());
  };
  return [
    http.get('/v1/signup/verify-id/invite', () => answer(() => options.status ?? identityStatus())),
    http.get('/v1/patient/gatepass', () => answer(() => options.gatepass ?? gatepass('hipaa'))),
    http.get('/v1/signup/verify-id/confirm', () => answer(() => options.verified ?? verifiedInformation)),
    http.get('/v1/signup/hipaa', ({ request }) => {
      const lang = new URL(request.url).searchParams.get('lang') === 'es' ? 'es' : 'en';
      return answer(() => hipaaAuthorization(lang, options.signed ?? null));
    }),
    http.get('/v1/signup/addresses', () => answer(() => options.addresses ?? savedAddresses())),
    http.get('/v1/patient/identity/confirm', () => answer(() => identitySummary)),
  ];
}

/** A 1x1 PNG as a captured photo, shown where the patient checks their picture. */
export const samplePhoto: CapturedPhoto = {
  image: {
    file_name: 'id.png',
    content_type: 'image/png',
    data_base64:
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  },
  previewUrl:
    'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
};

export { showsHeading };

/** The same story in Spanish, checked by its Spanish heading. */
export const inSpanish = <S extends object>(story: S, heading: string) => ({
  ...story,
  globals: { locale: 'es' },
  play: showsHeading(heading),
});

/** Every onboarding read waits: the screen shows it is loading. */
export const onboardingLoading = { parameters: { msw: { handlers: onboardingHandlers({ loading: true }) } } };

/** Every onboarding read fails: the screen says so in the patient's words. */
export const onboardingError = {
  parameters: { msw: { handlers: onboardingHandlers({ failing: true }) } },
  play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    await expect(
      await within(canvasElement).findByText(t('onboarding.loadFailed'), undefined, { timeout: 5000 }),
    ).toBeVisible();
  },
};
