import type { LoginResponse, MfaMethod, SessionTokens } from '@portal/contract';
import { AppError } from '../../../http/errors.js';
import { hit } from '../../../http/rate-limit.js';
import { maskEmail, maskPhone } from '../../../lib/mask.js';
import { decoyPasswordHash, verifyPassword } from '../../../lib/secrets.js';
import { ANONYMOUS_ACTOR, patientActor } from '../../audit/service.js';
import * as q from '../queries.js';
import { availableMethods, CODE_TTL_MINUTES, loginDelaySeconds } from '../rules.js';
import { startSession } from '../tokens.js';
import { checkChallengeCode } from './codes.js';
import {
  accountForEmail,
  accountKey,
  armDecoy,
  createChallenge,
  later,
  limitSends,
  liveChallenge,
  minutes,
  refuseOtherPortal,
  sendCode,
  tokenPatient,
  type Caller,
  type Deps,
} from './shared.js';

type Tx = Deps['db'];

/** After this long without a failure, an (account, address) pair starts again from nothing. */
const LOGIN_FAILURES_FORGOTTEN_AFTER_MS = 24 * 3600_000;

/**
 * Counts a login attempt of an (account, client address) pair before the password is compared, and refuses
 * (429, with when to try again) while the pair waits out its delay. Other addresses are unaffected, so a
 * stranger guessing cannot lock the patient out.
 */
async function countLoginAttempt(deps: Deps, input: { accountKey: string; ip: string; now: Date }) {
  const { now } = input;
  const row = await q.findLoginFailures(deps.db, input.accountKey, input.ip);
  if (row && row.blocked_until.getTime() > now.getTime()) throw tooSoon(row.blocked_until, now);
  const fresh = !row || now.getTime() - row.updated_at.getTime() > LOGIN_FAILURES_FORGOTTEN_AFTER_MS;
  const attempt = fresh ? 1 : row.failures + 1;
  const counted = await q.countLoginAttempt(deps.db, input, {
    from: row?.failures ?? 0,
    to: attempt,
    blockedUntil: later(now, loginDelaySeconds(attempt) * 1000),
    now,
  });
  // A parallel attempt of the same pair counted first: this one waits too.
  if (!counted) throw tooSoon(later(now, 1000), now);
}

function tooSoon(until: Date, now: Date) {
  const seconds = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));
  return new AppError(
    'RATE_LIMITED',
    429,
    { minutes: Math.ceil(seconds / 60) },
    { 'Retry-After': String(seconds) },
  );
}

/** AUTH-2 / AUTH-9: checks the password and opens a second-factor challenge; one answer for every failure. */
export async function login(
  deps: Deps,
  input: { email: string; password: string; caller: Caller },
): Promise<LoginResponse> {
  const { caller } = input;
  const now = deps.now();
  const { limits } = deps.config;
  const pair = { accountKey: accountKey(input.email), ip: caller.ip };
  await hit(deps.db, [{ bucket: `login:ip:${caller.ip}`, limit: limits.loginPerIp }], now);
  // Another brand's account is compared too, so the caller who proves its password learns which portal it is on
  // (and nobody else learns it exists: the same one hash, the same refusal, as for an unknown email).
  const patient = await accountForEmail(deps, { brand: caller.brand, email: input.email });
  // Until the password is checked, the caller is nobody; a refusal is still audited against the account.
  if (patient) caller.note({ patientId: patient.id, actor: ANONYMOUS_ACTOR });
  await countLoginAttempt(deps, { ...pair, now });
  const passwordOk = await verifyPassword(
    input.password,
    patient?.password_hash ?? (await decoyPasswordHash()),
    'login',
  );
  if (!patient || !passwordOk) {
    throw new AppError('LOGIN_FAILED', 400);
  }
  refuseOtherPortal(deps, { accountBrand: patient.brand, caller });
  await q.clearLoginFailures(deps.db, pair.accountKey, pair.ip);
  const challenge = await createChallenge(deps, { patientId: patient.id, purpose: 'login', now });
  const methods = availableMethods({
    phone: patient.phone,
    emailVerified: patient.email_verified_at !== null,
    hasConfirmedAuthenticator: await q.hasConfirmedAuthenticator(deps.db, patient.id),
  });
  caller.note({ actor: patientActor(patient.id) });
  return {
    mfa_token: challenge.token,
    methods,
    passkey: await q.hasPasskey(deps.db, patient.id, caller.brand),
  };
}

/** A live sign-up or login attempt; a code that verifies an email or steps up never starts a session. */
export async function signInChallenge(deps: Deps, input: { mfaToken: string }) {
  const challenge = await liveChallenge(deps, input);
  if (challenge.purpose !== 'signup' && challenge.purpose !== 'login') {
    throw new AppError('MFA_TOKEN_INVALID', 400);
  }
  return { ...challenge, purpose: challenge.purpose };
}

