import { http, type HttpHandler } from 'msw';
import {
  TEXT_LIMITS,
  type AppAuthorizationRequest,
  type ConnectedAppInfo,
  type Gatepass,
} from '@portal/contract';
import { failWith, ok, pending } from './msw';
import { onboardedGatepass } from './records';

/** Test and story fixtures for an app's consent screen and the Apps of the sharing ledger (issue 30). */

export const AUTH_UID = 'Zq3v_9-aBcDeFgHiJkLmN';

export const glucoseApp: ConnectedAppInfo = {
  client_id: 'glucose-buddy',
  name: 'Glucose Buddy',
  publisher: 'Bluewater Digital Health, Inc.',
  homepage: 'https://glucosebuddy.example',
  logo_uri: 'https://cdn.glucosebuddy.example/logo.png',
};

/** A registration at the caps the operator's CLI allows: names that fill a line and more, one with no space. */
export const longNamedApp: ConnectedAppInfo = {
  client_id: 'long-named',
  name: `Diabetes ${'Companion'.repeat(10)}`.slice(0, TEXT_LIMITS.name),
  publisher:
    `${'Research'.repeat(10)} Foundation for Chronic Care Management and Remote Patient Monitoring`.slice(
      0,
      TEXT_LIMITS.organization,
    ),
  homepage: null,
  logo_uri: null,
};

export function authorizationRequest(
  overrides: Partial<AppAuthorizationRequest> = {},
): AppAuthorizationRequest {
  return {
    uid: AUTH_UID,
    app: glucoseApp,
    categories: ['observations', 'medications', 'conditions', 'coverage'],
    offline: true,
    until: '2027-11-27T20:00:00.000Z',
    scopes: [
      'openid',
      'fhirUser',
      'launch/patient',
      'offline_access',
      'patient/Patient.rs',
      'patient/Observation.rs',
      'patient/MedicationRequest.rs',
      'patient/Condition.rs',
      'patient/Coverage.rs',
    ],
    ...overrides,
  };
}

const REQUEST = '*/v1/apps/authorizations/:uid';
const APPROVE = `${REQUEST}/approve`;
const DENY = `${REQUEST}/deny`;
const GATEPASS = '*/v1/patient/gatepass';
/** The authorization server's resume address, on the portal's own origin (as the server answers it). */
export const RESUME_PATH = `/oidc/auth/${AUTH_UID}`;

const answered = () => ok({ redirect_to: `${window.location.origin}${RESUME_PATH}` });
const onboarded = () => http.get(GATEPASS, () => ok(onboardedGatepass));

export const appsHandlers = {
  filled: (request: AppAuthorizationRequest = authorizationRequest()): HttpHandler[] => [
    onboarded(),
    http.get(REQUEST, () => ok(request)),
    http.post(APPROVE, answered),
    http.post(DENY, answered),
  ],
  loading: (): HttpHandler[] => [onboarded(), pending('get', REQUEST)],
  submitting: (): HttpHandler[] => [
    onboarded(),
    http.get(REQUEST, () => ok(authorizationRequest())),
    pending('post', APPROVE),
    pending('post', DENY),
  ],
  expired: (): HttpHandler[] => [
    onboarded(),
    http.get(REQUEST, () => failWith(404, 'NOT_FOUND - Not found.')),
  ],
  /** Expired between showing and answering (the patient left the tab open). */
  expiresOnAnswer: (): HttpHandler[] => [
    onboarded(),
    http.get(REQUEST, () => ok(authorizationRequest())),
    http.post(APPROVE, () => failWith(404, 'NOT_FOUND - Not found.')),
    http.post(DENY, () => failWith(404, 'NOT_FOUND - Not found.')),
  ],
  error: (): HttpHandler[] => [
    onboarded(),
    http.get(REQUEST, () => failWith(503, 'INTERNAL - Something went wrong. Please try again.')),
  ],
  /** The server refuses the categories sent; `error` is worded when it answers (a story's in its language). */
  refused: (
    error: () => string = () => 'VALIDATION_FAILED - Choose only what the app asked to read.',
  ): HttpHandler[] => [
    onboarded(),
    http.get(REQUEST, () => ok(authorizationRequest())),
    http.post(APPROVE, () => failWith(400, error(), { field: 'categories' })),
  ],
  /** An answer pointing off the portal's origin: never followed. */
  offOrigin: (): HttpHandler[] => [
    onboarded(),
    http.get(REQUEST, () => ok(authorizationRequest())),
    http.post(APPROVE, () => ok({ redirect_to: 'https://evil.example/callback?code=stolen' })),
  ],
  onboarding: (gatepass: Gatepass): HttpHandler[] => [
    http.get(GATEPASS, () => ok(gatepass)),
    http.get(REQUEST, () => ok(authorizationRequest())),
    http.post(DENY, answered),
  ],
};
