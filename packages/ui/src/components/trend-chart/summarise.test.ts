import { describe, expect, it } from 'vitest';
import { summariseSeries } from './summarise';

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
    expect(summariseSeries(points, range)).toMatchObject({ latest, position, direction });
  });

  it('says nothing without readings', () => {
    expect(summariseSeries(series(null, null))).toBeNull();
  });
});
