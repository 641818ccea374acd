import type { ProfileChangeOutcome, VerificationStatus } from '@portal/contract';

/**
 * A change to what identity was verified against (legal name, date of birth) once it has been verified goes to a
 * coordinator instead of applying silently: otherwise a stolen session could re-point a verified identity (and the
 * records matched to it). While verification is still under way the identity being checked is the new one.
 */
export function identityChangeOutcome(identity: VerificationStatus): ProfileChangeOutcome {
  return identity === 'verified' || identity === 'awaiting_confirmation' ? 'in_review' : 'applied';
}

/** How many of one kind a patient may keep: enough for a life, bounded so a script cannot fill the database. */
export const PROFILE_LIMITS = { names: 10, phones: 5, addresses: 20, insurance: 5 } as const;
