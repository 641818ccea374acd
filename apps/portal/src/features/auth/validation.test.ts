import { describe, expect, it } from 'vitest';
import { codeProblem, firstProblem, validateLogin, validateNewPassword, validateSignup } from './validation';

/** Each field with a problem, and the message key of its problem. */
const problemKeys = (problems: Record<string, { key: string } | undefined>) =>
  Object.fromEntries(
    Object.entries(problems)
      .filter(([, p]) => p)
      .map(([field, p]) => [field, p?.key]),
  );

const good = {
  first_name: 'Dana',
  last_name: 'Demo',
  email: 'dana@example.com',
  password: 'Correct-Horse-9!',
  date_of_birth: '1990-05-01',
  phone: '6175550100',
};

describe('sign-in form rules', () => {
  it.each([
    [
      { email: '', password: '' },
      { email: 'validation.required', password: 'validation.required' },
    ],
    [{ email: 'nope', password: 'x' }, { email: 'validation.email_invalid' }],
    [{ email: 'a@b.co', password: 'x' }, {}],
  ])('login %j → %j', (values, expected) => {
    expect(problemKeys(validateLogin(values))).toEqual(expected);
  });

  it.each([
    ['a complete form', {}, {}],
    ['a blank first name', { first_name: '  ' }, { first_name: 'validation.required' }],
    ['a weak password', { password: 'password' }, { password: 'validation.password_weak' }],
    [
      'a future date of birth',
      { date_of_birth: '2999-01-01' },
      { date_of_birth: 'validation.date_of_birth_invalid' },
    ],
    [
      'a 31st of February',
      { date_of_birth: '1990-02-31' },
      { date_of_birth: 'validation.date_of_birth_invalid' },
    ],
    ['a short phone', { phone: '617555' }, { phone: 'validation.phone_format' }],
    [
      'a phone that cannot exist (000-555-0199)',
      { phone: '0005550199' },
      { phone: 'validation.phone_not_real' },
    ],
    ['a phone whose exchange starts with 1', { phone: '6171550199' }, { phone: 'validation.phone_not_real' }],
    ['no phone', { phone: '' }, { phone: 'validation.required' }],
  ])('signup with %s', (_case, change, expected) => {
    expect(problemKeys(validateSignup({ ...good, ...change }, new Date('2026-11-21')))).toEqual(expected);
  });

  it.each([
    ['', 'validation.required'],
    ['12345', 'validation.code_format'],
    ['12a456', 'validation.code_format'],
    ['123456', undefined],
    [' 123456 ', undefined],
  ])('code "%s" → %s', (code, key) => {
    expect(codeProblem(code)?.key).toBe(key);
  });

  it('a new password must be strong and typed twice the same', () => {
    expect(
      validateNewPassword({ password: 'Correct-Horse-9!', confirm: 'Correct-Horse-9?' }).confirm?.key,
    ).toBe('validation.passwords_differ');
    expect(validateNewPassword({ password: 'Correct-Horse-9!', confirm: 'Correct-Horse-9!' })).toEqual({
      password: undefined,
      confirm: undefined,
    });
  });

  it('names the first field to fix, in form order', () => {
    expect(
      firstProblem(
        { phone: { key: 'validation.phone_format' }, email: { key: 'validation.email_invalid' } },
        ['email', 'phone'],
      ),
    ).toBe('email');
    expect(firstProblem({}, ['email'])).toBeUndefined();
  });
});
