import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/database.js';
import type { RecordTableName } from '../records/queries.js';
import type { InsurancePlan, ProfilePerson, RecordRow } from './resources.js';
import type { DateBounds, Token } from './search.js';

/*
 * Every SQL statement of the FHIR API. Each is bound to the token's patient id: a key or a cursor names a row only
 * among that patient's own. A search page is one statement: its rows, one more to know a next page exists, and the
 * count of every match (a window over the filtered rows, before the page's key bounds them).
 */

/** Where a token parameter looks in the stored resource (JSON paths: constants, never from the request). */
export interface TokenPaths {
  code?: string;
  category?: string;
  'clinical-status'?: string;
}

export interface RecordSearch {
  table: RecordTableName;
  patientId: string;
  ids: number[] | undefined;
  tokens: { path: string; anyOf: Token[]; plainCodes: boolean }[];
  dates: DateBounds[];
  after: number | undefined;
  before: number | undefined;
  limit: number;
}

/**
 * One row per stored resource: a blood-pressure panel is kept as one row per component, sharing the resource;
 * the panel is served once, under its first row's id (a read by the other row's id finds nothing).
 */
const oneRowPerResource = (table: RecordTableName) =>
  table === 'observations'
    ? // only a split row (component set) needs the look-up: most rows are whole resources
      sql`and (t.component = '' or t.id = (
        select min(o.id) from observations o
        where o.patient_id = t.patient_id and o.source = t.source
          and o.resource_type = t.resource_type and o.source_resource_id = t.source_resource_id))`
    : sql``;

function tokenMatch(path: string, token: Token, plainCodes: boolean): RawBuilder<unknown> {
  // AllergyIntolerance.category is a code, not a CodeableConcept: its system is implied.
  if (plainCodes)
    return sql`jsonb_path_exists(t.resource, ${`${path} ? (@ == $c)`}::jsonpath, ${JSON.stringify({ c: token.code ?? '' })}::jsonb)`;
  const conditions = [
    ...(token.code !== undefined ? ['@.code == $c'] : []),
    ...(token.system === null ? ['!exists(@.system)'] : token.system !== undefined ? ['@.system == $s'] : []),
  ].join(' && ');
  const vars = JSON.stringify({ c: token.code ?? '', s: token.system ?? '' });
  return sql`jsonb_path_exists(t.resource, ${`${path}.coding[*] ? (${conditions})`}::jsonpath, ${vars}::jsonb)`;
}

function dateMatch(bounds: DateBounds): RawBuilder<unknown> {
  const end = sql`coalesce(t.end_date, t.date)`;
  const parts = [
    ...(bounds.startAtLeast ? [sql`t.date >= ${bounds.startAtLeast}`] : []),
    ...(bounds.startBefore ? [sql`t.date < ${bounds.startBefore}`] : []),
    ...(bounds.endAtLeast ? [sql`${end} >= ${bounds.endAtLeast}`] : []),
    ...(bounds.endBefore ? [sql`${end} < ${bounds.endBefore}`] : []),
  ];
  const all = sql`(${sql.join(parts, sql` and `)})`;
  return bounds.negate ? sql`t.date is not null and not ${all}` : all;
}

