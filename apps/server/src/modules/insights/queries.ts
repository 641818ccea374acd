import type { RecordCategory } from '@portal/contract';
import type { Kysely } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { NO_RESULT, type ClinicalRecord } from './rules/evaluate.js';
import type { InsightsTable } from './tables.js';

/*
 * The insights' SQL: what the rules read of a patient's records, and the stored insights. Every statement is
 * scoped by the patient id the caller was given from the verified token (or the pull job).
 */

type Executor = Db | Kysely<Database>;

/** Record tables the rules read whole (they are small); observations are read only for the codes asked. */
const WHOLE_TABLES = {
  conditions: 'conditions',
  procedures: 'procedures',
  immunizations: 'immunizations',
  medications: 'medications',
  reports: 'diagnostic_reports',
} as const satisfies Partial<Record<RecordCategory, keyof Database>>;

const COLUMNS = ['source_resource_id', 'code', 'display', 'status', 'date', 'end_date'] as const;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export async function findPatientBirthDate(db: Executor, patientId: string) {
  const row = await db
    .selectFrom('patients')
    .select('date_of_birth')
    .where('id', '=', patientId)
    .executeTakeFirst();
  return row?.date_of_birth ?? null;
}

/** The records the rules read, newest first per kind. */
export async function readClinicalRecords(
  db: Executor,
  patientId: string,
  observationCodes: readonly string[],
): Promise<ClinicalRecord[]> {
  const perTable = await Promise.all(
    (
      Object.entries(WHOLE_TABLES) as [RecordCategory, (typeof WHOLE_TABLES)[keyof typeof WHOLE_TABLES]][]
    ).map(async ([kind, table]) => {
      const rows = await db
        .selectFrom(table)
        .select(COLUMNS)
        .where('patient_id', '=', patientId)
        .where('code', 'is not', null)
        .execute();
      return rows.map((r) => ({
        ...toRecord(kind, r),
        ...NO_RESULT,
      }));
    }),
  );
  const observations =
    observationCodes.length === 0
      ? []
      : await db
          .selectFrom('observations')
          .select([...COLUMNS, 'value', 'value_text', 'unit', 'ref_low', 'ref_high', 'ref_text'])
          .where('patient_id', '=', patientId)
          .where('code', 'in', observationCodes)
          .execute();
  return [
    ...perTable.flat(),
    ...observations.map((r) => ({
      ...toRecord('observations', r),
      value: r.value,
      value_text: r.value_text,
      unit: r.unit,
      ref_low: r.ref_low,
      ref_high: r.ref_high,
      ref_text: r.ref_text,
    })),
  ];
}

function toRecord(
  kind: RecordCategory,
  r: {
    source_resource_id: string;
    code: string | null;
    display: string | null;
    status: string | null;
    date: Date | null;
    end_date: Date | null;
  },
): Omit<ClinicalRecord, keyof typeof NO_RESULT> {
  return {
    kind,
    resource_id: r.source_resource_id,
    code: r.code,
    display: r.display,
    status: r.status,
    date: iso(r.date),
    end_date: iso(r.end_date),
  };
}

/** The sex assigned at birth the record sources state; when two disagree neither is trusted. */
export async function findRecordSex(db: Executor, patientId: string): Promise<'female' | 'male' | null> {
  const rows = await db
    .selectFrom('insight_patient_sex')
    .select('sex')
    .distinct()
    .where('patient_id', '=', patientId)
    .execute();
  return rows.length === 1 ? rows[0]!.sex : null;
}

export async function upsertRecordSex(
  db: Executor,
  row: { patient_id: string; source: string; sex: 'female' | 'male' },
): Promise<void> {
  await db
    .insertInto('insight_patient_sex')
    .values(row)
    .onConflict((oc) =>
      oc.columns(['patient_id', 'source']).doUpdateSet({ sex: row.sex, updated_at: new Date() }),
    )
    .execute();
}

export type InsightRow = Omit<InsightsTable, 'decided_by' | 'condition' | 'computed_at'> & {
  decided_by: unknown;
  condition: unknown;
  computed_at: Date;
};

/** Writes each rule's outcome over the last one, keeping the row's id (lab orders point at it). */
export async function upsertInsights(
  db: Executor,
  rows: Array<
    Omit<InsightRow, 'decided_by' | 'condition'> & { decided_by: string | null; condition: string | null }
  >,
): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('insights')
    .values(rows)
    .onConflict((oc) =>
      oc.columns(['patient_id', 'rule']).doUpdateSet((eb) => ({
        status: eb.ref('excluded.status'),
        reason: eb.ref('excluded.reason'),
        due_date: eb.ref('excluded.due_date'),
        decided_by: eb.ref('excluded.decided_by'),
        condition: eb.ref('excluded.condition'),
        age: eb.ref('excluded.age'),
        sex: eb.ref('excluded.sex'),
        computed_at: eb.ref('excluded.computed_at'),
      })),
    )
    .execute();
}

export async function listInsightRows(db: Executor, patientId: string): Promise<InsightRow[]> {
  return db.selectFrom('insights').selectAll().where('patient_id', '=', patientId).execute();
}

/** One insight of this patient's; another patient's id finds nothing. */
export async function findInsightRow(
  db: Executor,
  patientId: string,
  insightId: string,
): Promise<InsightRow | undefined> {
  return db
    .selectFrom('insights')
    .selectAll()
    .where('patient_id', '=', patientId)
    .where('id', '=', insightId)
    .executeTakeFirst();
}

/** Patients whose insights were last computed before `since` (the daily recompute's work, so a rerun finds none). */
export async function patientsComputedBefore(db: Db | Kysely<Database>, since: Date): Promise<string[]> {
  const rows = await db
    .selectFrom('insights')
    .select('patient_id')
    .distinct()
    .where('computed_at', '<', since)
    .execute();
  return rows.map((row) => row.patient_id);
}
