import { describe, expect, it } from 'vitest';
import { outsideRange, readResult } from './result-range.js';
import { observation, textResult } from './testing.js';

describe('a result against its normal range', () => {
  it.each([
    ['6.8 against 4–5.6', 6.8, { low: 4, high: 5.6 }, 'high'],
    ['6.8 against ≤ 5.6 (high only)', 6.8, { low: null, high: 5.6 }, 'high'],
    ['5.6 against ≤ 5.6 (the end is normal)', 5.6, { low: null, high: 5.6 }, null],
    ['6.8 against ≥ 4 (low only)', 6.8, { low: 4, high: null }, null],
    ['45 against ≥ 60 (eGFR, low only)', 45, { low: 60, high: null }, 'low'],
    ['3.9 against 4–5.6', 3.9, { low: 4, high: 5.6 }, 'low'],
    ['no range at all', 6.8, { low: null, high: null }, null],
    ['no value', null, { low: 4, high: 5.6 }, null],
  ] as const)('%s: %s', (_case, value, range, flag) => {
    expect(outsideRange(value, range)).toBe(flag);
  });

  it.each([
    ['the record gives both ends', observation('4548-4', '2026-11-20', 6.8, { low: 4, high: 5.6 }), 'high'],
    ['the record gives only its high end', observation('4548-4', '2026-11-20', 6.8, { high: 7 }), null],
    ['the record gives only its low end', observation('4548-4', '2026-11-20', 6.8, { low: 4 }), null],
    ['the record gives none: the usual range', observation('4548-4', '2026-11-20', 6.8), 'high'],
    ['text "6.8 %" against the usual range', textResult('4548-4', '2026-11-20', '6.8 %'), 'high'],
    ['text "<5.0" against the usual range', textResult('4548-4', '2026-11-20', '<5.0'), null],
    [
      'text "6.8" against its own range in words "<5.7"',
      textResult('4548-4', '2026-11-20', '6.8', { text: '<5.7' }),
      'high',
    ],
    ['words "see comment"', textResult('4548-4', '2026-11-20', 'see comment'), null],
  ] as const)('%s: %s', (_case, record, flag) => {
    expect(readResult(record, { low: null, high: 5.6 }).flag).toBe(flag);
  });
});
