import { AppError, refusalWithParams } from '../../../http/errors.js';
import { hit } from '../../../http/rate-limit.js';
import * as q from '../queries.js';
import { attemptsLeft, checkCode, CODE_MAX_ATTEMPTS } from '../rules.js';
import type { MfaChallengesTable } from '../tables.js';
import { acceptTotp } from './authenticators.js';
import { codeMatches, liveChallenge, type Deps, type StepUpBinding } from './shared.js';

type Challenge = Pick<MfaChallengesTable, 'id' | 'patient_id' | 'method' | 'code_hash'> & {
  code_expires_at: Date | null;
};

/**
 * AUTH-3: checks the code of a challenge (SMS, email or authenticator app) or throws the answer a caller sees.
 * Every try is counted before the comparison, atomically in the database: per code (a new code sent starts
 * afresh; readying the authenticator app again does not) and per account per hour. A refusal says how many
 * tries are left (`params.attempts_left`), so the screen can tell the patient before the code is spent.
 */
export async function checkChallengeCode(
  deps: Deps,
  input: { challenge: Challenge; code: string },
): Promise<void> {
  const { challenge, code } = input;
  const now = deps.now();
  if (!challenge.method) throw new AppError('MFA_METHOD_UNAVAILABLE', 400);
  if (challenge.patient_id) {
    await hit(
      deps.db,
      [
        {
          bucket: `code-check:account:${challenge.patient_id}`,
          limit: deps.config.limits.codeCheckPerAccount,
        },
      ],
      now,
    );
  }
  const attempt = await q.countCodeAttempt(deps.db, challenge.id, CODE_MAX_ATTEMPTS);
  const expired = !challenge.code_expires_at || challenge.code_expires_at.getTime() <= now.getTime();
  const matches =
    attempt !== null &&
    !expired &&
    (challenge.method === 'totp'
      ? challenge.patient_id !== null &&
        (await acceptTotp(deps, { patientId: challenge.patient_id, code, now }))
      : challenge.code_hash !== null && codeMatches(deps.config, challenge.id, code, challenge.code_hash));
  const verdict = checkCode({ attempt, expiresAt: challenge.code_expires_at, now, matches });
  if (verdict === 'locked') throw refusalWithParams('MFA_CODE_LOCKED', 400, { attempts_left: 0 });
  if (verdict === 'expired') throw new AppError('MFA_CODE_EXPIRED', 400);
  // The decoy of a sign-up with a taken email has no patient: no code passes it.
  if (verdict === 'wrong' || !challenge.patient_id)
    throw refusalWithParams('MFA_CODE_INVALID', 400, { attempts_left: attemptsLeft(attempt) });
}

type OwnChallenge = { patientId: string; mfa_token: string; code: string } & (
  | { purpose: 'verify_email' | 'verify_phone'; challengeId?: string | null }
  | ({ purpose: 'step_up' } & StepUpBinding)
);

/**
 * A signed-in patient's own verification (an email proof, a step-up before a sensitive change, a new number's
 * confirmation): the code of a live challenge of that purpose and patient (and, when given, that very challenge;
 * a step-up's only from the session that asked for it and for the change it was asked for), used up once it
 * passes. Anything else is MFA_TOKEN_INVALID, before any try is counted.
 */
export async function passOwnChallenge(deps: Deps, input: OwnChallenge): Promise<void> {
  const challenge = await liveChallenge(deps, { mfaToken: input.mfa_token });
  const bound =
    input.purpose === 'step_up'
      ? challenge.session_id === input.sessionId && challenge.action === input.action
      : input.challengeId === undefined || challenge.id === input.challengeId;
  if (challenge.purpose !== input.purpose || challenge.patient_id !== input.patientId || !bound) {
    throw new AppError('MFA_TOKEN_INVALID', 400);
  }
  await checkChallengeCode(deps, { challenge, code: input.code });
  if (!(await q.completeChallenge(deps.db, challenge.id, deps.now())))
    throw new AppError('MFA_TOKEN_INVALID', 400);
}

/** AUTH-6: the step-up before a change to how the patient signs in, from this session, for this change. */
export const passStepUp = (
  deps: Deps,
  input: StepUpBinding & { patientId: string; mfa_token: string; code: string },
) => passOwnChallenge(deps, { ...input, purpose: 'step_up' });
