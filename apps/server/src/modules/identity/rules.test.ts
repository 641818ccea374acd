import { describe, expect, it } from 'vitest';
import { IDENTITY_ATTEMPTS_PER_DAY } from '@portal/contract';
import {
  attemptsLeft,
  attemptsLeftByMethod,
  canStartAttempt,
  statusAfter,
  withinConfirmationTolerance,
} from './rules.js';

const now = new Date('2026-11-21T12:00:00Z');
const hoursAgo = (h: number) => new Date(now.getTime() - h * 3_600_000);

describe('attempt limits', () => {
  it.each([
    ['no attempts', [], IDENTITY_ATTEMPTS_PER_DAY],
    ['two today', [hoursAgo(1), hoursAgo(2)], IDENTITY_ATTEMPTS_PER_DAY - 2],
    ['five within the day', [1, 2, 3, 4, 23].map(hoursAgo), 0],
    ['one just over a day ago', [hoursAgo(24.1)], IDENTITY_ATTEMPTS_PER_DAY],
    ['more than the limit', [1, 2, 3, 4, 5, 6].map(hoursAgo), 0],
  ])('with %s leaves %i', (_name, startedAt, left) => {
    expect(attemptsLeft(startedAt, now)).toBe(left);
  });

  it('counts each method on its own', () => {
    const left = attemptsLeftByMethod(
      [
        { method: 'ssn', created_at: hoursAgo(1) },
        { method: 'ssn', created_at: hoursAgo(2) },
        { method: 'document', created_at: hoursAgo(3) },
      ],
      now,
    );
    expect(left.ssn).toBe(IDENTITY_ATTEMPTS_PER_DAY - 2);
    expect(left.document).toBe(IDENTITY_ATTEMPTS_PER_DAY - 1);
    expect(left.manual).toBe(IDENTITY_ATTEMPTS_PER_DAY);
  });
});

describe('identity gate after an attempt', () => {
  it.each([
    ['document', 'passed', 'awaiting_confirmation'],
    ['manual', 'passed', 'verified'],
    ['assisted', 'passed', 'verified'],
    ['driver_licence', 'passed', 'verified'],
    ['document', 'pending', 'pending'],
    ['assisted', 'on_hold', 'on_hold'],
    ['driver_licence', 'failed', 'failed'],
    ['assisted', 'rejected', 'failed'],
  ] as const)('[IDV-3] %s %s gives %s', (method, outcome, status) => {
    expect(statusAfter(method, outcome)).toBe(status);
  });

  it.each([
    ['not_started', true],
    ['failed', true],
    ['pending', false],
    ['on_hold', false],
    ['awaiting_confirmation', false],
    ['verified', false],
  ] as const)('from %s a new attempt may start: %s', (status, allowed) => {
    expect(canStartAttempt(status)).toBe(allowed);
  });
});

describe('[IDV-8] correcting what a passed document proved', () => {
  const proved = { first_name: 'Jose', last_name: 'Nunez', date_of_birth: '1980-05-17' };
  it.each([
    ['the same details', {}, true],
    ['accents restored', { first_name: 'José', last_name: 'Núñez' }, true],
    ['another case', { first_name: 'JOSE', last_name: 'nunez' }, true],
    ['surrounding and doubled spaces', { first_name: '  Jose ', last_name: 'Nunez  ' }, true],
    ['a middle initial added', { first_name: 'Jose A.' }, true],
    ['a middle initial added without a dot', { first_name: 'Jose A' }, true],
    ['another surname', { last_name: 'Garcia' }, false],
    ['a second surname added', { last_name: 'Nunez Garcia' }, false],
    ['a hyphenated surname', { last_name: 'Nunez-Park' }, false],
    ['another given name', { first_name: 'Maria' }, false],
    ['a middle name, not an initial', { first_name: 'Jose Antonio' }, false],
    ['two initials added', { first_name: 'Jose A B' }, false],
    ['an initial instead of the given name', { first_name: 'J' }, false],
    ['another date of birth', { date_of_birth: '1980-05-18' }, false],
    ['an empty surname', { last_name: ' ' }, false],
  ])('%s: %j within tolerance is %s', (_case, change, within) => {
    expect(withinConfirmationTolerance(proved, { ...proved, ...change })).toBe(within);
  });

  it('drops a middle initial the document showed', () => {
    expect(withinConfirmationTolerance({ ...proved, first_name: 'Jose A' }, proved)).toBe(true);
  });
});
