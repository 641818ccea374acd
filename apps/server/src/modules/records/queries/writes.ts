/* eslint-disable @typescript-eslint/no-explicit-any -- eight record tables share one shape; queries pick the table at run time, which Kysely cannot type. */
import { sql, type Kysely } from 'kysely';
import type { NormalisedRow, RecordRow } from '../../../fhir/normalise.js';
import {
  COMMON_COLUMNS,
  ENCOUNTER_COLUMNS,
  OBSERVATION_COLUMNS,
  RECORD_TABLES,
  TABLE_OF_CATEGORY,
  type RecordTableName,
} from './columns.js';

/* The pull worker's writes: upserts keyed on the source resource, seen marks and removals. */

/**
 * Writes normalised rows: one multi-row upsert per table per batch, keyed on
 * (patient_id, source, resource_type, source_resource_id[, component]). Storing the same source resource again
 * updates its row, so re-imports and resumed imports never duplicate.
 */
export async function upsertRecords(
  db: Kysely<any>,
  patientId: string,
  source: string,
  rows: NormalisedRow[],
  pullJobId: string | null = null,
): Promise<void> {
  const byTable = new Map<RecordTableName, Map<string, RecordRow>>();
  for (const { category, row } of rows) {
    const table = TABLE_OF_CATEGORY[category];
    let keyed = byTable.get(table);
    if (!keyed) byTable.set(table, (keyed = new Map()));
    // A source may send the same resource twice in one batch; one upsert may touch a row only once.
    keyed.set(`${row.resource_type}\u0000${row.source_resource_id}\u0000${row.component}`, row);
  }
  for (const [table, keyed] of byTable) {
    const observation = table === 'observations';
    const columns: readonly string[] = observation
      ? [...COMMON_COLUMNS, ...OBSERVATION_COLUMNS]
      : table === 'encounters'
        ? [...COMMON_COLUMNS, ...ENCOUNTER_COLUMNS]
        : COMMON_COLUMNS;
    const values = [...keyed.values()].map((row) => {
      const value: Record<string, unknown> = {
        patient_id: patientId,
        source,
        resource_type: row.resource_type,
        source_resource_id: row.source_resource_id,
        pull_job_id: pullJobId,
        changed_by_job_id: pullJobId,
      };
      for (const column of columns) {
        value[column] =
          column === 'resource' ? JSON.stringify(row.resource) : (row[column as keyof RecordRow] ?? null);
      }
      if (observation) value.component = row.component;
      return value;
    });
    const key = [
      'patient_id',
      'source',
      'resource_type',
      'source_resource_id',
      ...(observation ? ['component'] : []),
    ];
    // PostgreSQL takes at most 65,535 parameters per statement.
    for (let i = 0; i < values.length; i += MAX_ROWS_PER_STATEMENT) {
      await upsertChunk(db, table, values.slice(i, i + MAX_ROWS_PER_STATEMENT), key, columns);
    }
  }
}

const MAX_ROWS_PER_STATEMENT = 2000;

async function upsertChunk(
  db: Kysely<any>,
  table: RecordTableName,
  values: Record<string, unknown>[],
  key: string[],
  columns: readonly string[],
): Promise<void> {
  await db
    .insertInto(table)
    .values(values)
    .onConflict((oc) =>
      oc.columns(key as never).doUpdateSet((eb) => {
        const set: Record<string, unknown> = {
          updated_at: new Date(),
          pull_job_id: eb.ref('excluded.pull_job_id'),
          // Seen again unchanged keeps the job that last changed it, so only real news counts as news.
          changed_by_job_id: sql`case when ${sql.ref(`${table}.resource`)} is distinct from excluded.resource then excluded.changed_by_job_id else ${sql.ref(`${table}.changed_by_job_id`)} end`,
        };
        for (const column of columns) set[column] = eb.ref(`excluded.${column}`);
        return set as never;
      }),
    )
    .execute();
}

/** Marks rows of resources the pull saw but could not store again (bad data now): they are kept, not removed. */
export async function markRecordsSeen(
  db: Kysely<any>,
  patientId: string,
  source: string,
  pullJobId: string,
  resources: readonly { table: RecordTableName; resourceType: string; id: string }[],
): Promise<void> {
  for (const table of new Set(resources.map((r) => r.table))) {
    const ids = resources.filter((r) => r.table === table);
    await db
      .updateTable(table)
      .set({ pull_job_id: pullJobId })
      .where('patient_id', '=', patientId)
      .where('source', '=', source)
      .where((eb: any) =>
        eb.or(
          ids.map((r) =>
            eb.and([eb('resource_type', '=', r.resourceType), eb('source_resource_id', '=', r.id)]),
          ),
        ),
      )
      .execute();
  }
}

/**
 * Removes the rows of `source` that the pull job did not see: the source no longer has them. Answers how many
 * source resources went, per resource type (a blood-pressure panel is one resource in two rows).
 */
export async function removeRecordsNotSeen(
  db: Kysely<any>,
  patientId: string,
  source: string,
  pullJobId: string,
): Promise<Map<string, number>> {
  const removed = new Map<string, Set<string>>();
  for (const table of RECORD_TABLES) {
    const rows: { resource_type: string; source_resource_id: string }[] = await db
      .deleteFrom(table)
      .where('patient_id', '=', patientId)
      .where('source', '=', source)
      .where(sql<boolean>`pull_job_id is distinct from ${pullJobId}`)
      .returning(['resource_type', 'source_resource_id'])
      .execute();
    for (const row of rows) {
      let ids = removed.get(row.resource_type);
      if (!ids) removed.set(row.resource_type, (ids = new Set()));
      ids.add(row.source_resource_id);
    }
  }
  return new Map([...removed].map(([type, ids]) => [type, ids.size]));
}

/** Whether the pull job brought the patient a record or changed what one says. */
export async function changedByJob(db: Kysely<any>, patientId: string, pullJobId: string): Promise<boolean> {
  for (const table of RECORD_TABLES) {
    const row = await db
      .selectFrom(table)
      .select('id')
      .where('patient_id', '=', patientId)
      .where('changed_by_job_id', '=', pullJobId)
      .limit(1)
      .executeTakeFirst();
    if (row) return true;
  }
  return false;
}

export interface RangedObservation {
  id: number;
  source_resource_id: string;
  component: string;
  resource: unknown;
  ref_low: number | null;
  ref_high: number | null;
  ref_text: string | null;
}

/** The patient's observations whose resource has a range only for some patients (a sex, an age band). */
export async function observationsWithRangesForSomeone(
  db: Kysely<any>,
  patientId: string,
): Promise<RangedObservation[]> {
  const result = await sql<RangedObservation>`
    select id, source_resource_id, component, resource, ref_low, ref_high, ref_text
    from observations
    where patient_id = ${patientId}
      and jsonb_path_exists(resource, '$.**.referenceRange ? (exists(@.appliesTo) || exists(@.age))')
    order by id
  `.execute(db);
  return result.rows;
}

/** Sets one observation row's range (read again for what the patient told us). */
export async function setObservationRange(
  db: Kysely<any>,
  patientId: string,
  id: number,
  range: Pick<RangedObservation, 'ref_low' | 'ref_high' | 'ref_text'>,
): Promise<void> {
  await db
    .updateTable('observations')
    .set({ ...range, updated_at: new Date() })
    .where('patient_id', '=', patientId)
    .where('id', '=', id)
    .execute();
}
