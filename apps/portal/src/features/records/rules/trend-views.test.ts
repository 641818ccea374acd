import { describe, expect, it } from 'vitest';
import {
  LAB_TREND_CATEGORIES,
  TREND_REFERENCE_RANGES,
  VITAL_TREND_CATEGORIES,
  type ReferenceRange,
} from '@portal/contract';
import { trendResponse } from '../../../testing/records';
import {
  displayUnit,
  chartRange,
  seriesReferenceRanges,
  toChartPoints,
  TREND_VIEW_NAMES,
  TREND_VIEW_REQUESTS,
  trendPath,
  type TrendViewName,
} from './trend-views';

describe('the trend views', () => {
  it.each<[TrendViewName, string]>([
    ['bloodOxygen', '/v1/patient/trends/vitals/BLOXY'],
    ['bloodPressure', '/v1/patient/trends/vitals/BPRES'],
    ['bmi', '/v1/patient/trends/vitals/BMI'],
    ['totalCholesterol', '/v1/patient/trends/labs/CHOLT'],
    ['creatinine', '/v1/patient/trends/labs/CREAT'],
    ['hba1c', '/v1/patient/trends/labs/HbA1c'],
    ['ldlHdl', '/v1/patient/trends/labs/CHOLL?with=CHOLH'],
    ['heartRate', '/v1/patient/trends/vitals/HRTRT'],
    ['respiratoryRate', '/v1/patient/trends/vitals/RESRT'],
    ['weight', '/v1/patient/trends/vitals/WEIGHT'],
  ])('[REC-4] [TREND-1] %s reads %s', (view, path) => {
    expect(trendPath(TREND_VIEW_REQUESTS[view])).toBe(path);
  });

  it('[REC-4] the ten views read every vital and lab category of the spec', () => {
    expect(TREND_VIEW_NAMES).toHaveLength(10);
    const read = new Set(
      TREND_VIEW_NAMES.flatMap((v) => [TREND_VIEW_REQUESTS[v].category, TREND_VIEW_REQUESTS[v].with]),
    );
    for (const category of [...VITAL_TREND_CATEGORIES, ...LAB_TREND_CATEGORIES])
      expect(read).toContain(category);
  });

  it('[TREND-1] a one-series view plots each reading as its value', () => {
    const points = toChartPoints(
      'weight',
      trendResponse('WEIGHT', [
        ['2024-01-01', 80.5],
        ['2024-02-01', 79],
      ]),
      'metric',
    );
    expect(points).toEqual([
      { date: '2024-01-01', value: 80.5 },
      { date: '2024-02-01', value: 79 },
    ]);
  });

  it('[PROF-7] [TREND-1] a weight in kg plots in pounds for a patient reading US units, its axis says lb', () => {
    const response = trendResponse('WEIGHT', [
      ['2024-01-01', 80.5],
      ['2024-02-01', 79],
    ]);
    expect(toChartPoints('weight', response, 'us')).toEqual([
      { date: '2024-01-01', value: 177.5 },
      { date: '2024-02-01', value: 174.2 },
    ]);
    expect(displayUnit(response.unit, 'kg', 'us')).toBe('lb');
    expect(displayUnit(response.unit, 'kg', 'metric')).toBe('kg');
    const ranged = { ...response, reference_range: { low: 50, high: 100, unit: 'kg', text: null } };
    expect(seriesReferenceRanges('weight', ranged, 'us').value).toMatchObject({ low: 110.2, high: 220.5 });
  });

  it.each(['us', 'metric'] as const)(
    '[PROF-7] blood pressure and cholesterol read the same in %s units',
    (units) => {
      const response = trendResponse('BPRES', [['2024-01-01', 130]]);
      response.data[0] = { ...response.data[0]!, systolic: 130, diastolic: 85 };
      expect(toChartPoints('bloodPressure', response, units)).toEqual([
        { date: '2024-01-01', systolic: 130, diastolic: 85 },
      ]);
      expect(displayUnit('mg/dL', 'mg/dL', units)).toBe('mg/dL');
    },
  );

  it('[TREND-1] blood pressure plots systolic and diastolic of one measurement', () => {
    const response = trendResponse('BPRES', [['2024-01-01', 130]]);
    response.data[0] = { ...response.data[0]!, systolic: 130, diastolic: 85 };
    expect(toChartPoints('bloodPressure', response, 'us')).toEqual([
      { date: '2024-01-01', systolic: 130, diastolic: 85 },
    ]);
  });

  it('[TREND-1] LDL & HDL joins the two series on their dates, leaving gaps where one is missing', () => {
    const response = trendResponse(
      'CHOLL',
      [
        ['2024-01-01', 130],
        ['2024-06-01', 110],
      ],
      {
        related: [
          trendResponse('CHOLH', [
            ['2024-01-01', 50],
            ['2024-03-01', 52],
          ]),
        ],
      },
    );
    expect(toChartPoints('ldlHdl', response, 'us')).toEqual([
      { date: '2024-01-01', ldl: 130, hdl: 50 },
      { date: '2024-03-01', ldl: null, hdl: 52 },
      { date: '2024-06-01', ldl: 110, hdl: null },
    ]);
  });

  it('[TREND-1] no response gives no points', () => {
    expect(toChartPoints('bmi', undefined, 'us')).toEqual([]);
  });

  const closed = (low?: number, high?: number) => ({
    ...(low !== undefined ? { low } : {}),
    ...(high !== undefined ? { high } : {}),
    lowInclusive: true,
    highInclusive: true,
  });
  const withRange = (category: keyof typeof TREND_REFERENCE_RANGES, extra = {}) =>
    trendResponse(category, [], { reference_range: TREND_REFERENCE_RANGES[category], ...extra });

  it.each<
    [TrendViewName, Parameters<typeof seriesReferenceRanges>[1], ReturnType<typeof seriesReferenceRanges>]
  >([
    ['bmi', undefined, { value: undefined }],
    ['weight', withRange('WEIGHT'), { value: undefined }],
    ['bmi', withRange('BMI'), { value: closed(18.5, 24.9) }],
    ['totalCholesterol', withRange('CHOLT'), { value: closed(undefined, 200) }],
    ['bloodPressure', withRange('BPRES'), { systolic: closed(90, 120), diastolic: closed(60, 80) }],
    [
      'ldlHdl',
      withRange('CHOLL', { related: [withRange('CHOLH')] }),
      { ldl: closed(undefined, 100), hdl: closed(40) },
    ],
  ])('[TREND-1] the %s view shades a band per series: %o gives %o', (view, response, ranges) => {
    expect(seriesReferenceRanges(view, response, 'us')).toEqual(ranges);
  });

  const n = (v: number) => String(v);
  const range = (low: number | null, high: number | null, text: string | null = null): ReferenceRange => ({
    low,
    high,
    unit: '%',
    text,
  });
  // prettier-ignore
  it.each<[string, ReferenceRange, Partial<Record<'band' | 'text', unknown>>, Array<[number, string | null]>]>([
    ['the HbA1c kit, ≤ 5.6 %', range(null, 5.6), { band: { high: 5.6 }, text: '≤ 5.6' }, [[6.8, 'above'], [5.6, 'within'], [4, 'within']]],
    ['eGFR, ≥ 60', range(60, null), { band: { low: 60 }, text: '≥ 60' }, [[45, 'below'], [90, 'within']]],
    ['a lab\'s "<5.7"', range(null, null, '<5.7'), { band: { high: 5.7 }, text: '< 5.7' }, [[5.7, 'above'], [5.6, 'within']]],
    ['heart rate 60–100', range(60, 100), { band: { low: 60, high: 100 }, text: '60 – 100' }, [[55, 'below'], [101, 'above']]],
    ['words only ("Negative")', range(null, null, 'Negative'), {}, []],
  ])('[TREND-1] %s: band, words and verdicts agree', (_, input, expected, verdicts) => {
    const chart = chartRange(seriesReferenceRanges('hba1c', { ...trendResponse('HbA1c', []), reference_range: input }, 'us').value, n);
    expect(chart.referenceRange).toEqual(expected.band);
    expect(chart.referenceRangeText).toEqual(expected.text);
    for (const [value, verdict] of verdicts) expect(chart.classify?.(value)).toBe(verdict);
  });

  it.each([
    ['mm[Hg]', 'mmHg'],
    ['kg/m2', 'kg/m²'],
    ['mg/dL', 'mg/dL'],
  ])('[TREND-1] the unit %s reads %s', (unit, shown) => {
    expect(displayUnit(unit, '')).toBe(shown);
  });
});
