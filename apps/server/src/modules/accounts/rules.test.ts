import { brands } from '@portal/brands';
import { describe, expect, it } from 'vitest';
import {
  availableMethods,
  checkCode,
  checkRefreshToken,
  REFRESH_GRACE_SECONDS,
  isBreachedPassword,
  isFreshTotpStep,
  brandOriginProblems,
  linkOrigin,
  relyingParty,
  loginDelaySeconds,
  numberRange,
  sessionState,
} from './rules.js';

const now = new Date('2026-01-01T12:00:00Z');
const inMinutes = (m: number) => new Date(now.getTime() + m * 60_000);

describe('checkCode', () => {
  it.each([
    [{ attempt: 1, expiresAt: inMinutes(5), matches: true }, 'ok'],
    [{ attempt: 5, expiresAt: inMinutes(5), matches: true }, 'ok'],
    [{ attempt: 1, expiresAt: inMinutes(5), matches: false }, 'wrong'],
    [{ attempt: 4, expiresAt: inMinutes(5), matches: false }, 'wrong'],
    [{ attempt: 5, expiresAt: inMinutes(5), matches: false }, 'locked'],
    [{ attempt: 6, expiresAt: inMinutes(5), matches: true }, 'locked'],
    [{ attempt: null, expiresAt: inMinutes(5), matches: true }, 'locked'],
    [{ attempt: 1, expiresAt: inMinutes(0), matches: true }, 'expired'],
    [{ attempt: 1, expiresAt: inMinutes(-1), matches: true }, 'expired'],
    [{ attempt: 1, expiresAt: null, matches: true }, 'expired'],
  ])('[AUTH-3] %j → %s', (input, verdict) => {
    expect(checkCode({ ...input, now })).toBe(verdict);
  });
});

describe('sessionState', () => {
  const limits = { maxAgeSeconds: 12 * 3600, idleSeconds: 30 * 60 };
  const ago = (m: number) => new Date(now.getTime() - m * 60_000);
  it.each([
    [{ createdAt: ago(60), lastSeenAt: ago(1) }, 'live'],
    [{ createdAt: ago(60), lastSeenAt: ago(29) }, 'live'],
    [{ createdAt: ago(60), lastSeenAt: ago(30) }, 'idle'],
    [{ createdAt: ago(12 * 60 - 1), lastSeenAt: ago(0) }, 'live'],
    [{ createdAt: ago(12 * 60), lastSeenAt: ago(0) }, 'expired'],
    [{ createdAt: ago(13 * 60), lastSeenAt: ago(45) }, 'expired'],
  ])('[SESS-4] %j → %s', (session, state) => {
    expect(sessionState(session, now, limits)).toBe(state);
  });
});

describe('loginDelaySeconds', () => {
  it.each([
    [1, 0],
    [5, 0],
    [6, 30],
    [7, 60],
    [8, 120],
    [12, 1920],
    [13, 3600],
    [40, 3600],
  ])('after login attempt %i from one address, that address waits %i s', (attempts, seconds) => {
    expect(loginDelaySeconds(attempts)).toBe(seconds);
  });
});

describe('checkRefreshToken', () => {
  const live = { usedAt: null, expiresAt: inMinutes(60), sessionRevokedAt: null, successorUsed: false };
  const secondsAgo = (s: number) => new Date(now.getTime() - s * 1000);
  const justRotated = (s: number) => ({ ...live, usedAt: secondsAgo(s) });
  it.each([
    [live, 'ok'],
    [undefined, 'unknown'],
    [{ ...live, usedAt: inMinutes(-1) }, 'reused'],
    // another tab presented it a moment ago, and the family has not moved on since: the same answer again
    [justRotated(0), 'grace'],
    [justRotated(REFRESH_GRACE_SECONDS - 1), 'grace'],
    [justRotated(REFRESH_GRACE_SECONDS), 'reused'],
    [justRotated(600), 'reused'],
    // its successor was used since: an older token is a copy, whatever the time
    [{ ...justRotated(5), successorUsed: true }, 'reused'],
    [{ ...justRotated(5), sessionRevokedAt: secondsAgo(1) }, 'revoked'],
    [{ ...live, expiresAt: inMinutes(-1) }, 'expired'],
    [{ ...live, sessionRevokedAt: inMinutes(-1) }, 'revoked'],
    [{ ...live, usedAt: inMinutes(-1), sessionRevokedAt: inMinutes(-1) }, 'revoked'],
  ])('[AUTH-7] %j → %s', (token, verdict) => {
    expect(checkRefreshToken(token, now)).toBe(verdict);
  });
});

