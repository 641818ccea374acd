import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

/*
 * Each deletes rows that stopped mattering before `before`: nothing here can still sign anyone in, count
 * towards a limit that is still running, or be shown to a patient.
 */

const deleted = (result: { numDeletedRows: bigint }[]) => Number(result[0]?.numDeletedRows ?? 0);

/** Sessions that ended (revoked, or past their absolute lifetime): their refresh tokens go with them. */
export async function deleteEndedSessions(db: Db, before: Date, maxAgeSeconds: number): Promise<number> {
  const createdBefore = new Date(before.getTime() - maxAgeSeconds * 1000);
  return deleted(
    await db
      .deleteFrom('sessions')
      .where((eb) => eb.or([eb('revoked_at', '<', before), eb('created_at', '<', createdBefore)]))
      .execute(),
  );
}

/** Expired refresh tokens (one row per rotation) of sessions still kept: an expired token is refused anyway. */
export async function deleteExpiredRefreshTokens(db: Db, before: Date): Promise<number> {
  return deleted(await db.deleteFrom('refresh_tokens').where('expires_at', '<', before).execute());
}

/** One-time-code challenges (sign-in, sign-up, step-up grants) past their expiry; their WebAuthn ones with them. */
export async function deleteExpiredCodeChallenges(db: Db, before: Date): Promise<number> {
  return deleted(await db.deleteFrom('mfa_challenges').where('expires_at', '<', before).execute());
}

export async function deleteExpiredWebauthnChallenges(db: Db, before: Date): Promise<number> {
  return deleted(await db.deleteFrom('webauthn_challenges').where('expires_at', '<', before).execute());
}

export async function deleteExpiredResetLinks(db: Db, before: Date): Promise<number> {
  return deleted(await db.deleteFrom('password_reset_links').where('expires_at', '<', before).execute());
}

/** Recovery review tokens and "this wasn't me" links past their expiry. */
export async function deleteExpiredFactorLinks(db: Db, before: Date): Promise<number> {
  return deleted(await db.deleteFrom('factor_links').where('expires_at', '<', before).execute());
}

/** Failed-login counters no longer blocking and untouched since: the next failure starts a fresh count. */
export async function deleteStaleLoginFailures(db: Db, before: Date): Promise<number> {
  return deleted(
    await db
      .deleteFrom('login_failures')
      .where('blocked_until', '<', before)
      .where('updated_at', '<', before)
      .execute(),
  );
}

export async function deleteRateLimitWindows(db: Db, before: Date): Promise<number> {
  return deleted(await db.deleteFrom('rate_limit_hits').where('window_start', '<', before).execute());
}

export async function deleteDevOutboxMessages(db: Db, before: Date): Promise<number> {
  return deleted(await db.deleteFrom('dev_outbox').where('created_at', '<', before).execute());
}

/** Finished background jobs (dead letters stay until an operator retries them). */
export async function deleteFinishedJobs(db: Db, before: Date): Promise<number> {
  return deleted(
    await db
      .deleteFrom('background_jobs')
      .where('state', '=', 'done')
      .where('updated_at', '<', before)
      .execute(),
  );
}

/**
 * Record pulls whose every job ended (succeeded or failed) before `before`, but each patient's latest pull: their
 * jobs, progress, failures and callback ids go with them (on delete cascade).
 */
export async function deleteFinishedPulls(db: Db, before: Date): Promise<number> {
  const result = await sql`
    delete from data_pulls p
    where p.created_at < ${before}
      and exists (
        select 1 from data_pulls newer where newer.patient_id = p.patient_id and newer.created_at > p.created_at
      )
      and not exists (
        select 1 from data_pull_jobs j
        where j.pull_id = p.id
          and (j.state not in ('succeeded', 'failed') or coalesce(j.completed_at, j.updated_at) >= ${before})
      )`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}

/** Notices claimed before `before`. */
export async function deleteNotificationEvents(db: Db, before: Date): Promise<number> {
  return deleted(await db.deleteFrom('notification_events').where('created_at', '<', before).execute());
}

/*
 * The audit trail's monthly partitions (migration 0039). A partition's name is checked against
 * `AUDIT_PARTITION_NAME` by the caller before it reaches one of these: it is an identifier, not a parameter.
 */

/** The partitions of `audit_log` in this schema, by name. */
export async function listAuditPartitions(db: Db): Promise<string[]> {
  const result = await sql<{ name: string }>`
    select c.relname as name from pg_inherits i join pg_class c on c.oid = i.inhrelid
    where i.inhparent = 'audit_log'::regclass order by c.relname`.execute(db);
  return result.rows.map((row) => row.name);
}

/**
 * Creates one month's partition unless it exists, with the TRUNCATE guard the parent's statement trigger does not
 * give it (row triggers are cloned from the parent). Under a transaction-level advisory lock, so two instances
 * creating the same month do not collide: the one that does not get the lock leaves it to the other.
 */
export async function createAuditPartitions(
  db: Db,
  partitions: { name: string; from: Date; to: Date }[],
): Promise<string[]> {
  if (partitions.length === 0) return [];
  return db.transaction().execute(async (tx) => {
    const lock = await sql<{
      locked: boolean;
    }>`select pg_try_advisory_xact_lock(hashtext('audit_log partitions')) as locked`.execute(tx);
    if (!lock.rows[0]?.locked) return [];
    for (const { name, from, to } of partitions) {
      await sql`create table if not exists ${sql.id(name)} partition of audit_log
        for values from (${sql.lit(from.toISOString())}) to (${sql.lit(to.toISOString())})`.execute(tx);
      await sql`create or replace trigger audit_log_no_truncate before truncate on ${sql.id(name)}
        for each statement execute function audit_log_append_only()`.execute(tx);
    }
    return partitions.map((p) => p.name);
  });
}

export interface AuditExportRow {
  id: number;
  patient_id: string | null;
  actor: string;
  action: string;
  resource: string;
  outcome: string;
  error_code: string | null;
  ip: string | null;
  changes: unknown;
  at: Date;
}

/** One page of a partition's rows in id order, after `afterId`. */
export async function readAuditPartitionPage(
  db: Db,
  name: string,
  afterId: number,
  limit: number,
): Promise<AuditExportRow[]> {
  const result = await sql<AuditExportRow>`
    select id, patient_id, actor, action, resource, outcome, error_code, ip, changes, at
    from ${sql.id(name)} where id > ${afterId} order by id limit ${limit}`.execute(db);
  return result.rows;
}

export async function countAuditPartitionRows(db: Db, name: string): Promise<number> {
  const result = await sql<{ n: number }>`select count(*)::int as n from ${sql.id(name)}`.execute(db);
  return Number(result.rows[0]?.n ?? 0);
}

/** Drops a whole month: no row is deleted one by one, so the append-only trigger is never asked. */
export async function dropAuditPartition(db: Db, name: string): Promise<void> {
  await sql`drop table if exists ${sql.id(name)}`.execute(db);
}
