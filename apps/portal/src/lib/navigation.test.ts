import { describe, expect, it } from 'vitest';
import { decideNavigation, type NavigationAttempt } from './navigation';

const withToken = (from: string | null, to: string | null, extra: Partial<NavigationAttempt> = {}) =>
  decideNavigation({ from, to, hasValidToken: true, navigationType: 'PUSH', ...extra });

describe('decideNavigation', () => {
  it.each([
    '/',
    '/login',
    '/signup',
    '/reset-password',
    '/login/mfa/choose',
    '/login/mfa/confirm',
    '/policies/privacy',
    '/about',
  ])('[ROUTE-1] opens the public route %s without a token', (to) => {
    expect(decideNavigation({ from: null, to, hasValidToken: false, navigationType: 'navigate' })).toEqual({
      action: 'allow',
    });
  });

  it.each([
    '/home',
    '/chat',
    '/hippa',
    '/address',
    '/signup/verify/id',
    '/signup/verify/choice',
    '/signup/verify/confirm',
  ])('[GUARD-1] logs out on %s with no stored access token', (to) => {
    expect(decideNavigation({ from: null, to, hasValidToken: false, navigationType: 'navigate' })).toEqual({
      action: 'logout',
      reason: 'no-token',
    });
    expect(decideNavigation({ from: '/login', to, hasValidToken: false, navigationType: 'PUSH' })).toEqual({
      action: 'logout',
      reason: 'no-token',
    });
  });

  it.each([
    ['/signup', '/login/mfa/confirm'],
    ['/login/mfa/confirm', '/signup/verify/id'],
    ['/login/mfa/confirm', '/home'],
    ['/signup/verify/id', '/signup/verify/choice'],
    ['/signup/verify/id', '/signup/verify/confirm'],
    ['/signup/verify/choice', '/hippa'],
    ['/signup/verify/choice', '/signup/verify/choice/manual'],
    ['/signup/verify/choice', '/signup/verify/choice/assisted'],
    ['/signup/verify/choice', '/signup/verify/choice/licence'],
    ['/signup/verify/choice', '/signup/verify/choice/on-hold'],
    ['/signup/verify/choice/manual', '/signup/verify/choice'],
    ['/signup/verify/choice/manual', '/hippa'],
    ['/signup/verify/choice/assisted', '/signup/verify/choice/on-hold'],
    ['/signup/verify/choice/licence', '/hippa'],
    ['/signup/verify/choice/on-hold', '/hippa'],
    ['/signup/verify/choice/on-hold', '/signup/verify/choice'],
    ['/signup/verify/confirm', '/hippa'],
    ['/signup/verify/confirm', '/signup/verify/confirm/ssn'],
    ['/signup/verify/confirm', '/signup/verify/choice/on-hold'],
    ['/signup/verify/confirm/ssn', '/signup/verify/confirm'],
    ['/hippa', '/address'],
    ['/address', '/home'],
    ['/login', '/login/mfa/choose'],
    ['/login/mfa/choose', '/login/mfa/confirm'],
  ])('[GUARD-3] allows the onboarding step %s → %s', (from, to) => {
    expect(withToken(from, to)).toEqual({ action: 'allow' });
  });

  it.each([
    ['/signup', '/home'],
    ['/login/mfa/confirm', '/signup/verify/confirm/ssn'],
    ['/signup/verify/id', '/hippa'],
    ['/signup/verify/id', '/home'],
    ['/signup/verify/choice', '/address'],
    ['/signup/verify/confirm', '/home'],
    ['/signup/verify/choice/manual', '/address'],
    ['/signup/verify/choice/assisted', '/hippa'],
    ['/signup/verify/choice', '/signup/verify/confirm/ssn'],
    ['/signup/verify/confirm/ssn', '/hippa'],
    ['/hippa', '/home'],
    ['/address', '/chat'],
    ['/login', '/home'],
    ['/login/mfa/choose', '/home'],
  ])('[GUARD-2] with a token, %s → %s is an invalid navigation and logs out', (from, to) => {
    expect(withToken(from, to)).toEqual({ action: 'logout', reason: 'invalid-navigation' });
  });

  it.each([
    // [ONB-2] after the code a returning patient resumes at their next unfinished step
    '/signup/verify/choice',
    '/signup/verify/choice/on-hold',
    '/signup/verify/confirm',
    '/hippa',
    '/address',
    // with onboarding complete, the page they had opened before logging in
    '/home/records',
    '/profile/names',
    '/chat',
  ])('[ONB-2] [GUARD-3] after the login code, /login/mfa/confirm → %s is allowed', (to) => {
    expect(withToken('/login/mfa/confirm', to)).toEqual({ action: 'allow' });
  });

  it.each([
    // Back within onboarding is an ordinary move; the screen it lands on asks the gatepass what still makes sense
    ['/address', '/hippa'],
    ['/hippa', '/signup/verify/confirm'],
    ['/hippa', '/signup/verify/choice/on-hold'],
    ['/signup/verify/choice/licence', '/signup/verify/choice'],
    ['/signup/verify/confirm', '/signup/verify/id'],
    ['/hippa', '/address'],
  ])(
    '[GUARD-3] Back/forward from the onboarding step %s to %s keeps the patient in, seen or not',
    (from, to) => {
      expect(withToken(from, to, { navigationType: 'POP', visited: [from] })).toEqual({ action: 'allow' });
    },
  );

  it.each([
    ['/address', '/home/records'],
    ['/hippa', '/chat'],
  ])(
    'a back jump from the onboarding step %s out of onboarding to unseen %s is still refused',
    (from, to) => {
      expect(withToken(from, to, { navigationType: 'POP', visited: [from] })).toEqual({
        action: 'logout',
        reason: 'invalid-navigation',
      });
    },
  );

  it.each([
    ['back_forward', '/home', { action: 'logout', reason: 'page-left' }],
    ['prerender', '/chat', { action: 'logout', reason: 'page-left' }],
    ['reload', '/home', { action: 'allow' }],
    ['navigate', '/home', { action: 'allow' }],
    ['back_forward', '/login', { action: 'allow' }],
    ['back_forward', '/signup', { action: 'allow' }],
  ] as const)('[GUARD-4] leaving the page by %s on %s', (navigationType, from, expected) => {
    expect(decideNavigation({ from, to: null, hasValidToken: true, navigationType })).toEqual(expected);
  });

  it('[GUARD-5] a token that does not decode counts as no token (the caller passes hasValidToken)', () => {
    expect(
      decideNavigation({ from: '/home', to: '/chat', hasValidToken: false, navigationType: 'PUSH' }),
    ).toEqual({
      action: 'logout',
      reason: 'no-token',
    });
  });

  describe('[issue 30] an app’s consent screen', () => {
    const consent = '/apps/authorize/Zq3v_9-aBcDeFgHiJkL';
    it.each([
      // signed out (from the app, or a reload after the session ended): log in, then come back (lib/resume)
      [null, false, 'navigate', { action: 'logout', reason: 'no-token' }],
      [null, false, 'reload', { action: 'logout', reason: 'no-token' }],
      // the authorization server's redirect with a session, and a reload of the screen
      [null, true, 'navigate', { action: 'allow' }],
      [null, true, 'reload', { action: 'allow' }],
      // after the code, onboarded or not: the screen itself asks a patient in onboarding to finish first
      ['/login/mfa/confirm', true, 'REPLACE', { action: 'allow' }],
      // an onboarding step leads only to the next step, never sideways into the consent screen
      ['/hippa', true, 'PUSH', { action: 'logout', reason: 'invalid-navigation' }],
    ] as const)('from %s (token: %s, %s) is %j', (from, hasValidToken, navigationType, decision) => {
      expect(decideNavigation({ from, to: consent, hasValidToken, navigationType })).toEqual(decision);
    });

    it.each(['/hippa', '/signup/verify/id', '/address', '/home/sharing'])(
      'leads on to %s (finishing onboarding, or the Apps list)',
      (to) => {
        expect(withToken(consent, to)).toEqual({ action: 'allow' });
      },
    );
  });

  describe('navigations the table does not cover keep the patient in', () => {
    it.each([
      ['/home', '/chat'],
      ['/chat', '/home'],
      ['/home', '/home/records'],
      ['/home/records', '/home/trends'],
      ['/home', '/profile'],
      ['/profile/names', '/home'],
      ['/policies/privacy', '/home'],
      ['/about', '/home'],
      ['/hippa', '/about'],
      ['/', '/home'],
    ])('%s → %s is allowed', (from, to) => {
      expect(withToken(from, to)).toEqual({ action: 'allow' });
    });

    it.each(['/home', '/hippa', '/signup/verify/id'])(
      'a fresh document (deep link or reload) on %s is allowed',
      (to) => {
        expect(decideNavigation({ from: null, to, hasValidToken: true, navigationType: 'reload' })).toEqual({
          action: 'allow',
        });
      },
    );

    it('the same path again is allowed', () => {
      expect(withToken('/hippa', '/hippa/')).toEqual({ action: 'allow' });
    });

    it('back to an already visited step is allowed, a back jump to an unseen step is not', () => {
      const visited = ['/signup/verify/id', '/signup/verify/confirm', '/hippa'];
      expect(withToken('/hippa', '/signup/verify/confirm', { navigationType: 'POP', visited })).toEqual({
        action: 'allow',
      });
      expect(withToken('/hippa', '/home', { navigationType: 'POP', visited })).toEqual({
        action: 'logout',
        reason: 'invalid-navigation',
      });
    });

    it('public pages are always reachable, even from an onboarding step', () => {
      expect(withToken('/hippa', '/policies/hipaa')).toEqual({ action: 'allow' });
      expect(withToken('/signup/verify/id', '/login')).toEqual({ action: 'allow' });
    });
  });
});