describe('isFreshTotpStep', () => {
  it.each([
    [100, null, true],
    [101, 100, true],
    [100, 100, false],
    [99, 100, false],
  ])('[AUTH-6] step %i after last %j → %s', (step, last, fresh) => {
    expect(isFreshTotpStep(step, last)).toBe(fresh);
  });
});

describe('availableMethods', () => {
  it.each([
    [{ phone: '617-555-0100', emailVerified: false, hasConfirmedAuthenticator: false }, ['sms']],
    [{ phone: '617-555-0100', emailVerified: true, hasConfirmedAuthenticator: false }, ['sms', 'email']],
    [{ phone: '617-555-0100', emailVerified: false, hasConfirmedAuthenticator: true }, ['sms', 'totp']],
    [
      { phone: '617-555-0100', emailVerified: true, hasConfirmedAuthenticator: true },
      ['sms', 'email', 'totp'],
    ],
    [{ phone: null, emailVerified: true, hasConfirmedAuthenticator: false }, ['email']],
  ])('[AUTH-2] %j → %j', (account, methods) => {
    expect(availableMethods(account)).toEqual(methods);
  });
});

describe('linkOrigin', () => {
  const base = { publicOrigin: undefined, env: 'development' as const, port: 8080, realSender: false };
  const production = { ...base, env: 'production' as const, publicOrigin: 'https://portal.example.org/' };
  it.each([
    ['PUBLIC_ORIGIN is the default brand’s origin', production, 'carebridge', 'https://portal.example.org'],
    [
      'a path in PUBLIC_ORIGIN is dropped',
      { ...base, publicOrigin: 'https://portal.example.org/app' },
      'carebridge',
      'https://portal.example.org',
    ],
    [
      'a partner is its label in front of PUBLIC_ORIGIN’s host',
      production,
      'acme',
      'https://acme.portal.example.org',
    ],
    [
      'the port of PUBLIC_ORIGIN stays',
      { ...base, publicOrigin: 'https://example.org:8443' },
      'sunrise',
      'https://sunrise.example.org:8443',
    ],
    [
      'a local demo gives the default brand localhost and its port',
      base,
      'carebridge',
      'http://localhost:8080',
    ],
    ['a local demo gives a partner <id>.localhost', base, 'acme', 'http://acme.localhost:8080'],
    [
      'tests are a local demo too',
      { ...base, env: 'test' as const, port: 3000 },
      'sunrise',
      'http://sunrise.localhost:3000',
    ],
    [
      'production without PUBLIC_ORIGIN has none',
      { ...base, env: 'production' as const },
      'carebridge',
      undefined,
    ],
    ['nor for a partner', { ...base, env: 'production' as const }, 'acme', undefined],
    [
      'a real mailer or SMS sender without PUBLIC_ORIGIN has none',
      { ...base, realSender: true },
      'acme',
      undefined,
    ],
    ['a brand no longer configured has none', production, 'gone', undefined],
    ['nor a patient with no brand', production, null, undefined],
  ])('[AUTH-4] [issue 25] %s', (_name, config, brandId, origin) => {
    expect(linkOrigin(config, brandId)).toBe(origin);
  });

  const acme = brands.find((b) => b.id === 'acme')!;
  const ownDomain = brands.map((b) =>
    b.id === 'acme' ? { ...acme, origin: 'https://portal.acme-health.com' } : b,
  );
  it.each([
    ['in production', production],
    ['without PUBLIC_ORIGIN', { ...base, env: 'production' as const }],
    ['in a local demo', base],
  ])('[issue 25] a brand file’s own origin wins %s', (_name, config) => {
    expect(linkOrigin(config, 'acme', ownDomain)).toBe('https://portal.acme-health.com');
  });
});

