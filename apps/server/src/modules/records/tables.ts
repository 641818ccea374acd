import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt } from '../../db/types.js';

type Timestamp = ColumnType<Date | null, Date | string | null, Date | string | null>;

/** Columns every record table has; the row keeps its source resource (jsonb) whole. */
export interface RecordTableBase {
  id: Generated<number>;
  patient_id: string;
  source: string;
  resource_type: string;
  source_resource_id: string;
  type: string | null;
  code: string | null;
  code_system: string | null;
  display: string | null;
  status: string | null;
  date: Timestamp;
  end_date: Timestamp;
  encounter_ref: string | null;
  value_text: string | null;
  resource: ColumnType<unknown, string, string>;
  /** The pull job that last saw this resource at its source (null for rows no pull brings, e.g. lab results). */
  pull_job_id: string | null;
  /** The pull job that brought this resource or last changed what it says: "new records are ready" reads it. */
  changed_by_job_id: string | null;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface ObservationsTable extends RecordTableBase {
  component: ColumnType<string, string | undefined, string>;
  value: number | null;
  value_boolean: boolean | null;
  value_absent: string | null;
  unit: string | null;
  ref_low: number | null;
  ref_high: number | null;
  ref_text: string | null;
}

/** A visit also names who the patient saw and where, as its source said or referenced. */
export interface EncountersTable extends RecordTableBase {
  clinician: string | null;
  place: string | null;
}

export interface RecordsTables {
  medications: RecordTableBase;
  encounters: EncountersTable;
  conditions: RecordTableBase;
  observations: ObservationsTable;
  immunizations: RecordTableBase;
  allergies: RecordTableBase;
  procedures: RecordTableBase;
  diagnostic_reports: RecordTableBase;
  /** Moved by every change to the patient's records, in its transaction (migration 0022's triggers). */
  record_versions: { patient_id: string; version: Generated<number> };
}
