import type { ColumnType, Generated } from 'kysely';
import type { NullableTimestamp } from '../../db/types.js';

type DateColumn = ColumnType<string | null, string | null | undefined, string | null>;

/** One grant of access to a patient's data (migration 0011): the ledger's row. */
export interface AccessGrantsTable {
  id: string;
  patient_id: string;
  grantee_kind: string;
  grantee_name: string;
  grantee_email: string | null;
  grantee_ref: string | null;
  /** The clinic or practice of a clinician (migration 0018). */
  grantee_organization: ColumnType<string | null, string | null | undefined, string | null>;
  grantee_patient_id: string | null;
  /** jsonb: the record categories shared */
  categories: ColumnType<string[], string, string>;
  date_from: DateColumn;
  date_to: DateColumn;
  /** What the patient typed; '' when the server gave the reason as a code (migration 0028). */
  reason: string;
  reason_code: ColumnType<string | null, string | null | undefined, string | null>;
  /** jsonb: the facts a coded reason is worded with */
  reason_params: ColumnType<Record<string, string> | null, string | null | undefined, string | null>;
  since: ColumnType<Date, Date | string | undefined, never>;
  until: NullableTimestamp;
  ended_at: NullableTimestamp;
  ended_reason: string | null;
  ended_reason_code: ColumnType<string | null, string | null | undefined, string | null>;
  key_hash: string | null;
  passcode_hash: string | null;
  /** Wrong passcodes in a row (a right one starts again). */
  passcode_attempts: ColumnType<number, number | undefined, number>;
  /** Passcode tries claimed and not yet compared. */
  passcode_trying: ColumnType<number, number | undefined, number>;
  accepted_at: NullableTimestamp;
}

/** One read or try under a grant, shown to the patient; a run of the same one is one row (migration 0035). */
export interface GrantAccessesTable {
  id: Generated<number>;
  grant_id: string;
  at: ColumnType<Date, Date | string | undefined, never>;
  last_at: ColumnType<Date, Date | string | undefined, Date | string>;
  times: ColumnType<number, number | undefined, number>;
  actor: string;
  action: string;
  client: string;
  /** Why it was refused (`GRANT_REFUSALS`); null when it was let through. */
  refused: ColumnType<string | null, string | null | undefined, never>;
}

export interface SharingTables {
  access_grants: AccessGrantsTable;
  grant_accesses: GrantAccessesTable;
}
