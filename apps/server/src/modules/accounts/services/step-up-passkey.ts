import type { StepUpPasskeyAnswer, StepUpPasskeyRequest } from '@portal/contract';
import { AppError } from '../../../http/errors.js';
import { generateCode, hashCode } from '../../../lib/secrets.js';
import * as q from '../queries.js';
import { CODE_TTL_MINUTES } from '../rules.js';
import { codeKey, later, liveChallenge, minutes, type Caller, type Deps } from './shared.js';
import { acceptAttemptAnswer, attemptOptions, CEREMONY_MINUTES, party } from './webauthn.js';

/**
 * AUTH-6: a step-up answered by one of the patient's passkeys: the options name the account's passkeys and carry a
 * challenge bound to this step-up, as a login attempt's do. Until the passkey answers, the step-up has no code.
 */
export async function passkeyStepUpOptions(
  deps: Deps,
  input: { patientId: string; challengeId: string; brand: string; now: Date },
): Promise<Record<string, unknown>> {
  await q.armChallenge(deps.db, input.challengeId, {
    method: 'passkey',
    destination: null,
    code_hash: null,
    code_expires_at: later(input.now, minutes(CEREMONY_MINUTES)),
  });
  const options = await attemptOptions(deps, {
    purpose: 'step_up',
    attemptId: input.challengeId,
    patientId: input.patientId,
    brand: input.brand,
    now: input.now,
  });
  return options as unknown as Record<string, unknown>;
}

/**
 * AUTH-6: the passkey's answer to a step-up of this session. Counted before it is checked, on the step-up's own
 * tries and per account, as a code is; its WebAuthn challenge used up first; the signature and counter checked by
 * the sign-in's own path. Answered with a one-time code for the step-up, which the change is sent with like a
 * texted one: it lives as long as a texted code, opens the one change the step-up was for, and is used up by it.
 */
export async function answerStepUpWithPasskey(
  deps: Deps,
  input: StepUpPasskeyRequest & { patientId: string; sessionId: string; caller: Caller },
): Promise<StepUpPasskeyAnswer> {
  const { patientId } = input;
  const rp = party(deps, input.caller.brand);
  const now = deps.now();
  const challenge = await liveChallenge(deps, { mfaToken: input.mfa_token });
  if (
    challenge.purpose !== 'step_up' ||
    challenge.patient_id !== patientId ||
    challenge.session_id !== input.sessionId ||
    challenge.method !== 'passkey' ||
    challenge.code_hash !== null
  ) {
    throw new AppError('MFA_TOKEN_INVALID', 400);
  }
  await acceptAttemptAnswer(deps, {
    rp,
    purpose: 'step_up',
    attemptId: challenge.id,
    patientId,
    credential: input.credential,
    now,
  });
  const code = generateCode();
  await q.armChallenge(deps.db, challenge.id, {
    method: 'passkey',
    destination: null,
    code_hash: hashCode(code, challenge.id, codeKey(deps.config)),
    code_expires_at: later(now, minutes(CODE_TTL_MINUTES)),
  });
  return { code };
}
