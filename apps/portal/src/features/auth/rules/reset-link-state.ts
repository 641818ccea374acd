import { extractErrorCode } from '../../../lib/errors';

/**
 * What the reset page shows for its link: still being checked, working (the new-password form), dead (say so and
 * offer a new link), or not known because the check itself failed (the form: saving checks the link again).
 */
export type ResetLinkState = 'checking' | 'live' | 'dead' | 'unchecked';

export function resetLinkState(check: { data?: unknown; error?: unknown }): ResetLinkState {
  if (check.error) return extractErrorCode(check.error) === 'RESET_LINK_INVALID' ? 'dead' : 'unchecked';
  return check.data ? 'live' : 'checking';
}
