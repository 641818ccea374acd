/* eslint-disable @typescript-eslint/no-explicit-any -- eight record tables share one shape; queries pick the table at run time, which Kysely cannot type. */
import type { RecordCategory } from '@portal/contract';
import type { Kysely } from 'kysely';
import type { NormalisedRow, RecordRow } from '../../fhir/normalise.js';

/*
 * Writes normalised rows: one multi-row upsert per table per batch, keyed on
 * (patient_id, source, resource_type, source_resource_id[, component]). Storing the same source resource again
 * updates its row, so re-imports and resumed imports never duplicate.
 */

export const TABLE_OF_CATEGORY: Record<RecordCategory, RecordTableName> = {
  medications: 'medications',
  encounters: 'encounters',
  conditions: 'conditions',
  observations: 'observations',
  immunizations: 'immunizations',
  allergies: 'allergies',
  procedures: 'procedures',
  reports: 'diagnostic_reports',
};

export type RecordTableName =
  | 'medications'
  | 'encounters'
  | 'conditions'
  | 'observations'
  | 'immunizations'
  | 'allergies'
  | 'procedures'
  | 'diagnostic_reports';

const COMMON_COLUMNS = [
  'type',
  'code',
  'code_system',
  'display',
  'status',
  'date',
  'end_date',
  'encounter_ref',
  'value_text',
  'resource',
] as const;
const OBSERVATION_COLUMNS = ['value', 'unit', 'ref_low', 'ref_high', 'ref_text'] as const;

export async function upsertRecords(
  db: Kysely<any>,
  patientId: string,
  source: string,
  rows: NormalisedRow[],
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
      : COMMON_COLUMNS;
    const values = [...keyed.values()].map((row) => {
      const value: Record<string, unknown> = {
        patient_id: patientId,
        source,
        resource_type: row.resource_type,
        source_resource_id: row.source_resource_id,
      };
      for (const column of columns) {
        value[column] = column === 'resource' ? JSON.stringify(row.resource) : row[column as keyof RecordRow];
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
        const set: Record<string, unknown> = { updated_at: new Date() };
        for (const column of columns) set[column] = eb.ref(`excluded.${column}`);
        return set as never;
      }),
    )
    .execute();
}
