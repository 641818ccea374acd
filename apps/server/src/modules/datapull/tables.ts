import type { ColumnType } from 'kysely';
import type { CreatedAt } from '../../db/types.js';

type Timestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type Updated = ColumnType<Date, Date | string | undefined, Date | string>;

export interface DataPullsTable {
  id: string;
  patient_id: string;
  state: ColumnType<string, string | undefined, string>;
  created_at: CreatedAt;
  started_at: Timestamp;
  completed_at: Timestamp;
  updated_at: Updated;
}

export interface DataPullJobsTable {
  id: string;
  pull_id: string;
  patient_id: string;
  source: string;
  source_patient_ref: string | null;
  state: ColumnType<string, string | undefined, string>;
  attempts: ColumnType<number, number | undefined, number>;
  max_attempts: ColumnType<number, number | undefined, number>;
  next_run_at: ColumnType<Date, Date | string | undefined, Date | string>;
  lease_owner: string | null;
  lease_until: Timestamp;
  checkpoint: ColumnType<number, number | undefined, number>;
  error: string | null;
  /** People the source matched when more than one did (the job waits in `review`). */
  candidates: number | null;
  created_at: CreatedAt;
  updated_at: Updated;
  completed_at: Timestamp;
}

/** A completion callback applied, by the source's event id. */
export interface DataPullCallbackEventsTable {
  event_id: string;
  job_id: string;
  kind: 'success' | 'error';
  body_hash: string;
  received_at: CreatedAt;
}

/** A reference the portal gave the patient at a record source (never typed by the patient). */
export interface PatientSourceIdentifiersTable {
  patient_id: string;
  system: string;
  value: string;
}

export interface DataPullProgressTable {
  job_id: string;
  resource_type: string;
  fetched: ColumnType<number, number | undefined, number>;
  stored: ColumnType<number, number | undefined, number>;
  failed: ColumnType<number, number | undefined, number>;
  /** Resources of this type a re-pull removed because the source no longer has them. */
  removed: ColumnType<number, number | undefined, number>;
}

/** Resources a job could not store, per type and reason (DROP_REASONS): what "could not be read" counts. */
export interface DataPullFailuresTable {
  job_id: string;
  resource_type: string;
  reason: string;
  count: ColumnType<number, number | undefined, number>;
}

export interface DataPullTables {
  data_pulls: DataPullsTable;
  data_pull_jobs: DataPullJobsTable;
  data_pull_progress: DataPullProgressTable;
  data_pull_failures: DataPullFailuresTable;
  data_pull_callback_events: DataPullCallbackEventsTable;
  patient_source_identifiers: PatientSourceIdentifiersTable;
}
