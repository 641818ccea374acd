import { describe, expect, it } from 'vitest';
import { bandPosition, summariseSeries } from './summarise';

const series = (...values: Array<number | null>) => values.map((value, i) => ({ t: i * 1000, value }));

describe('summariseSeries', () => {
  it.each([
    ['rising into the range', series(90, 100, 120), { low: 110, high: 130 }, 120, 'within', 'up'],
    ['falling below the range', series(120, 100, 80), { low: 90, high: 130 }, 80, 'below', 'down'],
    ['above an open-ended range (LDL below 100)', series(140, 141), { high: 100 }, 141, 'above', 'steady'],
    [
      'within 3 % of the first reading: steady',
      series(100, 97, 102),
      { low: 60, high: 110 },
      102,
      'within',
      'steady',
    ],
    ['no normal range', series(70, 80), undefined, 80, null, 'up'],
    ['one reading: no direction', series(72), { low: 60, high: 100 }, 72, 'within', null],
    [
      'gaps (a series missing on some dates) are skipped',
      series(null, 50, null, 40),
      undefined,
      40,
      null,
      'down',
    ],
  ] as const)('%s', (_, points, range, latest, position, direction) => {
    expect(summariseSeries(points, (v) => bandPosition(range, v))).toMatchObject({
      latest,
      position,
      direction,
    });
  });

  it('takes the caller\'s verdict over the band (a lab\'s "<5.7" makes 5.7 high)', () => {
    const strict = (v: number) => (v >= 5.7 ? 'above' : 'within');
    expect(summariseSeries(series(5.2, 5.7), strict)?.position).toBe('above');
    expect(summariseSeries(series(5.2, 5.7), (v) => bandPosition({ high: 5.7 }, v))?.position).toBe('within');
  });

  it('says nothing without readings', () => {
    expect(summariseSeries(series(null, null))).toBeNull();
  });
});
