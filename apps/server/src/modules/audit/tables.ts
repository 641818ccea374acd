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
  /** The brand of the portal the request came to, else the patient's own (migration 0041; null before it). */
  brand: ColumnType<string | null, string | null | undefined, never>;
  /** What a change changed: field names, and before → after only of fields that are not personal. */
  changes: ColumnType<unknown, string | null | undefined, never>;
  at: CreatedAt;
}

/**
 * Refusals of requests that proved no identity and name no patient, counted per hour, address, route, action and
 * code (migration 0036): a bot's flood is one row an hour, not one a request. Only `count` and `last_at` ever
 * change, upwards (a trigger refuses anything else, and every DELETE and TRUNCATE).
 */
export interface AuditAnonymousRefusalsTable {
  id: Generated<number>;
  window_start: Date;
  action: string;
  resource: string;
  error_code: string;
  ip: string;
  count: number;
  first_at: Date;
  last_at: Date;
}

export interface AuditTables {
  audit_log: AuditLogTable;
  audit_anonymous_refusals: AuditAnonymousRefusalsTable;
}
