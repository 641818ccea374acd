/*
 * Reference ranges, read one way everywhere. A range reaches us as FHIR's `referenceRange` (low and high,
 * high only, low only, text alone such as "<5.7", "≥60" or "Negative", several of them for ages or sexes) or as
 * the stored {low, high, text}. The chart's band, its table, its summary, the Labs list, a kit's result, the
 * printable summary and the share view all normalise it here and classify a value here, so none of them can
 * draw a one-sided range upside down or call a value normal that another screen calls high.
 */

/** A range as stored and answered (`ReferenceRange`) or as FHIR sends it (`low.value`, `high.value`). */
export interface RangeInput {
  low?: number | { value?: number | null | undefined } | null | undefined;
  high?: number | { value?: number | null | undefined } | null | undefined;
  text?: string | null | undefined;
}

/** A range in one shape: either side may be open; a bound is inside the range unless the source said "<"/">". */
export interface NormalRange {
  low?: number;
  high?: number;
  lowInclusive: boolean;
  highInclusive: boolean;
  /** What the source wrote when it is not a number ("Negative"): a result matching it is within. */
  text?: string;
}

/** Where a value sits: `outside` is a result that is not the expected one and has no direction ("Positive"). */
export type RangePosition = 'below' | 'within' | 'above' | 'outside' | 'unknown';

const NUMBER = String.raw`(-?\d+(?:\.\d+)?)`;
/** Whatever follows a number in a lab's text: a unit ("%", " mL/min/1.73 m2"), never more of the number. */
const TAIL = String.raw`(?:\s+\S.*|[^\d\s.,\-–—].*)?`;
/** A unit written between a number and its words ("60 mL/min or more"). */
const UNIT = String.raw`(?:[^\d\s]+\s+)?`;
const UPPER: ReadonlyArray<[RegExp, boolean]> = [
  [new RegExp(String.raw`^(?:<=|=<|≤|⩽|up to|at most)\s*${NUMBER}${TAIL}$`, 'i'), true],
  [new RegExp(String.raw`^(?:<|less than|below|under)\s*${NUMBER}${TAIL}$`, 'i'), false],
  [new RegExp(String.raw`^${NUMBER}\s*${UNIT}(?:or less|or lower|or below|and below)$`, 'i'), true],
];
const LOWER: ReadonlyArray<[RegExp, boolean]> = [
  [new RegExp(String.raw`^(?:>=|=>|≥|⩾|at least)\s*${NUMBER}${TAIL}$`, 'i'), true],
  [new RegExp(String.raw`^(?:>|greater than|more than|above|over)\s*${NUMBER}${TAIL}$`, 'i'), false],
  [
    new RegExp(
      String.raw`^${NUMBER}\s*(?:\+|${UNIT}(?:or more|or higher|or above|and above|or greater))$`,
      'i',
    ),
    true,
  ],
];
const BETWEEN = new RegExp(String.raw`^${NUMBER}\s*(?:-|–|—|to)\s*${NUMBER}${TAIL}$`, 'i');

const numeric = (side: RangeInput['low']): number | undefined => {
  const v = typeof side === 'object' && side !== null ? side.value : side;
  return typeof v === 'number' && Number.isFinite(v) ? v : undefined;
};

/** The numbers a lab's text names ("<5.7", "≥ 60 mL/min", "4.0-5.6 %"), or null when it names none. */
export function parseRangeText(text: string): Omit<NormalRange, 'text'> | null {
  const t = text.trim().replace(/\s+/g, ' ');
  const between = BETWEEN.exec(t);
  if (between) {
    const [a, b] = [Number(between[1]), Number(between[2])];
    return { low: Math.min(a, b), high: Math.max(a, b), lowInclusive: true, highInclusive: true };
  }
  for (const [pattern, inclusive] of UPPER) {
    const m = pattern.exec(t);
    if (m) return { high: Number(m[1]), lowInclusive: true, highInclusive: inclusive };
  }
  for (const [pattern, inclusive] of LOWER) {
    const m = pattern.exec(t);
    if (m) return { low: Number(m[1]), lowInclusive: inclusive, highInclusive: true };
  }
  return null;
}

