/** Every route of the portal (spec section 2). Features link through these, never through string literals. */
export const paths = {
  root: '/',
  login: '/login',
  signup: '/signup',
  resetPassword: '/reset-password',
  mfaChoose: '/login/mfa/choose',
  mfaConfirm: '/login/mfa/confirm',
  verifyId: '/signup/verify/id',
  verifyChoice: '/signup/verify/choice',
  // The other ways to verify, one address each, so a patient can go back and a designer can link to them.
  verifyManual: '/signup/verify/choice/manual',
  verifyAssisted: '/signup/verify/choice/assisted',
  verifyLicence: '/signup/verify/choice/licence',
  verifyOnHold: '/signup/verify/choice/on-hold',
  verifyConfirm: '/signup/verify/confirm',
  /** The SSN cross-check of a passed ID scan (never a way to verify on its own). */
  verifySsn: '/signup/verify/confirm/ssn',
  hipaa: '/hippa',
  address: '/address',
  home: '/home',
  chat: '/chat',
  /** Support inside the account area: the brand's contacts, the chat when there is one, feedback. */
  support: '/profile/support',
  /** The Account tab: the index of the account area. */
  profile: '/profile',
  /** The identity verification account page: level reached, how and when; verify again. */
  identityAccount: '/profile/identity',
  /** A share link's recipient view (SHARE-2): the key travels in the fragment, the recipient has no account. */
  shared: '/shared',
  /** A "this wasn't me" link from a security notice (AUTH-6): its single-use token travels in the fragment. */
  notMe: '/not-me',
  /** Where a caregiver's invitation email leads (the key in the fragment); the server names it too. */
  invitation: '/home/sharing/accept',
  policies: '/policies',
  /** About the portal (brand, version, licences), open to anyone; the account area shows it at /profile/about. */
  about: '/about',
  /** The same page inside the account area, where a signed-in patient keeps their navigation. */
  profileAbout: '/profile/about',
  policy: (id: string) => `/policies/${id}`,
  /**
   * An app's consent screen (issue 30): the authorization server sends the browser here with its request's id.
   * Signed in but outside the app's frame: the patient answers and goes back to the app.
   */
  appAuthorization: (uid: string) => `/apps/authorize/${encodeURIComponent(uid)}`,
} as const;

/** An app's consent screen, by its address: the id is the authorization server's (`appAuthorizationParams`). */
export const isAppAuthorizationPath = (path: string): boolean =>
  /^\/apps\/authorize\/[A-Za-z0-9_-]{16,64}$/.test(normalisePath(path));

/**
 * Reachable without an access token. Spec section 2 lists the first six; policies and "about" must be readable
 * before sign-up.
 */
export const publicPaths: readonly string[] = [
  paths.root,
  paths.login,
  paths.signup,
  paths.resetPassword,
  paths.mfaChoose,
  paths.mfaConfirm,
  // A share link's recipient has no account: the link's key (in the fragment) is their credential.
  paths.shared,
  // Opened from a text or email by a patient who may not be signed in: the link's token is its only credential.
  paths.notMe,
  paths.about,
];

export function isPublicPath(path: string): boolean {
  const clean = normalisePath(path);
  return publicPaths.includes(clean) || clean === paths.policies || clean.startsWith(`${paths.policies}/`);
}

/** `/home/` and `/home` are the same page; query and hash do not change the page. */
export function normalisePath(path: string): string {
  const bare = path.split(/[?#]/)[0] ?? '/';
  return bare.length > 1 ? bare.replace(/\/+$/, '') : bare || '/';
}
