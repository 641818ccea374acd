import { describe, expect, it } from 'vitest';
import { matchRoutes } from 'react-router';
import { routes } from '../app/routes';
import { pagesOf } from './story-routes';

const landing = (pathname: string) =>
  (matchRoutes(pagesOf(routes), pathname) ?? []).map(({ route }) => route.path ?? 'index');

describe('pagesOf', () => {
  it.each([
    ['/login/mfa/choose', ['/login/mfa/choose']],
    ['/home', ['/home', 'index']],
    ['/profile/security', ['/profile/security']],
    ['/signup/verify/choice', ['/signup/verify/choice']],
    ['/no/such/page', ['*']],
  ])('%s lands on its page without the frame', (pathname, matched) => {
    expect(landing(pathname)).toEqual(matched);
  });
});