/** AUTH-2: sends a code by the chosen method (or readies the authenticator app); also resends. */
export async function chooseMfa(
  deps: Deps,
  input: { mfa_token: string; method: MfaMethod; caller: Caller },
): Promise<{ destination: string }> {
  const { caller } = input;
  const now = deps.now();
  const challenge = await signInChallenge(deps, { mfaToken: input.mfa_token });
  caller.note({ patientId: challenge.patient_id, actor: ANONYMOUS_ACTOR });
  // A sign-up verifies the phone, so it only ever resends by SMS; the decoy has no patient at all.
  if (challenge.purpose === 'signup' || !challenge.patient_id) {
    if (input.method !== 'sms') throw new AppError('MFA_METHOD_UNAVAILABLE', 400);
    const patient = challenge.patient_id ? await q.findPatientById(deps.db, challenge.patient_id) : undefined;
    await limitSends(deps, { account: challenge.patient_id ?? challenge.id, caller, smsTo: patient?.phone });
    if (patient) {
      await sendCode(deps, {
        challengeId: challenge.id,
        channel: 'sms',
        to: patient.phone,
        lang: patient.language,
        brand: caller.brand,
        now,
      });
    } else {
      await armDecoy(deps, { challengeId: challenge.id, destination: challenge.destination ?? '', now });
    }
    return { destination: challenge.destination ?? '***-***-****' };
  }
  const patient = await q.findPatientById(deps.db, challenge.patient_id);
  if (!patient) throw new AppError('MFA_TOKEN_INVALID', 400);
  const methods = availableMethods({
    phone: patient.phone,
    emailVerified: patient.email_verified_at !== null,
    hasConfirmedAuthenticator: await q.hasConfirmedAuthenticator(deps.db, patient.id),
  });
  if (!methods.includes(input.method)) throw new AppError('MFA_METHOD_UNAVAILABLE', 400);
  if (input.method === 'totp') {
    await q.armChallenge(deps.db, challenge.id, {
      method: 'totp',
      destination: null,
      code_hash: null,
      code_expires_at: later(now, minutes(CODE_TTL_MINUTES)),
    });
    return { destination: 'authenticator' };
  }
  const to = input.method === 'sms' ? patient.phone : patient.email;
  await limitSends(deps, { account: patient.id, caller, smsTo: input.method === 'sms' ? to : undefined });
  await sendCode(deps, {
    challengeId: challenge.id,
    channel: input.method,
    to,
    lang: patient.language,
    brand: caller.brand,
    now,
  });
  return { destination: input.method === 'sms' ? maskPhone(to) : maskEmail(to) };
}

/** AUTH-2 / AUTH-3: checks the code (6 digits, 10 minutes, 5 tries, single use) and starts the session. */
export async function confirmMfa(
  deps: Deps,
  input: { mfa_token: string; code: string; caller: Caller },
): Promise<SessionTokens> {
  const { caller } = input;
  const now = deps.now();
  // Like /v1/login: per client address, before the mfa_token is even looked up.
  await hit(deps.db, [{ bucket: `code-check:ip:${caller.ip}`, limit: deps.config.limits.loginPerIp }], now);
  const challenge = await signInChallenge(deps, { mfaToken: input.mfa_token });
  // Named on the audit row whatever the outcome: refused codes are audited against the account they try.
  caller.note({ patientId: challenge.patient_id, actor: ANONYMOUS_ACTOR });
  await checkChallengeCode(deps, { challenge, code: input.code });
  if (!challenge.patient_id) throw new AppError('MFA_CODE_INVALID', 400);

  return finishSignIn(deps, { challenge: { ...challenge, patient_id: challenge.patient_id }, caller, now });
}

/**
 * The second factor passed (a code or a passkey): the attempt is used up (single use) and the session starts, in one
 * transaction; a sign-up's code also proves the phone.
 */
export async function finishSignIn(
  deps: Deps,
  input: {
    challenge: { id: string; patient_id: string; purpose: 'signup' | 'login' };
    caller: Caller;
    now: Date;
  },
): Promise<SessionTokens> {
  const { challenge, caller, now } = input;
  const patientId = challenge.patient_id;
  return deps.db.transaction().execute(async (tx) => {
    if (!(await q.completeChallenge(tx, challenge.id, now))) throw new AppError('MFA_TOKEN_INVALID', 400);
    if (challenge.purpose === 'signup') await q.markPhoneVerified(tx, patientId, now);
    return openSession(deps, tx, { patientId, caller, now });
  });
}

/**
 * The session every way of signing in ends with (the same tokens, so the same onboarding gates apply after), in
 * the caller's transaction.
 */
export async function openSession(
  deps: Deps,
  tx: Tx,
  input: { patientId: string; caller: Caller; now: Date },
): Promise<SessionTokens> {
  const { patientId, caller, now } = input;
  const patient = await q.findPatientById(tx, patientId);
  if (!patient) throw new AppError('MFA_TOKEN_INVALID', 400);
  // Whichever way the attempt came (an mfa_token taken to another host, a passkey alone): its own portal only
  refuseOtherPortal(deps, { accountBrand: patient.brand, caller });
  const { sessionId: _sessionId, ...tokens } = await startSession(
    tx,
    tokenPatient(patient),
    caller.brand,
    deps.config.jwtSecret,
    now,
  );
  caller.note({ actor: patientActor(patientId) });
  return tokens;
}
