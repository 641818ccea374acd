/* eslint-disable @typescript-eslint/no-explicit-any -- eight record tables share one shape; queries pick the table at run time, which Kysely cannot type. */
import { ACTIVE_CONDITION_STATUSES, LOINC, RECORD_CATEGORIES, type RecordCategory } from '@portal/contract';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Db } from '../../../db/database.js';
import { ENTRY_COLUMNS, OBSERVATION_COLUMNS, RECORD_TABLES, TABLE_OF_CATEGORY } from './columns.js';

/*
 * The patient's reads. Every read is scoped by the patient id the access token names: a patient can only ever
 * read their own rows (REC-6 / SEC-1).
 */

export interface DateFilter {
  date_from?: string | undefined;
  date_to?: string | undefined;
}

export interface RecordFilter extends DateFilter {
  type?: string | undefined;
  q?: string | undefined;
  code?: string | undefined;
}

/** The timeline and any category list stay bounded even for a very large record. */
export const TIMELINE_LIMIT = 20_000;

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const isoOf = (column: string) =>
  sql`to_char(${sql.ref(column)} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * One timeline list as JSON text. PostgreSQL builds the JSON (json_agg): a 10,000-entry timeline then costs one
 * text value instead of 10,000 decoded rows re-serialised in JavaScript.
 */
export async function timelineListJson(
  db: Db,
  patientId: string,
  table: 'medications' | 'encounters',
  filter: RecordFilter,
): Promise<string> {
  const conditions = [sql`patient_id = ${patientId}`];
  if (filter.date_from) conditions.push(sql`date >= ${new Date(`${filter.date_from}T00:00:00Z`)}`);
  if (filter.date_to) {
    conditions.push(sql`date < ${new Date(Date.parse(`${filter.date_to}T00:00:00Z`) + 86_400_000)}`);
  }
  if (filter.q) conditions.push(sql`display ilike ${likePattern(filter.q)}`);
  const where = sql.join(conditions, sql` and `);
  const fields =
    table === 'medications'
      ? sql`'id', id::text, 'name', display, 'code', code, 'status', status, 'date', ${isoOf('date')},
            'source', source`
      : sql`'id', id::text, 'name', display, 'class', type, 'status', status, 'date', ${isoOf('date')},
            'end_date', ${isoOf('end_date')}, 'clinician', clinician, 'place', place, 'source', source`;
  const result = await sql<{ json: string }>`
    select coalesce(json_agg(json_build_object(${fields}) order by date desc nulls last, id desc), '[]')::text as json
    from (
      select * from ${sql.table(table)} where ${where}
      order by date desc nulls last, id desc limit ${TIMELINE_LIMIT}
    ) as t
  `.execute(db);
  return result.rows[0]?.json ?? '[]';
}

/** A category's rows narrowed by a page's filters (dates inclusive, sub-type, search text). */
function pageWhere(patientId: string, f: RecordFilter) {
  const conditions = [sql`patient_id = ${patientId}`];
  if (f.type) conditions.push(sql`type = ${f.type}`);
  if (f.q) conditions.push(sql`display ilike ${likePattern(f.q)}`);
  if (f.code) conditions.push(sql`code = ${f.code}`);
  return datedWhere(conditions, f);
}

/** What comes first in a category's list: a current problem before a resolved one, else only the date. */
const standing = (category: RecordCategory) =>
  category === 'conditions'
    ? sql`case when bool_or(status in (${sql.join([...ACTIVE_CONDITION_STATUSES])})) then 0 else 1 end`
    : sql`0`;

/** A row of a records page; observations also carry their reading's columns and resource. */
export interface PageRow {
  id: number;
  type: string | null;
  code: string | null;
  code_system: string | null;
  display: string | null;
  status: string | null;
  date: Date | string | null;
  end_date: Date | string | null;
  value_text: string | null;
  source: string;
  source_resource_id: string;
  component?: string;
  value?: number | null;
  value_boolean?: boolean | null;
  value_absent?: string | null;
  unit?: string | null;
  ref_low?: number | null;
  ref_high?: number | null;
  ref_text?: string | null;
  resource?: { code?: { text?: string; coding?: { code?: string; display?: string }[] } };
}

/**
 * One page of a category, newest first, and the total the filters match, both counted in source resources (one
 * record, one measurement: `categoryCounts` counts the same way). The rows of one resource (a blood pressure's
 * systolic and diastolic) come together, in component order, so the page never splits a reading.
 */
export async function recordsPage(
  db: Db,
  patientId: string,
  category: RecordCategory,
  filter: RecordFilter & { page: number; page_size: number },
): Promise<{ rows: PageRow[]; total: number }> {
  const table = sql.table(TABLE_OF_CATEGORY[category]);
  const where = pageWhere(patientId, filter);
  const columns = sql.join(
    [
      'id',
      ...ENTRY_COLUMNS,
      'source',
      'source_resource_id',
      ...(category === 'observations' ? ['component', ...OBSERVATION_COLUMNS, 'resource'] : []),
    ].map((c) => sql.ref(`r.${c}`)),
  );
  const [rows, total] = await Promise.all([
    sql<PageRow>`
      select ${columns} from (
        select source, source_resource_id, ${standing(category)} as standing, max(date) as date, max(id) as id
        from ${table} where ${where}
        group by source, source_resource_id
        order by standing, max(date) desc, max(id) desc
        limit ${filter.page_size} offset ${(filter.page - 1) * filter.page_size}
      ) as p
      join ${table} as r
        on r.patient_id = ${patientId} and r.source = p.source and r.source_resource_id = p.source_resource_id
      order by p.standing, p.date desc, p.id desc, r.id
    `.execute(db),
    sql<{ count: number }>`
      select count(distinct (source, source_resource_id))::int as count from ${table} where ${where}
    `.execute(db),
  ]);
  return { rows: rows.rows, total: Number(total.rows[0]?.count ?? 0) };
}

export interface MedicationRow {
  id: number;
  code: string | null;
  code_system: string | null;
  display: string | null;
  status: string | null;
  source: string;
  fills: number;
  since: Date | string | null;
  last_date: Date | string | null;
  /** The latest record's FHIR fields the list shows: how to take it, who wrote it, when it ends. */
  dosage: { text?: string }[] | null;
  requester: { display?: string } | null;
  validity_end: string | null;
  bounds_end: string | null;
  /** The clinician of the visit the latest was written in, when the source named one. */
  visit_clinician: string | null;
}

/**
 * The patient's medications: their records grouped by code (else by name), each with its latest record, how many
 * there are and the first and latest dates. Newest first.
 */
export async function medicationGroups(db: Db, patientId: string, f: DateFilter): Promise<MedicationRow[]> {
  const where = datedWhere([sql`patient_id = ${patientId}`], f);
  const result = await sql<MedicationRow>`
    with m as (
      select *, coalesce(code_system || '|' || code, 'name|' || lower(display), 'id|' || id::text) as grp
      from medications where ${where}
    ),
    g as (
      select grp, count(*)::int as fills, min(date) as since, max(date) as last_date from m group by grp
    ),
    latest as (
      select distinct on (m.grp) m.*, g.fills, g.since, g.last_date
      from m join g on g.grp = m.grp
      order by m.grp, m.date desc nulls last, m.id desc
    )
    select l.id, l.code, l.code_system, l.display, l.status, l.source, l.fills, l.since, l.last_date,
      l.resource->'dosageInstruction' as dosage, l.resource->'requester' as requester,
      l.resource->'dispenseRequest'->'validityPeriod'->>'end' as validity_end,
      l.resource->'dosageInstruction'->0->'timing'->'repeat'->'boundsPeriod'->>'end' as bounds_end,
      e.clinician as visit_clinician
    from latest l
    left join encounters e
      on e.patient_id = ${patientId} and e.source = l.source and e.source_resource_id = l.encounter_ref
    order by l.last_date desc nulls last, l.id desc
  `.execute(db);
  return result.rows;
}

/** Records (source resources, as `recordsPage` counts them) and latest date per category: one statement over the eight tables (not eight round trips). */
export async function categoryCounts(db: Db, patientId: string, f: DateFilter = {}) {
  const where = datedWhere([sql`patient_id = ${patientId}`], f);
  const parts = RECORD_CATEGORIES.map(
    (category, order) => sql`select ${order}::int as "order",
      count(distinct (source, source_resource_id))::int as count, max(date) as last_date
      from ${sql.table(TABLE_OF_CATEGORY[category])} where ${where}`,
  );
  const result = await sql<{ order: number; count: number; last_date: Date | string | null }>`
    ${sql.join(parts, sql` union all `)} order by 1
  `.execute(db);
  return result.rows.map((row) => ({
    category: RECORD_CATEGORIES[row.order]!,
    count: row.count,
    last_date: row.last_date,
  }));
}

/** `conditions`, narrowed to the filter's days (inclusive; an undated record is outside any range). */
function datedWhere(conditions: RawBuilder<unknown>[], f: DateFilter) {
  if (f.date_from) conditions.push(sql`date >= ${new Date(`${f.date_from}T00:00:00Z`)}`);
  if (f.date_to) conditions.push(sql`date < ${new Date(Date.parse(`${f.date_to}T00:00:00Z`) + 86_400_000)}`);
  return sql.join(conditions, sql` and `);
}

function trendWhere(patientId: string, codes: readonly string[], f: DateFilter) {
  return datedWhere(
    [
      sql`patient_id = ${patientId}`,
      sql`code in (${sql.join([...codes])})`,
      sql`value is not null`,
      sql`date is not null`,
    ],
    f,
  );
}

/**
 * A trend's points as JSON text (a patient can have thousands of readings). Blood pressure pairs the systolic
 * and diastolic rows of one measurement (same source resource) into one point.
 */
export async function trendPointsJson(
  db: Db,
  patientId: string,
  codes: readonly string[],
  bloodPressure: boolean,
  f: DateFilter,
): Promise<string> {
  const where = trendWhere(patientId, codes, f);
  const result = bloodPressure
    ? await sql<{ json: string }>`
        select coalesce(jsonb_agg(
          jsonb_build_object('date', ${isoOf('date')}, 'value', systolic, 'unit', unit, 'loinc', ${LOINC.systolic}::text,
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
          json_build_object('date', ${isoOf('date')}, 'value', value, 'unit', unit, 'loinc', code, 'source', source)
          order by date, id), '[]')::text as json
        from observations where ${where}
      `.execute(db);
  return result.rows[0]?.json ?? '[]';
}

export interface RangeRow {
  code: string;
  unit: string | null;
  ref_low: number | null;
  ref_high: number | null;
  ref_text: string | null;
}

/** The latest unit, and the latest reference range the records carry, per LOINC code. */
export async function latestRanges(
  db: Db,
  patientId: string,
  codes: readonly string[],
  f: DateFilter,
): Promise<RangeRow[]> {
  const where = trendWhere(patientId, codes, f);
  const result = await sql<RangeRow & { has_range: boolean }>`
    select distinct on (code, has_range) code, unit, ref_low, ref_high, ref_text, has_range
    from (select *, (ref_low is not null or ref_high is not null or ref_text is not null) as has_range
      from observations where ${where}) as o
    order by code, has_range, date desc, id desc
  `.execute(db);
  return result.rows;
}

/** Every stored source resource of the patient, table by table (an observation's components share one). */
export async function storedResources(db: Db, patientId: string) {
  const all = await Promise.all(
    RECORD_TABLES.map((table) =>
      (db as Kysely<any>)
        .selectFrom(table)
        .select(['resource_type', 'source_resource_id', 'resource'])
        .where('patient_id', '=', patientId)
        .orderBy('date')
        .orderBy('id')
        .execute(),
    ),
  );
  return all.flat() as Array<{
    resource_type: string;
    source_resource_id: string;
    resource: Record<string, unknown>;
  }>;
}

/** The version of the patient's records (moved by every change to them), or -1 before they have any. */
export async function recordVersion(db: Db, patientId: string): Promise<number> {
  const row = await db
    .selectFrom('record_versions')
    .select('version')
    .where('patient_id', '=', patientId)
    .executeTakeFirst();
  return row?.version ?? -1;
}

/** The account's own demographics, for the exported bundle's Patient. */
export async function accountDemographics(db: Db, patientId: string) {
  return db
    .selectFrom('patients')
    .select(['id', 'first_name', 'last_name', 'date_of_birth', 'phone', 'email'])
    .where('id', '=', patientId)
    .executeTakeFirst();
}
