import { describe, expect, it } from 'vitest';
import type { Gatepass } from '@portal/contract';
import { withNextPage, resumePath, safeNextPath } from './resume';

const gates = (next_step: Gatepass['next_step'], status: Gatepass['identity']['status'] = 'verified') => ({
  next_step,
  identity: { status },
});

describe('resumePath', () => {
  it.each([
    [gates('verify_phone', 'not_started'), null, '/signup/verify/id'],
    [gates('verify_id', 'not_started'), null, '/signup/verify/id'],
    [gates('verify_id', 'failed'), null, '/signup/verify/id'],
    [gates('verify_id', 'pending'), null, '/signup/verify/id'],
    [gates('verify_id', 'on_hold'), null, '/signup/verify/choice/on-hold'],
    [gates('verify_id', 'awaiting_confirmation'), null, '/signup/verify/confirm'],
    [gates('hipaa'), null, '/hippa'],
    [gates('address'), null, '/address'],
    [gates('home'), null, '/home'],
    // the page asked for waits until onboarding is done
    [gates('hipaa'), '/home/records', '/hippa'],
    [gates('address'), '/home/records', '/address'],
    [gates('home'), '/home/records?tab=labs', '/home/records?tab=labs'],
    [gates('home'), 'https://evil.example/home', '/home'],
    // an app waits for its answer: its consent screen opens at once, and asks a patient in onboarding to finish
    [gates('home'), '/apps/authorize/Zq3v_9-aBcDeFgHiJkL', '/apps/authorize/Zq3v_9-aBcDeFgHiJkL'],
    [gates('hipaa'), '/apps/authorize/Zq3v_9-aBcDeFgHiJkL', '/apps/authorize/Zq3v_9-aBcDeFgHiJkL'],
    [
      gates('verify_id', 'on_hold'),
      '/apps/authorize/Zq3v_9-aBcDeFgHiJkL/',
      '/apps/authorize/Zq3v_9-aBcDeFgHiJkL',
    ],
    // only an id the authorization server makes: anything else under /apps waits for onboarding like any page
    [gates('hipaa'), '/apps/authorize/short', '/hippa'],
    [gates('hipaa'), '/apps/authorize/Zq3v_9-aBcDeFgHiJkL/other', '/hippa'],
    [gates('address'), '//evil.example/apps/authorize/Zq3v_9-aBcDeFgHiJkL', '/address'],
  ] as const)('[ONB-2] %j with next %s resumes at %s', (gatepass, next, path) => {
    expect(resumePath(gatepass, next)).toBe(path);
  });
});

describe('safeNextPath', () => {
  it.each([
    ['/home/records', '/home/records'],
    ['/home/trends/HbA1c?range=1y', '/home/trends/HbA1c?range=1y'],
    ['/profile/names/', '/profile/names'],
    ['/home#insights', '/home#insights'],
    ['/chat', '/chat'],
    // [issue 30] an app's consent screen, opened signed out from the app
    ['/apps/authorize/Zq3v_9-aBcDeFgHiJkLmN', '/apps/authorize/Zq3v_9-aBcDeFgHiJkLmN'],
  ])('keeps the page of the app %s as %s', (raw, kept) => {
    expect(safeNextPath(raw)).toBe(kept);
  });

  it.each([
    ['an absolute address', 'https://evil.example/home'],
    ['a scheme-relative address', '//evil.example/home'],
    ['a scheme-relative address with a backslash', '/\\evil.example/home'],
    ['a backslash pair', '\\\\evil.example'],
    ['a tab the URL parser drops', '/\t/evil.example'],
    ['a newline', '/home\n//evil.example'],
    ['javascript:', 'javascript:alert(1)'],
    ['data:', 'data:text/html,hi'],
    ['a relative path', 'home'],
    ['an empty value', ''],
    ['nothing', null],
    ['the login page (a loop)', '/login'],
    ['a public page', '/signup'],
    ['an onboarding step (the gatepass decides those)', '/hippa'],
    ['a very long value', `/home/${'a'.repeat(600)}`],
  ])('[GUARD-1] refuses %s', (_, raw) => {
    expect(safeNextPath(raw)).toBeNull();
  });

  it('an encoded scheme-relative path stays a path of this origin', () => {
    expect(safeNextPath('/%2F%2Fevil.example')).toBe('/%2F%2Fevil.example');
  });
});

describe('withNextPage', () => {
  it.each([
    ['/login', '/home/records', '/login?next=%2Fhome%2Frecords'],
    ['/login?lng=es', '/home/records', '/login?lng=es&next=%2Fhome%2Frecords'],
    [
      '/login',
      '/apps/authorize/Zq3v_9-aBcDeFgHiJkLmN',
      '/login?next=%2Fapps%2Fauthorize%2FZq3v_9-aBcDeFgHiJkLmN',
    ],
    ['/login', '/home', '/login'],
    ['/login', '/hippa', '/login'],
    ['/login', '//evil.example', '/login'],
    ['/login', null, '/login'],
  ])('%s after %s → %s', (login, page, path) => {
    expect(withNextPage(login, page)).toBe(path);
  });
});
