import { describe, expect, it } from 'vitest';
import { niceTicks } from './nice-ticks';

describe('niceTicks: an axis a person reads', () => {
  it.each<[string, number, number, number[]]>([
    ['HbA1c readings 4.55 to 7.15 (the axis read 4.55, 5.85, 7.15)', 4.55, 7.15, [4, 5, 6, 7, 8]],
    ['HbA1c 5.2 to 6.8 with its ≤ 5.6 band', 5.2, 6.8, [5, 5.5, 6, 6.5, 7]],
    ['blood pressure 60 to 160', 60, 160, [60, 80, 100, 120, 140, 160]],
    ['heart rate 58 to 101', 58, 101, [40, 60, 80, 100, 120]],
    ['LDL 0 to 200', 0, 200, [0, 50, 100, 150, 200]],
    ['creatinine 0.6 to 1.3', 0.6, 1.3, [0.6, 0.8, 1, 1.2, 1.4]],
    ['oxygen saturation 93 to 100', 93, 100, [92, 94, 96, 98, 100]],
    ['one reading of 6.8', 6.8, 6.8, [6, 6.5, 7, 7.5]],
    ['one reading of 0', 0, 0, [0, 0.2, 0.4, 0.6, 0.8, 1]],
    ['readings from 0.1 to 5.6', 0.1, 5.6, [0, 2, 4, 6]],
    ['bounds given the wrong way round', 7.15, 4.55, [4, 5, 6, 7, 8]],
  ])('%s', (_, low, high, ticks) => {
    const scale = niceTicks(low, high);
    expect(scale.ticks).toEqual(ticks);
    expect(scale.min).toBe(ticks[0]);
    expect(scale.max).toBe(ticks.at(-1));
    expect(scale.ticks.length).toBeLessThanOrEqual(6);
  });

  it('keeps every value on the axis and never goes below zero for readings at or above zero', () => {
    for (const [low, high] of [
      [0.1, 5.6],
      [0, 0.3],
      [12, 20],
      [95, 100],
      [40, 190],
    ] as const) {
      const scale = niceTicks(low, high);
      expect(scale.min).toBeLessThanOrEqual(low);
      expect(scale.max).toBeGreaterThanOrEqual(high);
      expect(scale.min).toBeGreaterThanOrEqual(0);
    }
  });
});
