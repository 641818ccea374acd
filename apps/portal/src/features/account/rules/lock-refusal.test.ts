import { describe, expect, it } from 'vitest';
import { lockRefusal } from './lock-refusal';

const refused = (error: string, params?: Record<string, unknown>) => ({
  response: { data: { status_code: 429, error: `${error} - …`, ...(params ? { params } : {}) } },
});

describe('lockRefusal', () => {
  it.each([
    [
      'the password tries',
      refused('RATE_LIMITED', { minutes: 9, limit: 'login' }),
      { field: 'current', key: 'account.password.passwordTriesLocked', count: 9 },
    ],
    [
      'the code checks',
      refused('RATE_LIMITED', { minutes: 42, limit: 'code-check' }),
      { field: 'code', key: 'account.security.codeTriesLocked', count: 42 },
    ],
    [
      'no minutes said',
      refused('RATE_LIMITED', { limit: 'login' }),
      { field: 'current', key: 'account.password.passwordTriesLocked', count: 1 },
    ],
    ['another limit (texts sent)', refused('RATE_LIMITED', { minutes: 5, limit: 'sms' }), undefined],
    ['a limit from an older server', refused('RATE_LIMITED'), undefined],
    ['a wrong password', refused('PASSWORD_INCORRECT'), undefined],
    ['no answer at all', new Error('offline'), undefined],
  ])('[AUTH-3] [AUTH-5] %s', (_, error, expected) => {
    expect(lockRefusal(error)).toEqual(expected);
  });
});
