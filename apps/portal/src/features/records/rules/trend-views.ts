import type {
  NormalRange,
  ReferenceRange,
  TrendCategory,
  TrendKind,
  TrendPoint,
  TrendResponse,
  TrendSeries,
  UnitSystem,
} from '@portal/contract';
import {
  classifyValue,
  convertQuantity,
  convertRange,
  formatRange,
  normaliseRange,
  readableUnit,
  TREND_KIND,
  unitIn,
} from '@portal/contract';
import type { TrendSeries as ChartSeries } from '@portal/ui';

/** The ten trend views of the spec, in the order the Trends tab lists them (alphabetical in English). */
export const TREND_VIEW_NAMES = [
  'bloodOxygen',
  'bloodPressure',
  'bmi',
  'totalCholesterol',
  'creatinine',
  'hba1c',
  'ldlHdl',
  'heartRate',
  'respiratoryRate',
  'weight',
] as const;
export type TrendViewName = (typeof TREND_VIEW_NAMES)[number];

/** A chart line, named in the patient's language by `records.trends.series.<key>`. */
export type TrendLine = 'value' | 'systolic' | 'diastolic' | 'ldl' | 'hdl';

export interface TrendViewRequest {
  kind: TrendKind;
  category: TrendCategory;
  /** A second series of the same kind returned alongside (LDL & HDL). */
  with?: TrendCategory;
  /** Keys of the chart's series, in legend order. */
  series: readonly TrendLine[];
  /** Unit when the response has none. */
  unit: string;
}

const single = (category: TrendCategory, unit: string): TrendViewRequest => ({
  kind: TREND_KIND[category],
  category,
  series: ['value'],
  unit,
});

/** [REC-4] [TREND-1] Which endpoint each view reads. */
export const TREND_VIEW_REQUESTS: Record<TrendViewName, TrendViewRequest> = {
  bloodOxygen: single('BLOXY', '%'),
  bloodPressure: { kind: 'vitals', category: 'BPRES', series: ['systolic', 'diastolic'], unit: 'mm[Hg]' },
  bmi: single('BMI', 'kg/m2'),
  totalCholesterol: single('CHOLT', 'mg/dL'),
  creatinine: single('CREAT', 'mg/dL'),
  hba1c: single('HbA1c', '%'),
  ldlHdl: { kind: 'labs', category: 'CHOLL', with: 'CHOLH', series: ['ldl', 'hdl'], unit: 'mg/dL' },
  heartRate: single('HRTRT', '/min'),
  respiratoryRate: single('RESRT', '/min'),
  weight: single('WEIGHT', 'kg'),
};

export function isTrendViewName(value: string | undefined): value is TrendViewName {
  return value !== undefined && (TREND_VIEW_NAMES as readonly string[]).includes(value);
}

/** The path a view reads: /v1/patient/trends/{vitals|labs}/{category}[?with=…]. */
export function trendPath(request: Pick<TrendViewRequest, 'kind' | 'category' | 'with'>): string {
  const base = `/v1/patient/trends/${request.kind}/${encodeURIComponent(request.category)}`;
  return request.with ? `${base}?with=${encodeURIComponent(request.with)}` : base;
}

export interface ChartPoint {
  date: string;
  [series: string]: number | string | null | undefined;
}

/**
 * The response as chart rows, in the patient's units [PROF-7] (a weight in lb or kg; the stored readings keep
 * theirs). Blood pressure plots systolic and diastolic of one measurement; LDL & HDL joins the two series on
 * their dates (a date with only one of them keeps a gap in the other).
 */
export function toChartPoints(
  view: TrendViewName,
  response: TrendResponse | undefined,
  units: UnitSystem,
): ChartPoint[] {
  if (!response) return [];
  const shown = (value: number | null | undefined) =>
    value === null || value === undefined
      ? null
      : convertQuantity({ value, unit: response.unit ?? TREND_VIEW_REQUESTS[view].unit }, units).value;
  const byDate = (points: readonly TrendPoint[]) => new Map(points.map((p) => [p.date, shown(p.value)]));
  if (view === 'bloodPressure') {
    return response.data.map((p) => ({
      date: p.date,
      systolic: shown(p.systolic ?? p.value),
      diastolic: shown(p.diastolic),
    }));
  }
  if (view === 'ldlHdl') {
    const hdl: TrendSeries | undefined = response.related?.find((s) => s.category === 'CHOLH');
    const ldlByDate = byDate(response.data);
    const hdlByDate = byDate(hdl?.data ?? []);
    const dates = [...new Set([...ldlByDate.keys(), ...hdlByDate.keys()])].sort();
    return dates.map((date) => ({
      date,
      ldl: ldlByDate.get(date) ?? null,
      hdl: hdlByDate.get(date) ?? null,
    }));
  }
  return response.data.map((p) => ({ date: p.date, value: shown(p.value) }));
}

/**
 * The normal range of each series, as the server answered it and read the one way (`normaliseRange`), in the
 * units the chart shows [PROF-7]: blood pressure has a systolic and a diastolic range, LDL & HDL one each from
 * its own series; the other views one.
 */
export function seriesReferenceRanges(
  view: TrendViewName,
  response: TrendResponse | undefined,
  units: UnitSystem,
): Record<string, NormalRange | undefined> {
  const unit = response?.unit ?? TREND_VIEW_REQUESTS[view].unit;
  const toRange = (range: ReferenceRange | null | undefined): NormalRange | undefined => {
    const normal = normaliseRange(range);
    return normal ? convertRange(normal, unit, units) : undefined;
  };
  const range = response?.reference_range;
  if (view === 'bloodPressure') {
    return {
      systolic: toRange(range?.components?.systolic),
      diastolic: toRange(range?.components?.diastolic),
    };
  }
  if (view === 'ldlHdl') {
    const hdl = response?.related?.find((s) => s.category === 'CHOLH');
    return { ldl: toRange(range), hdl: toRange(hdl?.reference_range) };
  }
  return { value: toRange(range) };
}

/**
 * What the chart needs of a series' range: the band to shade (an open side left open: the chart runs it to its
 * edge), the range as a lab writes it, and the verdict on each reading, all from the contract's one reading.
 */
export function chartRange(
  range: NormalRange | undefined,
  number: (v: number) => string,
): Pick<ChartSeries, 'referenceRange' | 'referenceRangeText' | 'classify'> {
  if (!range || (range.low === undefined && range.high === undefined)) return {};
  return {
    referenceRange: {
      ...(range.low !== undefined ? { low: range.low } : {}),
      ...(range.high !== undefined ? { high: range.high } : {}),
    },
    referenceRangeText: formatRange(range, number),
    classify: (value) => {
      const position = classifyValue(value, range);
      return position === 'below' || position === 'within' || position === 'above' ? position : null;
    },
  };
}

/**
 * UCUM units as a patient reads them (the contract's `readableUnit`), `fallback` when the series names none, in
 * the patient's units when given [PROF-7] (a weight's axis in lb or kg).
 */
export function displayUnit(unit: string | null | undefined, fallback: string, units?: UnitSystem): string {
  const given = unit ?? fallback;
  return readableUnit(units ? unitIn(given, units) : given);
}