describe('relyingParty', () => {
  const base = { publicOrigin: undefined, env: 'development' as const, port: 8080, realSender: false };
  it.each([
    [
      'PUBLIC_ORIGIN names the default brand’s origin and its host the RP id',
      { ...base, env: 'production' as const, publicOrigin: 'https://portal.example.org:8443/app' },
      'carebridge',
      { id: 'portal.example.org', origin: 'https://portal.example.org:8443' },
    ],
    [
      'a partner has its own origin and RP id',
      { ...base, env: 'production' as const, publicOrigin: 'https://portal.example.org' },
      'acme',
      { id: 'acme.portal.example.org', origin: 'https://acme.portal.example.org' },
    ],
    ['a local demo is localhost', base, 'carebridge', { id: 'localhost', origin: 'http://localhost:8080' }],
    [
      'a local partner is <id>.localhost',
      base,
      'sunrise',
      { id: 'sunrise.localhost', origin: 'http://sunrise.localhost:8080' },
    ],
    [
      'production without PUBLIC_ORIGIN has no relying party',
      { ...base, env: 'production' as const },
      'acme',
      undefined,
    ],
  ])('[AUTH-6] [issue 25] %s', (_name, config, brandId, party) => {
    expect(relyingParty(config, brandId)).toEqual(party);
  });
});

describe('brandOriginProblems', () => {
  const base = { publicOrigin: undefined, env: 'production' as const, port: 8080, realSender: true };
  const withOrigin = (id: string, origin: string) => brands.map((b) => (b.id === id ? { ...b, origin } : b));
  it.each([
    ['derived origins in production', { ...base, publicOrigin: 'https://portal.example.org' }, brands, []],
    ['no origin at all (no links are sent)', base, brands, []],
    ['a partner on its own domain', base, withOrigin('acme', 'https://portal.acme-health.com'), []],
    ['a local demo', { ...base, env: 'development' as const, realSender: false }, brands, []],
    [
      'two brands on one origin',
      { ...base, publicOrigin: 'https://portal.example.org' },
      withOrigin('sunrise', 'https://acme.portal.example.org'),
      [
        'brand "acme": its origin https://acme.portal.example.org is read as brand "sunrise" by its host name',
        'brands "acme" and "sunrise" both have the origin https://acme.portal.example.org',
      ],
    ],
    [
      'plain http in production',
      { ...base, publicOrigin: 'http://portal.example.org' },
      brands.filter((b) => b.id === 'carebridge'),
      ['brand "carebridge": its origin http://portal.example.org must be https in production'],
    ],
    [
      'a default origin whose label names a partner',
      { ...base, publicOrigin: 'https://acme.example.org' },
      brands.filter((b) => b.id !== 'sunrise'),
      ['brand "carebridge": its origin https://acme.example.org is read as brand "acme" by its host name'],
    ],
  ])('[issue 25] %s', (_name, config, registry, problems) => {
    expect(brandOriginProblems(config, registry)).toEqual(problems);
  });
});

describe('isBreachedPassword', () => {
  const breached = new Set(['password', 'sunshine', 'iloveyou1!', 'welcome']);
  it.each([
    ['Password', true],
    ['ILoveYou1!', true],
    ['Password2024!', true],
    ['Sunshine-123#', true],
    ['Welcome!!99', true],
    ['Sunny-Garden-42!', false],
    ['My-Password-Is-Long-42!', false],
    ['Wel2024!', false],
    ['Welcome2024!!', true],
    // a long random tail is no "word plus a year": this one once failed a sign-up in the attack suite
    ['Welcome-306841295017-9!', false],
  ])('[AUTH-1] %s → %s', (password, verdict) => {
    expect(isBreachedPassword(password, breached)).toBe(verdict);
  });
});

describe('numberRange', () => {
  it.each([
    ['617-555-0199', '617555'],
    ['617-555-9999', '617555'],
    ['617-556-0199', '617556'],
    ['415-555-0199', '415555'],
    ['+44 20 7946 0958', 'other:+44 20 7946 0958'],
  ])('[AUTH-3] [issue 26] %s is in range %s', (phone, range) => expect(numberRange(phone)).toBe(range));
});
