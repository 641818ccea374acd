import { describe, expect, it } from 'vitest';
import { formatReading, rangeWording } from './readings';

const result = (value: number | null, unit: string | null, diastolic: number | null = null) => ({
  value,
  unit,
  diastolic,
});

describe('the reading an insight names', () => {
  it.each([
    ['en', result(6.8, '%'), '6.8%'],
    ['es', result(6.8, '%'), '6,8\u00a0%'],
    ['en', result(146, 'mm[Hg]', 92), '146/92 mmHg'],
    ['en', result(45, 'mL/min/{1.73_m2}'), '45 mL/min/1.73 m²'],
    ['en', result(62, 'mg/g'), '62 mg/g'],
    ['en', result(7, null), '7'],
    ['en', result(null, '%'), ''],
  ] as const)('[HOME-1] in %s, %j reads %j', (locale, record, text) => {
    expect(formatReading(record, locale)).toBe(text);
  });

  it.each([
    ['high only ("≤ 5.6 %")', { low: null, high: 5.6 }, { key: 'upTo', low: '', high: '5.6%' }],
    ['low only ("≥ 60")', { low: 60, high: null }, { key: 'from', low: '60%', high: '' }],
    ['both ends', { low: 4, high: 5.6 }, { key: 'between', low: '4%', high: '5.6%' }],
    ['neither end', { low: null, high: null }, null],
    ['no range', null, null],
  ] as const)('[HOME-1] a range with %s reads %j', (_case, range, wording) => {
    expect(rangeWording({ range, unit: '%' }, 'en')).toEqual(wording);
  });
});
