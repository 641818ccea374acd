import { describe, expect, it } from 'vitest';
import { isTrendPeriod, withinPeriod, type TrendPeriod } from './trend-period';

const now = new Date('2026-11-27T06:00:00Z');
const points = [
  { date: '2019-06-01T10:00:00Z' },
  { date: '2021-11-26T23:59:00Z' },
  { date: '2021-11-27T00:00:00Z' },
  { date: '2025-11-26T12:00:00Z' },
  { date: '2025-11-27T08:00:00Z' },
  { date: '2026-11-20' },
];

describe('the trend period picker', () => {
  it.each<[TrendPeriod, string[]]>([
    ['1y', ['2025-11-27T08:00:00Z', '2026-11-20']],
    ['5y', ['2021-11-27T00:00:00Z', '2025-11-26T12:00:00Z', '2025-11-27T08:00:00Z', '2026-11-20']],
    ['all', points.map((p) => p.date)],
  ])('[TREND-1] %s shows %j', (period, dates) => {
    expect(withinPeriod(points, period, now).map((p) => p.date)).toEqual(dates);
  });

  it('counts a leap day back to 1 March', () => {
    expect(
      withinPeriod([{ date: '2027-02-28' }, { date: '2027-03-01' }], '1y', new Date('2028-02-29')),
    ).toEqual([{ date: '2027-03-01' }]);
  });

  it.each([
    ['1y', true],
    ['5y', true],
    ['all', true],
    ['2y', false],
    [null, false],
  ])('%j is a period: %s', (value, known) => {
    expect(isTrendPeriod(value)).toBe(known);
  });
});
