import { describe, expect, it } from 'vitest';
import { brokenPasswordRules, isPlausibleBirthDate, PHONE_PATTERN, phoneProblem } from './auth-rules.js';
import { splitApiError } from './errors.js';
import { nextOnboardingStep } from './gatepass.js';

describe('brokenPasswordRules', () => {
  it.each([
    ['Demo-Patient-2026!', []],
    ['Sunny-Garden-42!', []],
    ['Ñandú-Fuerte-2026', []],
    ['short-1A!', ['password_too_short']],
    ['no-capitals-here-42!', ['password_uppercase']],
    ['NO-LOWER-CASE-42!', ['password_lowercase']],
    ['No-Digits-Here-At-All!', ['password_digit']],
    ['NoSymbolsHere42', ['password_symbol']],
    [
      '',
      ['password_too_short', 'password_lowercase', 'password_uppercase', 'password_digit', 'password_symbol'],
    ],
    [`Aa1!${'x'.repeat(125)}`, ['password_too_long']],
  ])('%j breaks %j', (password, broken) => {
    expect(brokenPasswordRules(password)).toEqual(broken);
  });
});

describe('isPlausibleBirthDate', () => {
  const today = new Date('2026-06-01T00:00:00Z');
  it.each([
    ['1968-03-01', true],
    ['2000-02-29', true],
    ['2026-06-01', true],
    ['1900-01-01', true],
    ['1899-12-31', false],
    ['2026-06-02', false],
    ['1990-02-30', false],
    ['2001-02-29', false],
    ['1990-13-01', false],
    ['03/01/1968', false],
    ['1968-3-1', false],
  ])('%s → %s', (value, ok) => expect(isPlausibleBirthDate(value, today)).toBe(ok));
});

describe('PHONE_PATTERN', () => {
  it.each([
    ['617-555-0100', true],
    ['6175550100', false],
    ['(617) 555-0100', false],
    ['617-555-010', false],
  ])('%s → %s', (value, ok) => expect(PHONE_PATTERN.test(value)).toBe(ok));
});

describe('phoneProblem', () => {
  it.each<[string, ReturnType<typeof phoneProblem>, string]>([
    ['617-555-0100', undefined, 'the demo patient’s number'],
    ['212-200-9999', undefined, 'area code and exchange starting with 2'],
    ['989-999-0000', undefined, 'nines'],
    ['000-555-0199', 'phone_not_real', 'an area code of zeros'],
    ['117-555-0100', 'phone_not_real', 'an area code starting with 1'],
    ['617-055-0100', 'phone_not_real', 'an exchange starting with 0'],
    ['617-155-0100', 'phone_not_real', 'an exchange starting with 1'],
    ['6175550100', 'phone_format', 'digits without the dashes the portal sends'],
    ['617-555-010', 'phone_format', 'nine digits'],
    ['', 'phone_format', 'nothing'],
  ])('[AUTH-1] [issue 23] %s → %s (%s)', (value, problem) => expect(phoneProblem(value)).toBe(problem));
});

describe('splitApiError', () => {
  it.each([
    ['MFA_CODE_INVALID - The code is not correct.', 'MFA_CODE_INVALID', 'The code is not correct.'],
    ['RATE_LIMITED - Too many attempts - wait.', 'RATE_LIMITED', 'Too many attempts - wait.'],
    ['plain message', '', 'plain message'],
  ])('[ERR-2] %j', (error, code, message) => expect(splitApiError(error)).toEqual({ code, message }));
});

describe('nextOnboardingStep', () => {
  const done = {
    phone_verified: true,
    identity: { status: 'verified' as const, method: 'document' as const },
    hipaa_signed: true,
    primary_address: true,
    data_pull: { state: 'not_started' as const },
  };
  it.each([
    [{ ...done, phone_verified: false }, 'verify_phone'],
    [{ ...done, identity: { status: 'pending' as const, method: null } }, 'verify_id'],
    [
      { ...done, identity: { status: 'failed' as const, method: 'document' as const }, hipaa_signed: false },
      'verify_id',
    ],
    [{ ...done, hipaa_signed: false }, 'hipaa'],
    [{ ...done, hipaa_signed: false, primary_address: false }, 'hipaa'],
    [{ ...done, primary_address: false }, 'address'],
    [done, 'home'],
  ])('[ONB-2] %j → %s', (gates, step) => expect(nextOnboardingStep(gates)).toBe(step));
});
