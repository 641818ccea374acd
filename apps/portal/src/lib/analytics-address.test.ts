import { describe, expect, it } from 'vitest';
import { analyticsAddress, mayRecord, withCleanAddresses } from './analytics-address';

const KEY = 'Xy0MvvVrFM9CBbZ0GmyMsKKBnU3FyodMQKTMgcLsZ34';
const at = (address: string) => `https://portal.example.com${address}`;

describe('the addresses analytics sees', () => {
  it.each([
    ['a share link: no fragment', `/shared#${KEY}`, '/shared'],
    ['an invitation: no fragment', `/home/sharing/accept#${KEY}`, '/home/sharing/accept'],
    [
      'a reset link: no token, the language kept',
      '/reset-password?token=abc123&lng=es',
      '/reset-password?lng=es',
    ],
    ['login on the way somewhere: no next', `/login?next=%2Fhome%2Fsharing%2Faccept%23${KEY}`, '/login'],
    [
      'a search of the record: no words',
      '/home/timeline?category=medications&q=Metformin',
      '/home/timeline?category=medications',
    ],
    ['dates and ids go too', '/home/timeline?from=2020-01-01&to=2020-12-31&made=4f1c', '/home/timeline'],
    [
      "a campaign's tags stay",
      '/login?utm_source=mail&utm_campaign=spring',
      '/login?utm_source=mail&utm_campaign=spring',
    ],
    ['an anchor goes too', '/home#main', '/home'],
    ['an app’s consent screen: no request id', '/apps/authorize/Zq3v_9-aBcDeFgHiJkLmN', '/apps/authorize'],
    [
      'a page with nothing to strip is as it was',
      '/home/trends/hba1c?period=1y',
      '/home/trends/hba1c?period=1y',
    ],
  ])('%s', (_what, address, seen) => {
    expect(analyticsAddress(at(address))).toBe(at(seen));
  });

  it.each([
    [
      'credentials in the address',
      'https://user:secret@portal.example.com/home',
      'https://portal.example.com/home',
    ],
    ['not a web address', 'javascript:alert(1)', ''],
    ['not an address at all', 'Chrome', ''],
  ])('%s', (_what, address, seen) => {
    expect(analyticsAddress(address)).toBe(seen);
  });
});

describe('the pages the session recorder may run on', () => {
  it.each([
    ['home', '/home', true],
    ['a record page', '/home/medications', true],
    ['a record category, chosen from a fixed list', '/home/timeline?category=labs', true],
    ['login in Spanish', '/login?lng=es', true],
    ['after the skip link', '/home#main', true],
    ['a share view, key or not', `/shared#${KEY}`, false],
    ['a share view whose key was taken out', '/shared', false],
    ['an invitation', `/home/sharing/accept#${KEY}`, false],
    ['an invitation whose key was taken out', '/home/sharing/accept/', false],
    ['reset password, even the form asking for a link', '/reset-password', false],
    ['a reset link', '/reset-password?token=abc123', false],
    ['a link with a token, wherever it leads', '/verify-email?token=abc123', false],
    ['login on the way to an invitation', `/login?next=%2Fhome%2Fsharing%2Faccept%23${KEY}`, false],
    ['a search of the record', '/home/timeline?q=Metformin', false],
    ['any key-like fragment', `/home#${KEY}`, false],
    ['an app’s consent screen', '/apps/authorize/Zq3v_9-aBcDeFgHiJkLmN', false],
  ])('%s: %s', (_what, address, allowed) => {
    expect(mayRecord(at(address))).toBe(allowed);
  });
});

describe("an event's properties", () => {
  it('leave with every address cleaned and everything else as it was', () => {
    expect(
      withCleanAddresses({
        $current_url: at(`/shared#${KEY}`),
        $referrer: at('/reset-password?token=abc123'),
        $initial_referrer: '$direct',
        $browser: 'Chrome',
        step: 2,
      }),
    ).toEqual({
      $current_url: at('/shared'),
      $referrer: at('/reset-password'),
      $initial_referrer: '$direct',
      $browser: 'Chrome',
      step: 2,
    });
  });
});
