import type { ColumnType } from 'kysely';
import type { CreatedAt, NullableTimestamp } from '../../db/types.js';

type Defaulted<T> = ColumnType<T, T | undefined, T>;

/** A background job other than a record pull (see 0040_background_jobs). */
export interface BackgroundJobsTable {
  id: Defaulted<string>;
  /** Which handler runs it, e.g. `notification.send`, `maintenance.prune`. */
  kind: string;
  /** What the handler needs: ids and names only, never a message's text or address. */
  payload: Defaulted<Record<string, unknown>>;
  state: Defaulted<'queued' | 'running' | 'done' | 'dead'>;
  run_at: Defaulted<Date>;
  attempts: Defaulted<number>;
  max_attempts: number;
  lease_owner: string | null;
  lease_until: NullableTimestamp;
  /** The last failure's code or error type (never its message: it could quote a patient's data). */
  last_error: string | null;
  /** One row per scheduled occurrence, whoever enqueues it. */
  unique_key: string | null;
  created_at: CreatedAt;
  updated_at: Defaulted<Date>;
}

export interface JobsTables {
  background_jobs: BackgroundJobsTable;
}
