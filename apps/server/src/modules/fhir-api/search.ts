/*
 * The FHIR search parameters the Patient Access API understands, parsed into plain values before any SQL is
 * written: each rule a small pure function, so what a query string means is tested apart from the database.
 * What is not understood is refused (400) unless the client asked for `Prefer: handling=lenient`, when unknown
 * parameters are ignored and left out of the bundle's links; a malformed value of a known one is refused either way.
 */

export const FHIR_TYPES = [
  'Patient',
  'Observation',
  'Condition',
  'MedicationRequest',
  'AllergyIntolerance',
  'Immunization',
  'Procedure',
  'Encounter',
  'DiagnosticReport',
  'Coverage',
] as const;
export type FhirType = (typeof FHIR_TYPES)[number];
export const isFhirType = (value: string): value is FhirType =>
  (FHIR_TYPES as readonly string[]).includes(value);

/** What a type-specific parameter filters on. */
export type ParamKind = 'category' | 'code' | 'clinical-status' | 'date';

/**
 * Each type's own parameters, by their names in the FHIR R4 specification: a date is `date` where R4 names it so,
 * `onset-date` on Condition and `authoredon` on MedicationRequest; a code is `vaccine-code` on Immunization and
 * `type` on Encounter. Every type also takes `_id`, `patient` (Coverage: `beneficiary` too), `_count`, `_cursor`.
 */
export const TYPE_PARAMS: Record<FhirType, Record<string, ParamKind>> = {
  Patient: {},
  Observation: { category: 'category', code: 'code', date: 'date' },
  Condition: {
    category: 'category',
    code: 'code',
    'clinical-status': 'clinical-status',
    'onset-date': 'date',
  },
  MedicationRequest: { category: 'category', code: 'code', authoredon: 'date' },
  AllergyIntolerance: {
    category: 'category',
    code: 'code',
    'clinical-status': 'clinical-status',
    date: 'date',
  },
  Immunization: { 'vaccine-code': 'code', date: 'date' },
  Procedure: { category: 'category', code: 'code', date: 'date' },
  Encounter: { type: 'code', date: 'date' },
  DiagnosticReport: { category: 'category', code: 'code', date: 'date' },
  Coverage: {},
};

export const COMMON_PARAMS = ['_id', 'patient', '_count', '_cursor'] as const;

export const DEFAULT_COUNT = 50;
export const MAX_COUNT = 200;

/** `system|code`, `|code` (no system: `system` null), `code` (any system), `system|` (any code of the system). */
export interface Token {
  system: string | null | undefined;
  code: string | undefined;
}

export const DATE_PREFIXES = ['eq', 'ne', 'lt', 'gt', 'le', 'ge', 'sa', 'eb', 'ap'] as const;
export type DatePrefix = (typeof DATE_PREFIXES)[number];

/** A date parameter: its prefix and the range its value stands for, `from` inclusive, `to` exclusive. */
export interface DateParam {
  prefix: DatePrefix;
  from: Date;
  to: Date;
}

export interface Cursor {
  /** Which way from `key`: the rows after it (next page) or before it (previous page). */
  direction: 'after' | 'before';
  key: string;
}

export interface FhirSearch {
  /** `_id` values (comma: any of them), undefined when not asked. */
  ids: string[] | undefined;
  /** Filters of one kind: every repeat of a parameter must hold (AND), any token of one value (OR). */
  tokens: { kind: Exclude<ParamKind, 'date'>; anyOf: Token[] }[];
  dates: DateParam[];
  count: number;
  cursor: Cursor | undefined;
  /** The parameters that made this search, as the bundle's links repeat them (without `_cursor`). */
  echo: [string, string][];
  /** `patient` / `beneficiary` named someone other than the token's patient. */
  otherPatient: boolean;
}

export class SearchError extends Error {
  constructor(
    readonly code: 'PARAM_UNKNOWN' | 'PARAM_INVALID',
    readonly param: string,
  ) {
    super(`${code} ${param}`);
  }
}

/** One token value: `system|code`, `|code`, `system|`, or a bare code. */
export function parseToken(value: string): Token | undefined {
  if (value === '') return undefined;
  const bar = value.indexOf('|');
  if (bar < 0) return { system: undefined, code: value };
  const system = value.slice(0, bar);
  const code = value.slice(bar + 1);
  if (code.includes('|') || (system === '' && code === '')) return undefined;
  return { system: system === '' ? null : system, code: code === '' ? undefined : code };
}

/** A comma-separated token list (a comma escaped as `\,` stays in the value). */
export function parseTokenList(value: string): Token[] | undefined {
  const parts = value.split(/(?<!\\),/).map((part) => part.replace(/\\,/g, ','));
  const tokens = parts.map(parseToken);
  return tokens.every((t): t is Token => t !== undefined) ? tokens : undefined;
}

const DATE_VALUE =
  /^(\d{4})(?:-(\d{2})(?:-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-]\d{2}:\d{2})?)?)?)?$/;

/**
 * The range a FHIR date value stands for: a year, a month or a day (UTC), or an instant to its stated precision.
 * A time without a zone is read as UTC. Impossible dates (2023-02-30) are refused.
 */
