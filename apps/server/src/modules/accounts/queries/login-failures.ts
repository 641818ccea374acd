import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';

/** Every query takes the database or a transaction, so a service decides what commits together. */
type Tx = Kysely<Database>;

/* Failed logins per account and address: counted before the password is compared. */
export const findLoginFailures = (db: Tx, accountKey: string, ip: string) =>
  db
    .selectFrom('login_failures')
    .select(['failures', 'blocked_until', 'updated_at'])
    .where('account_key', '=', accountKey)
    .where('ip', '=', ip)
    .executeTakeFirst();

/**
 * Counts a login attempt of an (account, address) pair that had `from` counted attempts (0: no row) as `to`,
 * blocking the pair until `blockedUntil`; false if a parallel attempt counted first (compare-and-set on the
 * count, so none slips through).
 */
export async function countLoginAttempt(
  db: Tx,
  pair: { accountKey: string; ip: string },
  attempt: { from: number; to: number; blockedUntil: Date; now: Date },
): Promise<boolean> {
  if (attempt.from === 0) {
    const inserted = await db
      .insertInto('login_failures')
      .values({
        account_key: pair.accountKey,
        ip: pair.ip,
        failures: attempt.to,
        blocked_until: attempt.blockedUntil,
        updated_at: attempt.now,
      })
      .onConflict((oc) => oc.columns(['account_key', 'ip']).doNothing())
      .returning('failures')
      .executeTakeFirst();
    return inserted !== undefined;
  }
  const updated = await db
    .updateTable('login_failures')
    .set({ failures: attempt.to, blocked_until: attempt.blockedUntil, updated_at: attempt.now })
    .where('account_key', '=', pair.accountKey)
    .where('ip', '=', pair.ip)
    .where('failures', '=', attempt.from)
    .where('blocked_until', '<=', attempt.now)
    .executeTakeFirst();
  return updated.numUpdatedRows > 0n;
}

/** A successful login from an address forgets that address's failures for the account. */
export async function clearLoginFailures(db: Tx, accountKey: string, ip: string): Promise<void> {
  await db.deleteFrom('login_failures').where('account_key', '=', accountKey).where('ip', '=', ip).execute();
}
