import { sql, type Insertable, type InsertObject, type Kysely } from 'kysely';
import type { AuditAnonymousRefusalsTable, AuditTables } from './tables.js';

/** Any database or transaction that holds the audit table (every module's does). */
export type AuditDb = Kysely<AuditTables>;

/** The brand of the patient a row is about, read by the insert itself: a job's row comes through no portal. */
export const brandOfPatient = (patientId: string) =>
  sql<string>`(select brand from patients where id = ${patientId})`;

/** Rows may fill a column from the database (the brand of the patient a job's row is about). */
export async function insertAuditRows(
  db: AuditDb,
  rows: InsertObject<AuditTables, 'audit_log'>[],
): Promise<void> {
  await db.insertInto('audit_log').values(rows).execute();
}

/**
 * Adds refusals to their hour's counts in one statement, atomically: a key seen before only counts up. The rows must
 * have distinct keys (PostgreSQL refuses to update one row twice in one statement): group them first.
 */
export async function countAnonymousRefusals(
  db: AuditDb,
  rows: Insertable<AuditAnonymousRefusalsTable>[],
): Promise<void> {
  await db
    .insertInto('audit_anonymous_refusals')
    .values(rows)
    .onConflict((oc) =>
      oc.columns(['window_start', 'ip', 'resource', 'action', 'error_code']).doUpdateSet({
        count: sql`audit_anonymous_refusals.count + excluded.count`,
        last_at: sql`greatest(audit_anonymous_refusals.last_at, excluded.last_at)`,
      }),
    )
    .execute();
}
