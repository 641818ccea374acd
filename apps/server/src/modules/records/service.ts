/* eslint-disable @typescript-eslint/no-explicit-any -- eight record tables share one shape; queries pick the table at run time, which Kysely cannot type. */
import {
  LOINC,
  RECORD_CATEGORIES,
  TREND_KIND,
  TREND_LOINC_CODES,
  TREND_REFERENCE_RANGES,
  isTrendCategory,
  type RecordCategory,
  type RecordItem,
  type RecordsPage,
  type RecordsSummary,
  type ReferenceRange,
  type TrendCategory,
  type TrendKind,
  type TrendSeries,
} from '@portal/contract';
import { sql, type Kysely } from 'kysely';
import type { Db } from '../../db/database.js';
import { AppError } from '../../http/errors.js';
import { TABLE_OF_CATEGORY } from './store.js';

/*
 * Reads of the normalised records. Every query is scoped by the patient id the access token names: a patient
 * can only ever read their own rows (REC-6 / SEC-1).
 */

export interface DateFilter {
  date_from?: string | undefined;
  date_to?: string | undefined;
}

export interface RecordFilter extends DateFilter {
  type?: string | undefined;
  q?: string | undefined;
}

/** The timeline and any category list stay bounded even for a very large record. */
export const TIMELINE_LIMIT = 20_000;

const invalid = (field: string, key: string) => new AppError('VALIDATION_FAILED', 400, { field, key });

export function parseRecordCategory(value: string | undefined): RecordCategory | 'timeline' {
  if (value === undefined || value === '' || value === 'timeline') return 'timeline';
  if ((RECORD_CATEGORIES as readonly string[]).includes(value)) return value as RecordCategory;
  throw invalid('category', 'record_category_unknown');
}

export function parseTrendCategory(kind: TrendKind, value: string): TrendCategory {
  if (isTrendCategory(kind, value)) return value;
  throw invalid('category', kind === 'vitals' ? 'vital_category_unknown' : 'lab_category_unknown');
}

// -------------------------------------------------------------------------------------------------------------

