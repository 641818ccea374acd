import type { StepUpStarted } from '@portal/contract';
import { AppError } from '../../../http/errors.js';
import { maskPhone } from '../../../lib/mask.js';
import * as q from '../queries.js';
import { createChallenge, limitSends, sendCode, type Caller, type Deps } from './shared.js';

/**
 * AUTH-6: texts a fresh code to the patient's phone, asked before adding an authenticator app, so a stolen
 * session alone cannot plant a second factor of its own.
 */
export async function startStepUp(
  deps: Deps,
  input: { patientId: string; caller: Caller },
): Promise<StepUpStarted> {
  const now = deps.now();
  const patient = await q.findPatientById(deps.db, input.patientId);
  if (!patient) throw new AppError('UNAUTHORIZED', 401);
  await limitSends(deps, { account: patient.id, caller: input.caller, smsTo: patient.phone });
  const challenge = await createChallenge(deps, { patientId: patient.id, purpose: 'step_up', now });
  await sendCode(deps, {
    challengeId: challenge.id,
    channel: 'sms',
    to: patient.phone,
    lang: patient.language,
    now,
  });
  return { mfa_token: challenge.token, destination: maskPhone(patient.phone) };
}
