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
  verifyConfirm: '/signup/verify/confirm',
  hipaa: '/hippa',
  address: '/address',
  home: '/home',
  chat: '/chat',
  policies: '/policies',
  policy: (id: string) => `/policies/${id}`,
} as const;

/** Reachable without an access token. Spec section 2 lists the first six; policies must be readable before sign-up. */
export const publicPaths: readonly string[] = [
  paths.root,
  paths.login,
  paths.signup,
  paths.resetPassword,
  paths.mfaChoose,
  paths.mfaConfirm,
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
