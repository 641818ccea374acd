import type { EmailVerificationStarted, EmailVerified } from '@portal/contract';
import { AppError } from '../../../http/errors.js';
import { maskEmail } from '../../../lib/mask.js';
import * as q from '../queries.js';
import { passOwnChallenge } from './codes.js';
import { createChallenge, limitSends, liveChallenge, sendCode, type Caller, type Deps } from './shared.js';

/** Emails a code that proves the signed-in patient reads the account's address. */
export async function startEmailVerification(
  deps: Deps,
  input: { patientId: string; caller: Caller },
): Promise<EmailVerificationStarted> {
  const now = deps.now();
  const patient = await q.findPatientById(deps.db, input.patientId);
  if (!patient) throw new AppError('UNAUTHORIZED', 401);
  await limitSends(deps, { account: patient.id, caller: input.caller });
  const challenge = await createChallenge(deps, { patientId: patient.id, purpose: 'verify_email', now });
  await sendCode(deps, {
    challengeId: challenge.id,
    channel: 'email',
    to: patient.email,
    lang: patient.language,
    now,
  });
  return { mfa_token: challenge.token, destination: maskEmail(patient.email) };
}

/** The code came back: from now on the email is a reset and second-factor channel too. */
export async function confirmEmailVerification(
  deps: Deps,
  input: { patientId: string; mfa_token: string; code: string },
): Promise<EmailVerified> {
  await passOwnChallenge(deps, { ...input, purpose: 'verify_email' });
  await q.markEmailVerified(deps.db, input.patientId, deps.now());
  return { email_verified: true };
}
