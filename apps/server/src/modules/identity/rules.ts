import {
  IDENTITY_ATTEMPTS_PER_DAY,
  VERIFICATION_METHODS,
  type AttemptOutcome,
  type VerificationMethod,
  type VerificationStatus,
} from '@portal/contract';

export const ATTEMPT_WINDOW_MS = 24 * 60 * 60 * 1000;

/** Attempts still allowed for one method: the limit less those started in the last 24 hours. */
export function attemptsLeft(
  startedAt: Date[],
  now: Date,
  limit: number = IDENTITY_ATTEMPTS_PER_DAY,
): number {
  const since = now.getTime() - ATTEMPT_WINDOW_MS;
  const recent = startedAt.filter((at) => at.getTime() > since).length;
  return Math.max(0, limit - recent);
}

export function attemptsLeftByMethod(
  attempts: Array<{ method: VerificationMethod; created_at: Date }>,
  now: Date,
  limit: number = IDENTITY_ATTEMPTS_PER_DAY,
): Record<VerificationMethod, number> {
  const entries = VERIFICATION_METHODS.map((method) => [
    method,
    attemptsLeft(
      attempts.filter((a) => a.method === method).map((a) => a.created_at),
      now,
      limit,
    ),
  ]);
  return Object.fromEntries(entries) as Record<VerificationMethod, number>;
}

/**
 * The identity gate after an attempt's outcome. A passed ID scan still waits for the patient to confirm
 * what the document says; every other passed path goes straight on to the HIPAA authorization.
 */
export function statusAfter(method: VerificationMethod, outcome: AttemptOutcome): VerificationStatus {
  switch (outcome) {
    case 'passed':
      return method === 'document' ? 'awaiting_confirmation' : 'verified';
    case 'pending':
      return 'pending';
    case 'on_hold':
      return 'on_hold';
    case 'failed':
    case 'rejected':
      return 'failed';
  }
}

/** A patient who is verified, or whose check is waiting on someone else, cannot start another attempt. */
export function canStartAttempt(status: VerificationStatus): boolean {
  return status === 'not_started' || status === 'failed';
}
