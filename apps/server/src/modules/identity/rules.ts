import {
  IDENTITY_ATTEMPTS_PER_DAY,
  normalizePersonName,
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

/** The ways that can move the identity gate: an SSN only cross-checks a passed document [IDV-7]. */
export type GateMethod = Exclude<VerificationMethod, 'ssn'>;

/**
 * The identity gate after an attempt's outcome. A passed ID scan still waits for the patient to confirm
 * what the document says; every other passed path goes straight on to the HIPAA authorization.
 */
export function statusAfter(method: GateMethod, outcome: AttemptOutcome): VerificationStatus {
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

export interface ProvedDetails {
  first_name: string;
  last_name: string;
  date_of_birth: string;
}

const nameWords = (name: string) => normalizePersonName(name).split(' ').filter(Boolean);
const sameWords = (a: string[], b: string[]) => a.join(' ') === b.join(' ');

/** The same given name, or the same with one middle initial more or less ("Jordan" ~ "Jordan A."). */
function sameGivenName(read: string, typed: string): boolean {
  const a = nameWords(read);
  const b = nameWords(typed);
  if (sameWords(a, b)) return true;
  const [shorter, longer] = a.length < b.length ? [a, b] : [b, a];
  return (
    shorter.length > 0 &&
    longer.length === shorter.length + 1 &&
    longer.at(-1)!.length === 1 &&
    sameWords(longer.slice(0, -1), shorter)
  );
}

/**
 * May the patient's correction of what a passed document proved stand without a coordinator? Only when
 * it is the same person written differently: accents, case, surrounding or doubled spaces, punctuation
 * between the same words, and one middle initial added or dropped after the given name. Another surname,
 * another given name or another date of birth is a different identity claim: a coordinator decides it.
 */
export function withinConfirmationTolerance(proved: ProvedDetails, typed: ProvedDetails): boolean {
  return (
    typed.date_of_birth === proved.date_of_birth &&
    sameWords(nameWords(proved.last_name), nameWords(typed.last_name)) &&
    sameGivenName(proved.first_name, typed.first_name)
  );
}
