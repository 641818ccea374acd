import type { LoginResponse, MfaMethod, SessionTokens } from '@portal/contract';
import { AppError } from '../../../http/errors.js';
import { hit } from '../../../http/rate-limit.js';
import { maskEmail, maskPhone } from '../../../lib/mask.js';
import { decoyPasswordHash, hashCode, sameHash, verifyPassword } from '../../../lib/secrets.js';
import { audit, patientActor } from '../../audit/audit.js';
import * as q from '../queries.js';
import { availableMethods, checkCode, CODE_TTL_MINUTES, lockedAfterWrong } from '../rules.js';
import { startSession } from '../tokens.js';
import { acceptTotp } from './authenticators.js';
import {
  accountKey,
  createChallenge,
  later,
  limitCodeSends,
  liveChallenge,
  minutes,
  sendCode,
  tokenPatient,
  type Caller,
  type Deps,
} from './shared.js';

/** AUTH-2 / AUTH-9: checks the password and opens a second-factor challenge; one answer for every failure. */
export async function login(
  deps: Deps,
  input: { email: string; password: string; caller: Caller },
): Promise<LoginResponse> {
  const { caller } = input;
  const now = deps.now();
  const { limits } = deps.config;
  await hit(
    deps.db,
    [
      { bucket: `login:ip:${caller.ip}`, limit: limits.loginPerIp },
      { bucket: `login:account:${accountKey(input.email)}`, limit: limits.loginPerAccount },
    ],
    now,
  );
  const patient = await q.findPatientByEmail(deps.db, input.email);
  const passwordOk = await verifyPassword(
    input.password,
    patient?.password_hash ?? (await decoyPasswordHash()),
  );
  if (!patient || !passwordOk) {
    if (patient)
      await audit(deps.db, {
        patientId: patient.id,
        actor: 'anonymous',
        action: 'login_failed',
        resource: 'account',
        ip: caller.ip,
      });
    throw new AppError('LOGIN_FAILED', 400);
  }
  const challenge = await createChallenge(deps, { patientId: patient.id, purpose: 'login', now });
  const methods = availableMethods({
    phone: patient.phone,
    hasConfirmedAuthenticator: await q.hasConfirmedAuthenticator(deps.db, patient.id),
  });
  await audit(deps.db, {
    patientId: patient.id,
    actor: patientActor(patient.id),
    action: 'login_password',
    resource: 'account',
    ip: caller.ip,
  });
  return { mfa_token: challenge.token, methods };
}

/** AUTH-2: sends a code by the chosen method (or readies the authenticator app); also resends. */
export async function chooseMfa(
  deps: Deps,
  input: { mfa_token: string; method: MfaMethod; caller: Caller },
): Promise<{ destination: string }> {
  const { caller } = input;
  const now = deps.now();
  const challenge = await liveChallenge(deps, { mfaToken: input.mfa_token });
  // A sign-up verifies the phone, so it only ever resends by SMS; the decoy has no patient at all.
  if (challenge.purpose === 'signup' || !challenge.patient_id) {
    if (input.method !== 'sms') throw new AppError('MFA_METHOD_UNAVAILABLE', 400);
    const patient = challenge.patient_id ? await q.findPatientById(deps.db, challenge.patient_id) : undefined;
    await limitCodeSends(deps, { account: challenge.patient_id ?? challenge.id, caller });
    if (patient) {
      await sendCode(deps, {
        challengeId: challenge.id,
        channel: 'sms',
        to: patient.phone,
        lang: patient.language,
        now,
      });
    }
    return { destination: challenge.destination ?? '***-***-****' };
  }
  const patient = await q.findPatientById(deps.db, challenge.patient_id);
  if (!patient) throw new AppError('MFA_TOKEN_INVALID', 400);
  const methods = availableMethods({
    phone: patient.phone,
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
  await limitCodeSends(deps, { account: patient.id, caller });
  const to = input.method === 'sms' ? patient.phone : patient.email;
  await sendCode(deps, {
    challengeId: challenge.id,
    channel: input.method,
    to,
    lang: patient.language,
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
  const challenge = await liveChallenge(deps, { mfaToken: input.mfa_token });
  if (!challenge.method) throw new AppError('MFA_METHOD_UNAVAILABLE', 400);

  const matches =
    challenge.method === 'totp'
      ? challenge.code_attempts < 5 &&
        challenge.patient_id !== null &&
        (await acceptTotp(deps, { patientId: challenge.patient_id, code: input.code, now }))
      : challenge.code_hash !== null &&
        sameHash(hashCode(input.code, challenge.id, deps.config.jwtSecret), challenge.code_hash);
  const verdict = checkCode({
    attempts: challenge.code_attempts,
    expiresAt: challenge.code_expires_at,
    now,
    matches,
  });
  if (verdict === 'locked') throw new AppError('MFA_CODE_LOCKED', 400);
  if (verdict === 'expired') throw new AppError('MFA_CODE_EXPIRED', 400);
  if (verdict === 'wrong' || !challenge.patient_id) {
    const attempts = await q.countWrongCode(deps.db, challenge.id);
    if (challenge.patient_id) {
      await audit(deps.db, {
        patientId: challenge.patient_id,
        actor: 'anonymous',
        action: 'mfa_failed',
        resource: 'account',
        ip: caller.ip,
      });
    }
    throw new AppError(lockedAfterWrong(attempts - 1) ? 'MFA_CODE_LOCKED' : 'MFA_CODE_INVALID', 400);
  }

  const patientId = challenge.patient_id;
  return deps.db.transaction().execute(async (tx) => {
    if (!(await q.completeChallenge(tx, challenge.id, now))) throw new AppError('MFA_TOKEN_INVALID', 400);
    if (challenge.purpose === 'signup') await q.markPhoneVerified(tx, patientId, now);
    const patient = await q.findPatientById(tx, patientId);
    if (!patient) throw new AppError('MFA_TOKEN_INVALID', 400);
    const { sessionId: _sessionId, ...tokens } = await startSession(
      tx,
      tokenPatient(patient),
      caller.brand,
      deps.config.jwtSecret,
      now,
    );
    await audit(tx, {
      patientId,
      actor: patientActor(patientId),
      action: 'login',
      resource: 'session',
      ip: caller.ip,
    });
    return tokens;
  });
}