/**
 * One range from what the source sent. FHIR's `low` and `high` are inclusive; a side they leave open is taken
 * from the text when the text names it, and the text's "<" or ">" decides whether that bound is itself normal.
 * Null when nothing usable is there.
 */
export function normaliseRange(input: RangeInput | null | undefined): NormalRange | null {
  if (!input) return null;
  const low = numeric(input.low);
  const high = numeric(input.high);
  const text = typeof input.text === 'string' && input.text.trim() !== '' ? input.text.trim() : undefined;
  const parsed = text === undefined ? null : parseRangeText(text);
  const range: NormalRange = { lowInclusive: true, highInclusive: true };
  const lowFrom = low ?? parsed?.low;
  const highFrom = high ?? parsed?.high;
  if (lowFrom !== undefined) {
    range.low = lowFrom;
    range.lowInclusive = parsed?.low === lowFrom ? parsed.lowInclusive : true;
  }
  if (highFrom !== undefined) {
    range.high = highFrom;
    range.highInclusive = parsed?.high === highFrom ? parsed.highInclusive : true;
  }
  if (text !== undefined && !parsed) range.text = text;
  if (range.low === undefined && range.high === undefined && range.text === undefined) return null;
  return range;
}

/** Results that are each other's opposite: a value of one against a range of the other is out of range. */
const OPPOSITES: ReadonlyArray<readonly [string, string]> = [
  ['negative', 'positive'],
  ['non-reactive', 'reactive'],
  ['nonreactive', 'reactive'],
  ['not detected', 'detected'],
  ['absent', 'present'],
  ['normal', 'abnormal'],
];

const words = (s: string) => s.trim().toLowerCase().replace(/\s+/g, ' ');

/** Where a result may lie: one number, or a side a lab wrote ("<5.7" is below 5.7, ">90" above 90). */
type Interval = Omit<NormalRange, 'text'>;

const PLAIN_NUMBER = new RegExp(String.raw`^${NUMBER}${TAIL}$`);

/**
 * What a result written as text says as numbers: "6.8 %" is 6.8, "<5.7" anything below 5.7, "≥ 90 mL/min" 90
 * or more; null for words ("Negative", "see comment") and for a span ("4.0-5.6"), which are no one value.
 */
export function readValueText(text: string): Interval | null {
  const t = text.trim().replace(/\s+/g, ' ');
  if (BETWEEN.test(t)) return null;
  const plain = PLAIN_NUMBER.exec(t);
  if (plain) {
    const v = Number(plain[1]);
    return { low: v, high: v, lowInclusive: true, highInclusive: true };
  }
  return parseRangeText(t);
}

/** Whether every value of the interval lies below the range's low end (or, `above`, past its high end). */
function outsideOf(value: Interval, range: NormalRange, side: 'below' | 'above'): boolean {
  if (side === 'below') {
    if (range.low === undefined || value.high === undefined) return false;
    return (
      value.high < range.low || (value.high === range.low && !(value.highInclusive && range.lowInclusive))
    );
  }
  if (range.high === undefined || value.low === undefined) return false;
  return value.low > range.high || (value.low === range.high && !(value.lowInclusive && range.highInclusive));
}

/** Whether every value of the interval lies inside the range. */
function insideOf(value: Interval, range: NormalRange): boolean {
  const lowOk =
    range.low === undefined ||
    (value.low !== undefined &&
      (value.low > range.low || (value.low === range.low && (range.lowInclusive || !value.lowInclusive))));
  const highOk =
    range.high === undefined ||
    (value.high !== undefined &&
      (value.high < range.high ||
        (value.high === range.high && (range.highInclusive || !value.highInclusive))));
  return lowOk && highOk;
}

