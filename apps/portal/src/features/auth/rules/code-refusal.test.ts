import { describe, expect, it } from 'vitest';
import { codeRefusal } from './code-refusal';

/** An axios-like refusal: the server's `error` and `params`. */
const refused = (error: string, params?: Record<string, unknown>) => ({
  response: { data: { status_code: 400, status_text: 'Bad Request', error, params } },
});

describe('codeRefusal', () => {
  it.each([
    [
      'a wrong code with tries left',
      refused('MFA_CODE_INVALID - x', { attempts_left: 2 }),
      'sms',
      { key: 'mfa.codeWrong', count: 2 },
    ],
    [
      'a wrong code without a count',
      refused('MFA_CODE_INVALID - x'),
      'sms',
      { key: 'errors.MFA_CODE_INVALID' },
    ],
    [
      'a count that is not a number',
      refused('MFA_CODE_INVALID - x', { attempts_left: '2' }),
      'sms',
      { key: 'errors.MFA_CODE_INVALID' },
    ],
    [
      'a used-up texted code',
      refused('MFA_CODE_LOCKED - x', { attempts_left: 0 }),
      'sms',
      { key: 'mfa.codeLocked' },
    ],
    ['a used-up emailed code', refused('MFA_CODE_LOCKED - x'), 'email', { key: 'mfa.codeLocked' }],
    ['a used-up app attempt', refused('MFA_CODE_LOCKED - x'), 'totp', { key: 'mfa.codeLockedApp' }],
    ['an expired texted code', refused('MFA_CODE_EXPIRED - x'), 'sms', { key: 'mfa.codeExpired' }],
    ['an expired app attempt', refused('MFA_CODE_EXPIRED - x'), 'totp', { key: 'mfa.codeLockedApp' }],
    ['a rate limit', refused('RATE_LIMITED - x', { minutes: 35 }), 'sms', undefined],
    ['a network failure', new Error('Network Error'), 'sms', undefined],
  ] as const)('[AUTH-3] %s', (_, error, method, expected) => {
    expect(codeRefusal(error, method)).toEqual(expected);
  });
});
