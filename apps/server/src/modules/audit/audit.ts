import type { Kysely } from 'kysely';
import type { AuditTables } from './tables.js';

export interface AuditEntry {
  patientId: string | null;
  /** Who acted: `patient:<id>`, `system`, or an integration's name. */
  actor: string;
  /** What happened, verb-like: `read`, `create`, `update`, `delete`, `login`, … */
  action: string;
  /** Which data: `gatepass`, `account.password`, `records.medications`, … never the values themselves. */
  resource: string;
  ip?: string | null | undefined;
}

/** Writes one audit row (SEC-4). Pass the transaction when the change runs in one, so both commit together. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- every module's database (or transaction) holds the audit table
export async function audit(db: Kysely<AuditTables> | Kysely<any>, entry: AuditEntry): Promise<void> {
  await (db as Kysely<AuditTables>)
    .insertInto('audit_log')
    .values({
      patient_id: entry.patientId,
      actor: entry.actor,
      action: entry.action,
      resource: entry.resource,
      ip: entry.ip ?? null,
    })
    .execute();
}

export const patientActor = (patientId: string) => `patient:${patientId}`;
