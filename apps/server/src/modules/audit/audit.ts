import type { Kysely } from 'kysely';
import { writeAudit, type AuditEntry } from './service.js';

export { patientActor } from './service.js';

/**
 * @deprecated Declare `config: { audit: { action, resource } }` on the route instead (see the server README,
 * "Audit"); kept only until the accounts, identity and records modules have switched. Writes a success row.
 */
export async function audit(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- every module's database (or transaction) holds the audit table
  db: Kysely<any>,
  entry: Omit<AuditEntry, 'outcome' | 'errorCode'>,
): Promise<void> {
  await writeAudit({ db }, { ...entry, outcome: 'success' });
}
