import { randomBytes, randomInt } from 'node:crypto';
import type { SignupRequest } from '@portal/contract';
import { call, loopbackAddress, type Answer } from './http.js';

export interface Tokens {
  access_token: string;
  id_token: string;
  refresh_token: string;
  web_token: string;
}

/** A signed-up patient: what they typed at sign-up, where they send from, and their session. */
export interface Patient extends Required<Omit<SignupRequest, 'language'>> {
  /** The loopback address this patient's browser sends from. */
  from: string;
  tokens: Tokens;
}

/**
 * Every personal field, code, password and token this run sent or received, by kind: the leak search looks for
 * each of them in the server's output.
 */
export const SECRETS = new Map<string, string>();
export function remember(kind: string, value: unknown): void {
  if (typeof value === 'string' && value.length >= 6) SECRETS.set(value, kind);
}
function rememberPatient(patient: Omit<Patient, 'tokens' | 'from'> & { tokens?: Tokens }) {
  remember('first name', patient.first_name);
  remember('last name', patient.last_name);
  remember('email', patient.email);
  remember('phone', patient.phone);
  remember('phone digits', patient.phone.replace(/\D/g, ''));
  remember('date of birth', patient.date_of_birth);
  remember('password', patient.password);
  remember('street', `17 ${patient.last_name} Quay`);
  for (const [kind, token] of Object.entries(patient.tokens ?? {})) remember(kind, token);
}

let counter = 0;
const letters = (n: number) =>
  Array.from({ length: n }, () => 'bcdfghjklmnpqrstvwxz'[randomInt(20)]).join('');
/** Distinctive values, so a leak search finds them anywhere they end up (and nowhere by accident). */
export function newIdentity(n = (counter += 1)) {
  const tag = letters(6);
  return {
    first_name: `Quorra${tag}`,
    last_name: `Vexley${letters(6)}`,
    email: `attack.${tag}.${randomBytes(3).toString('hex')}@example.com`,
    password: `Attack-${randomBytes(6).toString('hex')}-9!`,
    date_of_birth: `19${50 + randomInt(45)}-0${1 + randomInt(9)}-${10 + randomInt(18)}`,
    phone: `${200 + randomInt(700)}-${200 + randomInt(700)}-${String(1000 + randomInt(9000))}`,
    from: loopbackAddress(1000 + n * 7),
  };
}

export const sessionHeaders = (tokens: Pick<Tokens, 'access_token' | 'web_token'>) => ({
  authorization: `Bearer ${tokens.access_token}`,
  'x-csrftoken': tokens.web_token,
});

/** The content of a successful answer (untyped: the attack probes answers, it does not trust them). */
function must(answer: Answer, what: string): Answer['json'] {
  if (answer.status >= 300) throw new Error(`${what}: ${answer.status} ${answer.text.slice(0, 200)}`);
  return answer.json?.content;
}

/** The newest code the dev outbox holds for `to` (read from 127.0.0.1, the developer's own machine). */
export async function outboxCode(base: string, to: string): Promise<string> {
  const answer = await call(base, { method: 'GET', path: `/v1/dev/outbox?to=${encodeURIComponent(to)}` });
  const code = must(answer, 'dev outbox')?.messages?.[0]?.code;
  if (typeof code !== 'string') throw new Error(`no code in the outbox for ${to}`);
  remember('one-time code or reset token', code);
  return code;
}

/** Confirms a sign-up or login with the SMS code the dev outbox holds for `phone`: the session's tokens. */
async function confirmCode(
  base: string,
  attempt: { mfaToken: string; phone: string; from: Patient['from'] },
): Promise<Tokens> {
  const code = await outboxCode(base, attempt.phone);
  return must(
    await call(base, {
      method: 'POST',
      path: '/v1/mfa/confirm',
      body: { mfa_token: attempt.mfaToken, code },
      from: attempt.from,
    }),
    'mfa confirm',
  ) as Tokens;
}

/** Signs up through the API exactly as the portal does, reading the SMS code from the dev outbox. */
export async function signUp(base: string, identity = newIdentity()): Promise<Patient> {
  const { from, ...fields } = identity;
  const signup = must(
    await call(base, { method: 'POST', path: '/v1/signup', body: { ...fields, language: 'en' }, from }),
    'signup',
  );
  const tokens = await confirmCode(base, { mfaToken: signup.mfa_token, phone: identity.phone, from });
  rememberPatient({ ...identity, tokens });
  return { ...identity, tokens };
}

/** Password, then an SMS code from the outbox: a fresh session. */
export async function logIn(
  base: string,
  patient: Pick<Patient, 'email' | 'password' | 'phone' | 'from'>,
): Promise<Tokens> {
  const { from } = patient;
  remember('password', patient.password);
  const login = must(
    await call(base, {
      method: 'POST',
      path: '/v1/login',
      body: { email: patient.email, password: patient.password },
      from,
    }),
    'login',
  );
  must(
    await call(base, {
      method: 'POST',
      path: '/v1/mfa/choose',
      body: { mfa_token: login.mfa_token, method: 'sms' },
      from,
    }),
    'mfa choose',
  );
  const tokens = await confirmCode(base, { mfaToken: login.mfa_token, phone: patient.phone, from });
  for (const [kind, token] of Object.entries(tokens)) remember(kind, token);
  return tokens;
}

const PIXEL =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

/**
 * Identity verified (sandbox ID scan + selfie), the HIPAA authorization signed and a primary address saved: what a
 * data pull waits for. Returns the identity attempt's id.
 */
export async function completeOnboarding(
  base: string,
  patient: Patient,
  primary = { ...PRIMARY_ADDRESS, address1: `17 ${patient.last_name} Quay` },
): Promise<string> {
  const headers = sessionHeaders(patient.tokens);
  const invite = must(
    await call(base, { method: 'POST', path: '/v1/signup/verify-id/invite', headers, from: patient.from }),
    'identity invite',
  );
  const image = (file_name: string) => ({ file_name, content_type: 'image/png', data_base64: PIXEL });
  must(
    await call(base, {
      method: 'POST',
      path: '/v1/signup/verify-id/capture',
      headers,
      from: patient.from,
      body: { attempt_id: invite.attempt_id, document: image('id.png'), selfie: image('selfie.png') },
    }),
    'identity capture',
  );
  must(
    await call(base, {
      method: 'POST',
      path: '/v1/signup/verify-id/confirm',
      headers,
      from: patient.from,
      body: {
        first_name: patient.first_name,
        last_name: patient.last_name,
        date_of_birth: patient.date_of_birth,
        address: null,
      },
    }),
    'identity confirm',
  );
  const hipaa = must(
    await call(base, { method: 'GET', path: '/v1/signup/hipaa', headers, from: patient.from }),
    'hipaa read',
  );
  must(
    await call(base, {
      method: 'POST',
      path: '/v1/signup/hipaa',
      headers,
      from: patient.from,
      body: {
        version: hipaa.version,
        language: hipaa.language,
        content_hash: hipaa.content_hash,
        full_name: `${patient.first_name} ${patient.last_name}`,
        agreed: true,
      },
    }),
    'hipaa sign',
  );
  must(
    await call(base, {
      method: 'POST',
      path: '/v1/signup/addresses',
      headers,
      from: patient.from,
      body: { primary, past: [] },
    }),
    'addresses',
  );
  return String(invite.attempt_id);
}

export const PRIMARY_ADDRESS = {
  address1: '1742 Zanzibar Quay',
  address2: null,
  city: 'Ozymandias',
  state: 'MA',
  zip: '02139',
  from: '2015-04-01',
};