/**
 * Where a result sits against its range; `unknown` when the range cannot say (no range, other words, or a
 * result written as a side, "<5.7", that reaches past an end of the range). A result written as text is read
 * for its numbers first ("6.8 %", "<5.7"), else as words against the range's words.
 */
export function classifyValue(
  value: number | string | null | undefined,
  range: NormalRange | null | undefined,
): RangePosition {
  if (!range || value === null || value === undefined) return 'unknown';
  const interval: Interval | null =
    typeof value === 'number'
      ? Number.isFinite(value)
        ? { low: value, high: value, lowInclusive: true, highInclusive: true }
        : null
      : readValueText(value);
  if (interval) {
    if (range.low === undefined && range.high === undefined) return 'unknown';
    if (outsideOf(interval, range, 'below')) return 'below';
    if (outsideOf(interval, range, 'above')) return 'above';
    return insideOf(interval, range) ? 'within' : 'unknown';
  }
  if (typeof value === 'number' || range.text === undefined) return 'unknown';
  const [result, expected] = [words(value), words(range.text)];
  if (result === expected) return 'within';
  const opposite = OPPOSITES.some(
    ([a, b]) => (a === expected && b === result) || (b === expected && a === result),
  );
  return opposite ? 'outside' : 'unknown';
}

/** Whether a position is one a patient must be told about. */
export const isOutOfRange = (position: RangePosition): boolean =>
  position === 'below' || position === 'above' || position === 'outside';

/**
 * A range as a lab report prints it, in the reader's number format: "4 – 5.6", "≤ 5.6", "< 5.7", "≥ 60",
 * "> 60", or the source's words ("Negative"). The unit is the caller's to add.
 */
export function formatRange(range: NormalRange, number: (v: number) => string): string {
  const { low, high } = range;
  if (low !== undefined && high !== undefined) {
    if (range.lowInclusive && range.highInclusive) return `${number(low)} – ${number(high)}`;
    return `${range.lowInclusive ? '≥' : '>'} ${number(low)}, ${range.highInclusive ? '≤' : '<'} ${number(high)}`;
  }
  if (high !== undefined) return `${range.highInclusive ? '≤' : '<'} ${number(high)}`;
  if (low !== undefined) return `${range.lowInclusive ? '≥' : '>'} ${number(low)}`;
  return range.text ?? '';
}

// ---------------------------------------------------------------------------------------------------------
// Which of several ranges applies (FHIR `appliesTo`, `age`, `type`)
// ---------------------------------------------------------------------------------------------------------

interface Coding {
  system?: string | undefined;
  code?: string | undefined;
}
interface Concept {
  coding?: Coding[] | undefined;
  text?: string | undefined;
}
/** A FHIR `Observation.referenceRange` element, as much of it as choosing needs. */
export interface FhirReferenceRange extends RangeInput {
  type?: Concept | undefined;
  appliesTo?: Concept[] | undefined;
  age?: { low?: AgeBound | undefined; high?: AgeBound | undefined } | undefined;
}

/** One end of an age band: a UCUM age (`a`, `mo`, `wk`, `d`); without a unit, years. */
interface AgeBound {
  value?: number | undefined;
  unit?: string | undefined;
  code?: string | undefined;
}

export type RangeSex = 'female' | 'male';

/**
 * What we know of the patient when the result was taken; unknown facts stay unknown. The age is counted from
 * `birthDate` to `on` (ISO dates) in the band's own unit, so a band in months is not read as years; `ageYears`
 * alone can answer only a band in years.
 */
export interface RangeSubject {
  sex?: RangeSex | null | undefined;
  ageYears?: number | null | undefined;
  birthDate?: string | null | undefined;
  on?: string | null | undefined;
}

const SEX_CODES: Record<string, RangeSex> = {
  female: 'female',
  male: 'male',
  F: 'female',
  M: 'male',
  '248152002': 'female',
  '248153007': 'male',
};

