import { describe, expect, it } from 'vitest';
import { identityChangeOutcome } from './rules.js';

describe('identityChangeOutcome', () => {
  it.each([
    ['not_started', 'applied'],
    ['pending', 'applied'],
    ['on_hold', 'applied'],
    ['failed', 'applied'],
    ['awaiting_confirmation', 'in_review'],
    ['verified', 'in_review'],
  ] as const)('[PROF-1] [PROF-4] identity %s: a legal name or birth date change is %s', (status, outcome) => {
    expect(identityChangeOutcome(status)).toBe(outcome);
  });
});
