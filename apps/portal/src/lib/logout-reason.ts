/**
 * Why the session ended, for the login page to say so. Kept in sessionStorage (this tab only) after logout's
 * wipe, read once by the login page; a link cannot set it, so the page never shows a reason that did not happen.
 */
export const LOGOUT_REASONS = [
  'inactivity',
  'other-tab',
  'session-ended',
  'password-reset',
  'logged-out',
  'protected',
] as const;
export type LogoutReason = (typeof LOGOUT_REASONS)[number];

/** Where it waits for the login page (stories set it directly). */
export const LOGOUT_REASON_KEY = 'logout_reason';
/** The first reason of this page wins: a logout's aborted requests must not replace it with "session ended". */
let first: LogoutReason | undefined;

export function rememberLogoutReason(reason: LogoutReason): void {
  first ??= reason;
  try {
    sessionStorage.setItem(LOGOUT_REASON_KEY, first);
  } catch {
    // storage refused (private mode, quota): the login page just says nothing
  }
}

/** The reason the last session of this tab ended, once: a reload of the login page no longer shows it. */
export function takeLogoutReason(): LogoutReason | null {
  try {
    const value = sessionStorage.getItem(LOGOUT_REASON_KEY);
    sessionStorage.removeItem(LOGOUT_REASON_KEY);
    return LOGOUT_REASONS.includes(value as LogoutReason) ? (value as LogoutReason) : null;
  } catch {
    return null;
  }
}
