import { isPublicPath, normalisePath, paths } from '../config/paths';

/** The onboarding steps behind the login (a session, no app frame yet) [ONB-1]. */
export const onboardingSteps: readonly string[] = [
  paths.verifyId,
  paths.verifyChoice,
  paths.verifyManual,
  paths.verifyAssisted,
  paths.verifyLicence,
  paths.verifyOnHold,
  paths.verifyConfirm,
  paths.verifySsn,
  paths.hipaa,
  paths.address,
];

const isOnboardingStep = (path: string) => onboardingSteps.includes(path);

/**
 * Spec section 2, "Allowed onboarding navigation": from a step, only these next steps are allowed. Added to the
 * spec's rows: after the code, a returning patient resumes at their next unfinished step [ONB-2] (the spec's
 * verify id or home, and also the other ways, the on-hold screen, the confirmation, HIPAA or the address).
 */
export const allowedOnboardingNavigation: Readonly<Record<string, readonly string[]>> = {
  [paths.signup]: [paths.mfaConfirm],
  [paths.mfaConfirm]: [
    paths.verifyId,
    paths.home,
    paths.verifyChoice,
    paths.verifyOnHold,
    paths.verifyConfirm,
    paths.hipaa,
    paths.address,
  ],
  [paths.verifyId]: [paths.verifyChoice, paths.verifyConfirm],
  [paths.verifyChoice]: [
    paths.hipaa,
    paths.verifyManual,
    paths.verifyAssisted,
    paths.verifyLicence,
    paths.verifyOnHold,
  ],
  // Each other way leads back to the menu, or on: verified to the authorization, a call request on hold.
  [paths.verifyManual]: [paths.verifyChoice, paths.hipaa],
  [paths.verifyAssisted]: [paths.verifyChoice, paths.verifyOnHold],
  [paths.verifyLicence]: [paths.verifyChoice, paths.hipaa],
  [paths.verifyOnHold]: [paths.verifyChoice, paths.hipaa],
  // A correction beyond the tolerance goes to a coordinator; the SSN cross-check returns to confirmation.
  [paths.verifyConfirm]: [paths.hipaa, paths.verifySsn, paths.verifyOnHold],
  [paths.verifySsn]: [paths.verifyConfirm],
  [paths.hipaa]: [paths.address],
  [paths.address]: [paths.home],
  [paths.login]: [paths.mfaChoose],
  [paths.mfaChoose]: [paths.mfaConfirm],
};

/** How the document was reached (PerformanceNavigationTiming.type). */
export type DocumentNavigationType = 'navigate' | 'reload' | 'back_forward' | 'prerender';
/** How react-router moved inside the app. */
export type RouterNavigationType = 'PUSH' | 'REPLACE' | 'POP';

export interface NavigationAttempt {
  /** Path shown before; null on the first render of a freshly loaded document. */
  from: string | null;
  /** Path asked for; null when the page itself is being left (pagehide). */
  to: string | null;
  /** A stored access token that decodes as a JWT [GUARD-5]. */
  hasValidToken: boolean;
  navigationType: DocumentNavigationType | RouterNavigationType;
  /** Paths already shown in this document, for back/forward. */
  visited?: readonly string[];
}

export type LogoutReason = 'no-token' | 'invalid-navigation' | 'page-left';
export type NavigationDecision = { action: 'allow' } | { action: 'logout'; reason: LogoutReason };

const allow: NavigationDecision = { action: 'allow' };
const logout = (reason: LogoutReason): NavigationDecision => ({ action: 'logout', reason });

/**
 * The route guard as one pure rule (spec section 2).
 *
 * The spec's table says which step may follow an onboarding step; it says nothing about the rest. So that a
 * patient is never thrown out of normal use, the rule for what the table does not cover is:
 *  - a public target is always allowed (it needs no token);
 *  - the first render of a document (deep link, reload, typed URL) and the same path again are allowed —
 *    the server's gatepass, not the browser history, decides which onboarding step a patient may do;
 *  - back/forward (POP) to a path already shown in this document is allowed, and so is back/forward between
 *    two onboarding steps (after a reload the earlier steps are not "shown in this document"): Back is an
 *    ordinary move, and the step's screen asks the gatepass what still makes sense there;
 *  - after the code (/login/mfa/confirm), a patient whose onboarding is complete may open any page of the app:
 *    the one they had asked for before logging in;
 *  - from a path that is not an onboarding step (/home and its sections, /chat, profile pages, policies),
 *    any route is allowed: only an onboarding step restricts where one may go next.
 */
export function decideNavigation(attempt: NavigationAttempt): NavigationDecision {
  const { hasValidToken, navigationType } = attempt;
  const from = attempt.from === null ? null : normalisePath(attempt.from);

  if (attempt.to === null) {
    const leavingProtected = from !== null && !isPublicPath(from);
    const ordinary = navigationType === 'reload' || navigationType === 'navigate';
    return leavingProtected && !ordinary ? logout('page-left') : allow;
  }

  const to = normalisePath(attempt.to);
  if (isPublicPath(to)) return allow;
  if (!hasValidToken) return logout('no-token');
  if (from === null || from === to) return allow;
  if (navigationType === 'POP') {
    if (attempt.visited?.map(normalisePath).includes(to)) return allow;
    if (isOnboardingStep(from) && isOnboardingStep(to)) return allow;
  }
  if (from === paths.mfaConfirm && !isOnboardingStep(to)) return allow;

  const allowedNext = allowedOnboardingNavigation[from];
  if (allowedNext && !allowedNext.includes(to)) return logout('invalid-navigation');
  return allow;
}
