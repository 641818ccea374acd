import { describe, expect, it } from 'vitest';
import { isLive, noticeChannels, reviewList } from './rules.js';

const at = new Date('2026-11-20T10:00:00Z');
const row = (id: string, label: string) => ({ id, label, created_at: at });
const account = {
  passkeys: [] as ReturnType<typeof row>[],
  authenticators: [] as ReturnType<typeof row>[],
  phone: '415-555-0123',
  phoneVerifiedAt: at,
  email: 'alex@example.com',
  emailVerifiedAt: null as Date | null,
};

describe('the factor review after a reset [AUTH-4]', () => {
  it.each([
    ['only the phone', account, [['phone', '***-***-0123', false]]],
    [
      'passkeys and apps first, removable; the phone and a verified email stay',
      {
        ...account,
        passkeys: [row('p1', 'Laptop')],
        authenticators: [row('a1', 'Phone app')],
        emailVerifiedAt: at,
      },
      [
        ['passkey', 'Laptop', true],
        ['authenticator', 'Phone app', true],
        ['phone', '***-***-0123', false],
        ['email', 'a***@example.com', false],
      ],
    ],
  ])('%s', (_, input, expected) => {
    expect(reviewList(input).map((f) => [f.kind, f.label, f.removable])).toEqual(expected);
  });

  it('dates each factor as it was added', () => {
    expect(reviewList({ ...account, passkeys: [row('p1', 'Laptop')] })[0]).toEqual({
      kind: 'passkey',
      id: 'p1',
      label: 'Laptop',
      created_at: at.toISOString(),
      removable: true,
    });
  });
});

describe('where a new factor is told [AUTH-6]', () => {
  it.each([
    ['an unverified email: the phone only', null, ['sms']],
    ['a verified email: the phone and the email', at, ['sms', 'email']],
  ])('%s', (_, emailVerifiedAt, channels) => {
    const to = noticeChannels({ phone: '415-555-0123', email: 'alex@example.com', emailVerifiedAt });
    expect(to.map((c) => c.channel)).toEqual(channels);
  });
});

describe('whether a link still works', () => {
  const expires_at = new Date(at.getTime() + 1000);
  it.each([
    ['unused, before its time', null, at, true],
    ['unused, at its time', null, expires_at, false],
    ['used', at, at, false],
  ])('%s', (_, used_at, now, live) => {
    expect(isLive({ used_at, expires_at }, now)).toBe(live);
  });
});