/** Date filters on `date`: from the start of date_from to the end of date_to (UTC days). */
function whereDates<Q extends { where: (...args: any[]) => Q }>(query: Q, f: DateFilter): Q {
  let q = query;
  if (f.date_from) q = q.where('date', '>=', new Date(`${f.date_from}T00:00:00Z`));
  if (f.date_to) q = q.where('date', '<', new Date(Date.parse(`${f.date_to}T00:00:00Z`) + 86_400_000));
  return q;
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The timeline as JSON text of the `Timeline` shape. PostgreSQL builds the JSON (json_agg): a 10,000-entry
 * timeline then costs one text value instead of 10,000 decoded rows re-serialised in JavaScript.
 */
export async function readTimelineJson(db: Db, patientId: string, filter: RecordFilter): Promise<string> {
  if (filter.type && filter.type !== 'medication' && filter.type !== 'encounter')
    throw invalid('type', 'invalid');
  const conditions = [sql`patient_id = ${patientId}`];
  if (filter.date_from) conditions.push(sql`date >= ${new Date(`${filter.date_from}T00:00:00Z`)}`);
  if (filter.date_to) {
    conditions.push(sql`date < ${new Date(Date.parse(`${filter.date_to}T00:00:00Z`) + 86_400_000)}`);
  }
  if (filter.q) conditions.push(sql`display ilike ${likePattern(filter.q)}`);
  const where = sql.join(conditions, sql` and `);
  const isoOf = (column: string) =>
    sql`to_char(${sql.ref(column)} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
  const list = async (table: 'medications' | 'encounters') => {
    if (filter.type === (table === 'medications' ? 'encounter' : 'medication')) return '[]';
    const fields =
      table === 'medications'
        ? sql`'id', id::text, 'name', display, 'code', code, 'status', status, 'date', ${isoOf('date')},
              'source', source`
        : sql`'id', id::text, 'name', display, 'class', type, 'status', status, 'date', ${isoOf('date')},
              'end_date', ${isoOf('end_date')}, 'source', source`;
    const result = await sql<{ json: string }>`
      select coalesce(json_agg(json_build_object(${fields}) order by date desc nulls last, id desc), '[]')::text as json
      from (
        select * from ${sql.table(table)} where ${where}
        order by date desc nulls last, id desc limit ${TIMELINE_LIMIT}
      ) as t
    `.execute(db);
    return result.rows[0]?.json ?? '[]';
  };
  const medications = await list('medications');
  const encounters = await list('encounters');
  return `[{"medications":${medications}},{"encounters":${encounters}}]`;
}

export async function readRecords(
  db: Db,
  patientId: string,
  category: RecordCategory,
  filter: RecordFilter & { page?: number | undefined; page_size?: number | undefined },
): Promise<RecordsPage> {
  const page = filter.page ?? 1;
  const pageSize = filter.page_size ?? 50;
  const table = TABLE_OF_CATEGORY[category];
  const observation = table === 'observations';
  let q = (db as Kysely<any>).selectFrom(table).where('patient_id', '=', patientId);
  q = whereDates(q, filter);
  if (filter.type) q = q.where('type', '=', filter.type);
  if (filter.q) q = q.where('display', 'ilike', likePattern(filter.q));
  const columns = [
    'id',
    'type',
    'code',
    'code_system',
    'display',
    'status',
    'date',
    'end_date',
    'value_text',
    'source',
    'source_resource_id',
    ...(observation ? ['value', 'unit', 'ref_low', 'ref_high', 'ref_text'] : []),
  ];
  const [rows, total] = await Promise.all([
    q
      .select(columns as never)
      .orderBy('date', 'desc')
      .orderBy('id', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    q.select((eb: any) => eb.fn.countAll().as('count')).executeTakeFirst(),
  ]);
  return {
    category,
    page,
    page_size: pageSize,
    total: Number((total as { count?: number } | undefined)?.count ?? 0),
    items: (rows as Record<string, any>[]).map((r): RecordItem => ({
      id: String(r.id),
      category,
      type: r.type,
      code: r.code,
      code_system: r.code_system,
      display: r.display,
      status: r.status,
      date: iso(r.date),
      end_date: iso(r.end_date),
      value: observation ? r.value : null,
      value_text: r.value_text,
      unit: observation ? r.unit : null,
      reference_range:
        observation && (r.ref_low !== null || r.ref_high !== null || r.ref_text !== null)
          ? { low: r.ref_low, high: r.ref_high, unit: r.unit, text: r.ref_text }
          : null,
      source: r.source,
      source_resource_id: r.source_resource_id,
    })),
  };
}

export async function readSummary(db: Db, patientId: string): Promise<RecordsSummary> {
  const categories = await Promise.all(
    RECORD_CATEGORIES.map(async (category) => {
      const row = await (db as Kysely<any>)
        .selectFrom(TABLE_OF_CATEGORY[category])
        .select((eb: any) => [eb.fn.countAll().as('count'), eb.fn.max('date').as('last_date')])
        .where('patient_id', '=', patientId)
        .executeTakeFirst();
      return { category, count: Number(row?.count ?? 0), last_date: iso(row?.last_date ?? null) };
    }),
  );
  return { categories };
}

// -------------------------------------------------------------------------------------------------------------

const range = (low: number | null, high: number | null, unit: string | null): ReferenceRange => ({
  low,
  high,
  unit,
  text: null,
});

/*
 * Trends come out of PostgreSQL as JSON text too (a patient can have thousands of readings); only the reference
 * range and unit are read as rows. Blood pressure pairs the systolic and diastolic rows of one measurement (same
 * source resource) into one point.
 */
const ISO = (column: string) =>
  sql`to_char(${sql.ref(column)} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

function trendWhere(patientId: string, codes: readonly string[], f: DateFilter) {
  const conditions = [
    sql`patient_id = ${patientId}`,
    sql`code in (${sql.join([...codes])})`,
    sql`value is not null`,
    sql`date is not null`,
  ];
  if (f.date_from) conditions.push(sql`date >= ${new Date(`${f.date_from}T00:00:00Z`)}`);
  if (f.date_to) conditions.push(sql`date < ${new Date(Date.parse(`${f.date_to}T00:00:00Z`) + 86_400_000)}`);
  return sql.join(conditions, sql` and `);
}

async function trendDataJson(
  db: Db,
  patientId: string,
  category: TrendCategory,
  f: DateFilter,
): Promise<string> {
  const where = trendWhere(patientId, TREND_LOINC_CODES[category], f);
  const result =
    category === 'BPRES'
      ? await sql<{ json: string }>`
          select coalesce(jsonb_agg(
            jsonb_build_object('date', ${ISO('date')}, 'value', systolic, 'unit', unit, 'loinc', ${LOINC.systolic}::text,
              'source', source, 'systolic', systolic)
            || case when diastolic is null then '{}'::jsonb else jsonb_build_object('diastolic', diastolic) end
            order by date, source_resource_id), '[]')::text as json
          from (
            select source, source_resource_id, min(date) as date, max(unit) as unit,
              max(value) filter (where code = ${LOINC.systolic}) as systolic,
              max(value) filter (where code = ${LOINC.diastolic}) as diastolic
            from observations where ${where}
            group by source, source_resource_id
          ) as measurements
          where systolic is not null
        `.execute(db)
      : await sql<{ json: string }>`
          select coalesce(json_agg(
            json_build_object('date', ${ISO('date')}, 'value', value, 'unit', unit, 'loinc', code, 'source', source)
            order by date, id), '[]')::text as json
          from observations where ${where}
        `.execute(db);
  return result.rows[0]?.json ?? '[]';
}

interface RangeRow {
  code: string;
  unit: string | null;
  ref_low: number | null;
  ref_high: number | null;
}

/** The latest unit, and the latest reference range the records carry, per LOINC code of the trend. */
async function latestRanges(
  db: Db,
  patientId: string,
  category: TrendCategory,
  f: DateFilter,
): Promise<RangeRow[]> {
  const where = trendWhere(patientId, TREND_LOINC_CODES[category], f);
  const result = await sql<RangeRow & { has_range: boolean }>`
    select distinct on (code, has_range) code, unit, ref_low, ref_high, has_range
    from (select *, (ref_low is not null or ref_high is not null) as has_range from observations where ${where}) as o
    order by code, has_range, date desc, id desc
  `.execute(db);
  return result.rows;
}

async function seriesJson(
  db: Db,
  patientId: string,
  category: TrendCategory,
  f: DateFilter,
): Promise<string> {
  const [data, ranges] = await Promise.all([
    trendDataJson(db, patientId, category, f),
    latestRanges(db, patientId, category, f),
  ]);
  const withRange = (code?: string) =>
    ranges.find(
      (r) => (r.ref_low !== null || r.ref_high !== null) && (code === undefined || r.code === code),
    );
  const fallback = TREND_REFERENCE_RANGES[category];
  let referenceRange: TrendSeries['reference_range'];
  if (category === 'BPRES') {
    const s = withRange(LOINC.systolic);
    const d = withRange(LOINC.diastolic);
    const systolic = s ? range(s.ref_low, s.ref_high, s.unit) : fallback!.components!.systolic!;
    const diastolic = d ? range(d.ref_low, d.ref_high, d.unit) : fallback!.components!.diastolic!;
    referenceRange = { ...systolic, components: { systolic, diastolic } };
  } else {
    const r = withRange();
    referenceRange = r ? range(r.ref_low, r.ref_high, r.unit) : fallback;
  }
  const unit =
    ranges.find((r) => r.unit !== null)?.unit ?? fallback?.unit ?? (category === 'BPRES' ? 'mm[Hg]' : null);
  const head = JSON.stringify({ category, kind: TREND_KIND[category], unit });
  return `${head.slice(0, -1)},"data":${data},"reference_range":${JSON.stringify(referenceRange)}}`;
}

/** A trend as JSON text of the `TrendResponse` shape; `with` adds a related series of the same kind. */
export async function readTrendJson(
  db: Db,
  patientId: string,
  kind: TrendKind,
  category: TrendCategory,
  f: DateFilter & { with?: string | undefined },
): Promise<string> {
  const related = f.with ? parseTrendCategory(kind, f.with) : undefined;
  const main = await seriesJson(db, patientId, category, f);
  if (!related || related === category) return main;
  return `${main.slice(0, -1)},"related":[${await seriesJson(db, patientId, related, f)}]}`;
}

function iso(value: Date | string | null): string | null {
  if (value === null || value === undefined) return null;
  return new Date(value).toISOString();
}
