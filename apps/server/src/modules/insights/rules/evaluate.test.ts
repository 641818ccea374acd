import { describe, expect, it } from 'vitest';
import { addMonths, ageOn } from './evaluate.js';

describe('dates the rules count with', () => {
  it.each([
    ['2025-06-30', 12, '2026-06-30'],
    ['2026-01-31', 1, '2026-02-28'],
    ['2024-02-29', 12, '2025-02-28'],
    ['2026-11-25T23:59:00Z', 120, '2036-11-25'],
    ['2026-07-01', 4, '2026-11-01'],
  ])('%s plus %i months is %s', (from, months, expected) => {
    expect(addMonths(from, months)).toBe(expected);
  });

  it.each([
    ['1968-03-01', '2026-11-25', 58],
    ['1968-11-25', '2026-11-25', 58],
    ['1968-11-26', '2026-11-25', 57],
    ['2000-02-29', '2026-02-28', 25],
  ])('born %s, on %s is %i', (born, today, age) => {
    expect(ageOn(born, today)).toBe(age);
  });
});
