import { describe, expect, it } from 'vitest';
import { stepUpMethods } from './step-up-methods';

describe('stepUpMethods', () => {
  const confirmed = { confirmed: true };
  const pending = { confirmed: false };
  const passkey = { id: 'k1' };
  it.each([
    ['only the phone', { emailVerified: false, authenticators: [], passkeys: [] }, ['sms']],
    ['not known yet', { emailVerified: undefined, authenticators: undefined, passkeys: undefined }, ['sms']],
    ['a proven email', { emailVerified: true, authenticators: [], passkeys: [] }, ['sms', 'email']],
    ['an app not confirmed', { emailVerified: false, authenticators: [pending], passkeys: [] }, ['sms']],
    [
      'a confirmed app',
      { emailVerified: false, authenticators: [pending, confirmed], passkeys: [] },
      ['sms', 'totp'],
    ],
    ['a passkey', { emailVerified: false, authenticators: [], passkeys: [passkey] }, ['sms', 'passkey']],
    [
      'everything',
      { emailVerified: true, authenticators: [confirmed], passkeys: [passkey] },
      ['sms', 'email', 'totp', 'passkey'],
    ],
  ] as const)('[AUTH-6] %s', (_, account, expected) => {
    expect(stepUpMethods(account)).toEqual(expected);
  });
});