export async function searchRecords(
  db: Db,
  search: RecordSearch,
): Promise<{ rows: RecordRow[]; total: number }> {
  const filters = [
    ...(search.ids ? [sql`t.id in (${sql.join(search.ids.length ? search.ids : [-1])})`] : []),
    ...search.tokens.map(
      ({ path, anyOf, plainCodes }) =>
        sql`(${sql.join(
          anyOf.map((token) => tokenMatch(path, token, plainCodes)),
          sql` or `,
        )})`,
    ),
    ...search.dates.map(dateMatch),
  ];
  const where = filters.length ? sql`and ${sql.join(filters, sql` and `)}` : sql``;
  const key =
    search.after !== undefined
      ? sql`where s.id > ${search.after} order by s.id asc`
      : search.before !== undefined
        ? sql`where s.id < ${search.before} order by s.id desc`
        : sql`order by s.id asc`;
  const filtered = sql`from ${sql.table(search.table)} t where t.patient_id = ${search.patientId} ${where}`;
  // A panel's rows share their resource, so they match or not together: the first of each is the one served.
  const matches =
    search.table === 'observations'
      ? sql`select m.id from (
          select t.id, row_number() over (
            partition by t.source, t.resource_type, t.source_resource_id order by t.id) as nth
          ${filtered}) m
        where m.nth = 1`
      : sql`select t.id ${filtered}`;
  // The count runs over the matching keys only; the page's resources are read for its rows alone.
  const { rows } = await sql<RecordRow & { total: number }>`
    select t.id, t.resource_type, t.resource, t.updated_at, s.total from (
      select s.id, s.total from (select m.id, count(*) over ()::int as total from (${matches}) m) s
      ${key}
      limit ${search.limit}
    ) s
    join ${sql.table(search.table)} t on t.id = s.id
    order by t.id ${search.before !== undefined ? sql`desc` : sql`asc`}
  `.execute(db);
  // With no row on this page the count is unknown from it: a page past the end says 0 only when nothing matched.
  const total = rows[0]?.total ?? (search.after === undefined && search.before === undefined ? 0 : -1);
  return { rows, total };
}

/** Whether any row of the patient's matches at all (for a page past the last, which has no row to count). */
export async function countRecords(db: Db, search: RecordSearch): Promise<number> {
  const page = await searchRecords(db, { ...search, after: undefined, before: undefined, limit: 1 });
  return page.total;
}

export async function readRecord(
  db: Db,
  table: RecordTableName,
  patientId: string,
  id: number,
): Promise<RecordRow | undefined> {
  const { rows } = await sql<RecordRow>`
    select t.id, t.resource_type, t.resource, t.updated_at
    from ${sql.table(table)} t
    where t.patient_id = ${patientId} and t.id = ${id} ${oneRowPerResource(table)}
  `.execute(db);
  return rows[0];
}

/** The portal's profile of the patient: account, sex as the profile states it, primary address. */
export async function profilePerson(
  db: Db,
  patientId: string,
): Promise<(ProfilePerson & { updated_at: Date }) | undefined> {
  const row = await db
    .selectFrom('patients as p')
    .leftJoin('patient_demographics as d', 'd.patient_id', 'p.id')
    .leftJoin('patient_addresses as a', (join) =>
      join.onRef('a.patient_id', '=', 'p.id').on('a.kind', '=', 'primary'),
    )
    .select([
      'p.id',
      'p.first_name',
      'p.middle_name',
      'p.last_name',
      'p.date_of_birth',
      'p.phone',
      'p.email',
      'p.updated_at',
      'd.sex',
      'a.address1',
      'a.address2',
      'a.city',
      'a.state',
      'a.zip',
    ])
    .where('p.id', '=', patientId)
    .executeTakeFirst();
  if (!row) return undefined;
  const { address1, address2, city, state, zip, ...person } = row;
  return {
    ...person,
    sex: person.sex ?? null,
    address:
      address1 && city && state && zip ? { address1, address2: address2 ?? null, city, state, zip } : null,
  };
}

/** The insurance plans on the patient's profile, in key order (a search pages them like any other rows). */
export async function insurancePlans(
  db: Db,
  patientId: string,
  ids: readonly string[] | undefined,
): Promise<InsurancePlan[]> {
  let query = db
    .selectFrom('patient_insurance')
    .select([
      'id',
      'payer',
      'member_id',
      'group_number',
      'subscriber_name',
      'subscriber_relationship',
      'updated_at',
    ])
    .where('patient_id', '=', patientId);
  if (ids) query = query.where('id', 'in', ids.length ? ids : ['00000000-0000-0000-0000-000000000000']);
  return query.orderBy('id').execute();
}