/** The sex a concept names (administrative gender, SNOMED CT, HL7 v2 codes, or the words), or undefined. */
function sexOf(concept: Concept): RangeSex | undefined {
  for (const c of concept.coding ?? []) {
    const sex = c.code !== undefined ? SEX_CODES[c.code] : undefined;
    if (sex) return sex;
  }
  const text = concept.text ? words(concept.text) : '';
  return text === 'female' || text === 'male' ? text : undefined;
}

type AgeUnit = 'a' | 'mo' | 'wk' | 'd';
const AGE_UNITS: Record<string, AgeUnit> = {
  a: 'a',
  yr: 'a',
  year: 'a',
  years: 'a',
  mo: 'mo',
  month: 'mo',
  months: 'mo',
  wk: 'wk',
  week: 'wk',
  weeks: 'wk',
  d: 'd',
  day: 'd',
  days: 'd',
};

const DAY_MS = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})/;

/** Completed units of age from one ISO date to another (as a birthday counts them), or null. */
function completedAge(birthDate: string, on: string, unit: AgeUnit): number | null {
  const [b, d] = [ISO_DATE.exec(birthDate), ISO_DATE.exec(on)];
  if (!b || !d) return null;
  const [by, bm, bd] = [Number(b[1]), Number(b[2]), Number(b[3])];
  const [y, m, day] = [Number(d[1]), Number(d[2]), Number(d[3])];
  const months = (y - by) * 12 + (m - bm) - (day < bd ? 1 : 0);
  if (unit === 'a') return Math.floor(months / 12);
  if (unit === 'mo') return months;
  const days = Math.round((Date.UTC(y, m - 1, day) - Date.UTC(by, bm - 1, bd)) / DAY_MS);
  return unit === 'wk' ? Math.floor(days / 7) : days;
}

/** The patient's age in the bound's unit; undefined for a bound with no number, null when it cannot be told. */
function ageFor(bound: AgeBound | undefined, who: RangeSubject): number | null | undefined {
  if (bound?.value === undefined) return undefined;
  const written = bound.code ?? bound.unit;
  const unit = written === undefined ? 'a' : AGE_UNITS[written.trim().toLowerCase()];
  if (!unit) return null;
  if (who.birthDate && who.on) return completedAge(who.birthDate, who.on, unit);
  return unit === 'a' && typeof who.ageYears === 'number' ? who.ageYears : null;
}

/** How closely a range fits the patient, or null when it does not apply or we cannot tell that it does. */
function fit(range: FhirReferenceRange, who: RangeSubject): number | null {
  let score = 0;
  const type = range.type?.coding?.find((c) => c.code)?.code;
  if (type !== undefined && type !== 'normal') return null;
  if (range.age) {
    const { low, high } = range.age;
    const [fromLow, fromHigh] = [ageFor(low, who), ageFor(high, who)];
    if (fromLow === null || fromHigh === null || (fromLow === undefined && fromHigh === undefined))
      return null;
    if (fromLow !== undefined && fromLow < low!.value!) return null;
    if (fromHigh !== undefined && fromHigh > high!.value!) return null;
    score += 1;
  }
  for (const concept of range.appliesTo ?? []) {
    const sex = sexOf(concept);
    // a condition we cannot check (pregnancy, race…) is not assumed to hold
    if (sex === undefined || !who.sex || sex !== who.sex) return null;
    score += 1;
  }
  return score;
}

/**
 * The one range of several that applies to this patient: a range for their age or sex before a general one;
 * a range for a sex or an age we do not know is never assumed, so with none left there is none (null).
 */
export function selectReferenceRange(
  ranges: readonly FhirReferenceRange[] | null | undefined,
  who: RangeSubject = {},
): FhirReferenceRange | null {
  let best: { range: FhirReferenceRange; score: number } | null = null;
  for (const range of ranges ?? []) {
    const score = fit(range, who);
    if (score !== null && (!best || score > best.score)) best = { range, score };
  }
  return best?.range ?? null;
}
