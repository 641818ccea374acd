import type { EmailVerificationStarted, EmailVerified, StepUpMethod, StepUpStarted } from '@portal/contract';
import { AppError } from '../../../http/errors.js';
import { maskEmail, maskPhone } from '../../../lib/mask.js';
import * as q from '../queries.js';
import { passOwnChallenge } from './codes.js';
import { CODE_TTL_MINUTES, stepUpMethods } from '../rules.js';
import {
  createChallenge,
  later,
  limitSends,
  minutes,
  sendCode,
  type Caller,
  type Deps,
  type StepUpBinding,
} from './shared.js';
import { passkeyStepUpOptions } from './step-up-passkey.js';

/**
 * A code to a signed-in patient's own channel: to the email, to prove it (verify_email); to the phone, before a
 * sensitive change (step_up). Confirmed with `passOwnChallenge`.
 */
async function sendOwnCode(
  deps: Deps,
  input: {
    patientId: string;
    caller: Caller;
    purpose: 'verify_email' | 'step_up';
    channel: 'sms' | 'email';
    bound?: StepUpBinding;
  },
): Promise<{ mfa_token: string; destination: string }> {
  const now = deps.now();
  const patient = await q.findPatientById(deps.db, input.patientId);
  if (!patient) throw new AppError('UNAUTHORIZED', 401);
  const { channel } = input;
  const to = channel === 'email' ? patient.email : patient.phone;
  await limitSends(deps, {
    account: patient.id,
    caller: input.caller,
    smsTo: channel === 'sms' ? to : undefined,
  });
  const challenge = await createChallenge(deps, {
    patientId: patient.id,
    purpose: input.purpose,
    now,
    bound: input.bound,
  });
  await sendCode(deps, {
    challengeId: challenge.id,
    channel,
    to,
    lang: patient.language,
    brand: input.caller.brand,
    now,
  });
  return { mfa_token: challenge.token, destination: channel === 'email' ? maskEmail(to) : maskPhone(to) };
}

/** Emails a code that proves the signed-in patient reads the account's address. */
export const startEmailVerification = (
  deps: Deps,
  input: { patientId: string; caller: Caller },
): Promise<EmailVerificationStarted> =>
  sendOwnCode(deps, { ...input, purpose: 'verify_email', channel: 'email' });

/** The code came back: from now on the email is a reset and second-factor channel too. */
export async function confirmEmailVerification(
  deps: Deps,
  input: { patientId: string; mfa_token: string; code: string },
): Promise<EmailVerified> {
  await passOwnChallenge(deps, { ...input, purpose: 'verify_email' });
  await q.markEmailVerified(deps.db, input.patientId, deps.now());
  return { email_verified: true };
}

/**
 * AUTH-6: a fresh second factor before a change to how the patient signs in, so a stolen session alone cannot
 * plant a factor of its own: by any factor the account has (a text by default, a verified email, the
 * authenticator app, or a passkey: the last two are sent nothing but counted like a send). Bound to the session
 * asking and the change it is for; its code is checked like every code.
 */
export async function startStepUp(
  deps: Deps,
  input: { patientId: string; caller: Caller; bound: StepUpBinding; method?: StepUpMethod | undefined },
): Promise<StepUpStarted> {
  const method = input.method ?? 'sms';
  const patient = await q.findPatientById(deps.db, input.patientId);
  if (!patient) throw new AppError('UNAUTHORIZED', 401);
  const methods = stepUpMethods({
    phone: patient.phone,
    emailVerified: patient.email_verified_at !== null,
    hasConfirmedAuthenticator: await q.hasConfirmedAuthenticator(deps.db, patient.id),
    hasPasskey: await q.hasPasskey(deps.db, patient.id, input.caller.brand),
  });
  if (!methods.includes(method)) throw new AppError('MFA_METHOD_UNAVAILABLE', 400);
  if (method === 'sms' || method === 'email')
    return sendOwnCode(deps, { ...input, purpose: 'step_up', channel: method });
  const now = deps.now();
  await limitSends(deps, { account: patient.id, caller: input.caller });
  const { bound } = input;
  const challenge = await createChallenge(deps, { patientId: patient.id, purpose: 'step_up', now, bound });
  if (method === 'passkey') {
    const options = await passkeyStepUpOptions(deps, {
      patientId: patient.id,
      challengeId: challenge.id,
      brand: input.caller.brand,
      now,
    });
    return { mfa_token: challenge.token, destination: 'passkey', passkey_options: options };
  }
  await q.armChallenge(deps.db, challenge.id, {
    method: 'totp',
    destination: null,
    code_hash: null,
    code_expires_at: later(now, minutes(CODE_TTL_MINUTES)),
  });
  return { mfa_token: challenge.token, destination: 'authenticator' };
}

/**
 * PROF-3: texts a code to a number the patient is adding, so it is used for nothing until the patient shows it
 * reaches them. Counted like every send (per address, account, number and in all) before anything is sent.
 */
export async function startPhoneVerification(
  deps: Deps,
  input: { patientId: string; phone: string; caller: Caller },
): Promise<{ challengeId: string; mfa_token: string; destination: string }> {
  const now = deps.now();
  const patient = await q.findPatientById(deps.db, input.patientId);
  if (!patient) throw new AppError('UNAUTHORIZED', 401);
  await limitSends(deps, { account: patient.id, caller: input.caller, smsTo: input.phone });
  const challenge = await createChallenge(deps, { patientId: patient.id, purpose: 'verify_phone', now });
  await sendCode(deps, {
    challengeId: challenge.id,
    channel: 'sms',
    to: input.phone,
    lang: patient.language,
    brand: input.caller.brand,
    now,
  });
  return { challengeId: challenge.id, mfa_token: challenge.token, destination: maskPhone(input.phone) };
}
