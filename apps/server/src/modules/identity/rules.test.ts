import { describe, expect, it } from 'vitest';
import { IDENTITY_ATTEMPTS_PER_DAY } from '@portal/contract';
import { attemptsLeft, attemptsLeftByMethod, canStartAttempt, statusAfter } from './rules.js';

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
    ['ssn', 'passed', 'verified'],
    ['document', 'pending', 'pending'],
    ['assisted', 'on_hold', 'on_hold'],
    ['ssn', 'failed', 'failed'],
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