export function dateRange(value: string): { from: Date; to: Date } | undefined {
  const m = DATE_VALUE.exec(value);
  if (!m) return undefined;
  const [, y, mo, d, h, mi, s, frac, zone] = m;
  const year = Number(y);
  if (mo === undefined) return { from: utc(year, 0, 1), to: utc(year + 1, 0, 1) };
  const month = Number(mo) - 1;
  if (month > 11) return undefined;
  if (d === undefined) return { from: utc(year, month, 1), to: utc(year, month + 1, 1) };
  const day = Number(d);
  const date = utc(year, month, day);
  if (date.getUTCMonth() !== month || day === 0) return undefined;
  if (h === undefined) return { from: date, to: utc(year, month, day + 1) };
  if (Number(h) > 23 || Number(mi) > 59 || (s !== undefined && Number(s) > 59)) return undefined;
  const iso = `${y}-${mo}-${d}T${h}:${mi}:${s ?? '00'}${frac ? `.${frac.slice(0, 3).padEnd(3, '0')}` : ''}${zone ?? 'Z'}`;
  const from = new Date(iso);
  if (Number.isNaN(from.getTime())) return undefined;
  const step = frac ? 1 : s !== undefined ? 1000 : 60_000;
  return { from, to: new Date(from.getTime() + step) };
}

const utc = (year: number, month: number, day: number) => new Date(Date.UTC(year, month, day));

export function parseDateParam(value: string): DateParam | undefined {
  const prefixed = /^[a-z]{2}/.exec(value)?.[0];
  const prefix = (DATE_PREFIXES as readonly string[]).includes(prefixed ?? '')
    ? (prefixed as DatePrefix)
    : 'eq';
  const range = dateRange(prefixed && prefix === prefixed ? value.slice(2) : value);
  return range && { prefix, ...range };
}

/**
 * What a date parameter asks of a record's own range, `start` (its date) to `end` (its end date, else its date):
 * bounds on each, all of which must hold, or (`ne`) not all. Per FHIR R4 search: `eq` the record lies within the
 * value's range, `lt`/`gt` some of it lies before/after, `le`/`ge` the same or overlapping, `sa`/`eb` it starts
 * after / ends before, `ap` it overlaps the value widened by a tenth of its distance from now (a day at least).
 */
export interface DateBounds {
  startAtLeast?: Date;
  startBefore?: Date;
  endAtLeast?: Date;
  endBefore?: Date;
  negate?: true;
}

export function dateBounds({ prefix, from, to }: DateParam, now: Date): DateBounds {
  switch (prefix) {
    case 'eq':
      return { startAtLeast: from, endBefore: to };
    case 'ne':
      return { startAtLeast: from, endBefore: to, negate: true };
    case 'lt':
      return { startBefore: from };
    case 'gt':
      return { endAtLeast: to };
    case 'le':
      return { startBefore: to };
    case 'ge':
      return { endAtLeast: from };
    case 'sa':
      return { startAtLeast: to };
    case 'eb':
      return { endBefore: from };
    case 'ap': {
      const width = Math.max(86_400_000, Math.abs(now.getTime() - from.getTime()) / 10);
      return { startBefore: new Date(to.getTime() + width), endAtLeast: new Date(from.getTime() - width) };
    }
  }
}

export function parseCount(value: string): number | undefined {
  if (!/^\d{1,6}$/.test(value)) return undefined;
  return Math.min(Number(value), MAX_COUNT);
}

/** The cursor is opaque to clients; it names a row key only, and every query is bound to the token's patient. */
export const encodeCursor = (cursor: Cursor): string =>
  Buffer.from(`${cursor.direction === 'after' ? 'a' : 'b'}:${cursor.key}`).toString('base64url');

export function decodeCursor(value: string): Cursor | undefined {
  if (!/^[A-Za-z0-9_-]{1,200}$/.test(value)) return undefined;
  const m = /^([ab]):([A-Za-z0-9-]{1,64})$/.exec(Buffer.from(value, 'base64url').toString());
  return m ? { direction: m[1] === 'a' ? 'after' : 'before', key: m[2]! } : undefined;
}

/** The token's patient as a search names it: `Patient/<id>`, or the bare id. */
export const namesPatient = (value: string, patientId: string) =>
  value === patientId || value === `Patient/${patientId}`;

const ID = /^[A-Za-z0-9\-.]{1,64}$/;

/**
 * A search's query (name/value pairs, repeats kept) for one type, for the token's patient. Throws SearchError
 * for a parameter the type does not take (unless `lenient`) or a value that cannot be read.
 */
export function parseSearch(
  type: FhirType,
  pairs: readonly [string, string][],
  { patientId, lenient }: { patientId: string; lenient: boolean },
): FhirSearch {
  const own = TYPE_PARAMS[type];
  const search: FhirSearch = {
    ids: undefined,
    tokens: [],
    dates: [],
    count: DEFAULT_COUNT,
    cursor: undefined,
    echo: [],
    otherPatient: false,
  };
  for (const [name, value] of pairs) {
    const invalid = () => new SearchError('PARAM_INVALID', name);
    if (name === '_cursor') {
      search.cursor = decodeCursor(value);
      if (!search.cursor) throw invalid();
      continue;
    }
    if (name === '_count') {
      const count = parseCount(value);
      if (count === undefined) throw invalid();
      search.count = count;
    } else if (name === '_id') {
      const ids = value.split(',');
      if (!ids.every((id) => ID.test(id))) throw invalid();
      search.ids = search.ids ? search.ids.filter((id) => ids.includes(id)) : ids;
    } else if (name === 'patient' || (type === 'Coverage' && name === 'beneficiary')) {
      if (type === 'Patient') throw new SearchError('PARAM_UNKNOWN', name);
      if (value === '') throw invalid();
      if (!value.split(',').some((v) => namesPatient(v, patientId))) search.otherPatient = true;
    } else if (own[name] === 'date') {
      const date = parseDateParam(value);
      if (!date) throw invalid();
      search.dates.push(date);
    } else if (own[name]) {
      const anyOf = parseTokenList(value);
      if (!anyOf) throw invalid();
      search.tokens.push({ kind: own[name] as Exclude<ParamKind, 'date'>, anyOf });
    } else if (lenient) continue;
    else throw new SearchError('PARAM_UNKNOWN', name);
    search.echo.push([name, value]);
  }
  return search;
}
