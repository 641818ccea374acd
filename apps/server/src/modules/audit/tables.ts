import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt } from '../../db/types.js';

export const AUDIT_OUTCOMES = ['success', 'refused', 'failed'] as const;
export type AuditOutcome = (typeof AUDIT_OUTCOMES)[number];

/** Append-only (a trigger refuses UPDATE, DELETE and TRUNCATE; migration 0005). */
export interface AuditLogTable {
  id: Generated<number>;
  patient_id: string | null;
  /** `patient:<id>`, `coordinator:<name>`, `system`, `integration:<name>`, or `anonymous` */
  actor: string;
  action: string;
  resource: string;
  outcome: ColumnType<AuditOutcome, AuditOutcome | undefined, never>;
  /** The error code of a refused or failed request (`UNAUTHORIZED`, `CSRF_MISMATCH`, …). */
  error_code: string | null;
  ip: string | null;
  /** What a change changed: field names, and before → after only of fields that are not personal. */
  changes: ColumnType<unknown, string | null | undefined, never>;
  at: CreatedAt;
}

export interface AuditTables {
  audit_log: AuditLogTable;
}
