import type { Insertable, Kysely } from 'kysely';
import type { AuditLogTable, AuditTables } from './tables.js';

/** Any database or transaction that holds the audit table (every module's does). */
export type AuditDb = Kysely<AuditTables>;

export async function insertAuditRows(db: AuditDb, rows: Insertable<AuditLogTable>[]): Promise<void> {
  await db.insertInto('audit_log').values(rows).execute();
}
