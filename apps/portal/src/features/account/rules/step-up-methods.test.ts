import { describe, expect, it } from 'vitest';
import { stepUpMethods } from './step-up-methods';

describe('stepUpMethods', () => {
  const confirmed = { confirmed: true };
  const pending = { confirmed: false };
  it.each([
    ['only the phone', { emailVerified: false, authenticators: [] }, ['sms']],
    ['not known yet', { emailVerified: undefined, authenticators: undefined }, ['sms']],
    ['a proven email', { emailVerified: true, authenticators: [] }, ['sms', 'email']],
    ['an app not confirmed', { emailVerified: false, authenticators: [pending] }, ['sms']],
    ['a confirmed app', { emailVerified: false, authenticators: [pending, confirmed] }, ['sms', 'totp']],
    ['everything', { emailVerified: true, authenticators: [confirmed] }, ['sms', 'email', 'totp']],
  ] as const)('[AUTH-6] %s', (_, account, expected) => {
    expect(stepUpMethods(account)).toEqual(expected);
  });
});
