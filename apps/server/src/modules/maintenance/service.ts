import { join, resolve } from 'node:path';
import { z } from 'zod';
import type { Db } from '../../db/database.js';
import { readSettings } from '../../lib/config-error.js';
import { exportAuditMonth } from './audit-export.js';
import { auditMonthsPastRetention, auditMonthsToCreate } from './audit-partitions.js';
import { deleteExpiredRecords } from '../patient-apps/queries.js';
import * as q from './queries.js';

const DAY = 24 * 3600_000;

/**
 * What is kept, and for how long after it stopped mattering (expired, ended, no longer blocking), in days. Each
 * is `PORTAL_RETAIN_<NAME>_DAYS`. Kept a while rather than dropped at once so that a support call about
 * yesterday ("my link said expired") can still be looked into; nothing kept can sign in or be used again.
 * What is kept for good is listed in the README (the audit log, records, consents, the event ids that make a re-sent event count once).
 */
export const RETENTION = {
  /** Ended sessions, with their refresh tokens. */
  ENDED_SESSIONS: 30,
  /** Refresh tokens past their expiry (one row per rotation) of sessions still kept. */
  EXPIRED_REFRESH_TOKENS: 1,
  /** One-time-code challenges and step-up grants past their expiry. */
  EXPIRED_CODE_CHALLENGES: 7,
  EXPIRED_PASSKEY_CHALLENGES: 1,
  EXPIRED_RESET_LINKS: 30,
  /** Recovery review tokens and "this wasn't me" links (a used or expired one is still told apart a while). */
  EXPIRED_FACTOR_LINKS: 30,
  /** Failed-login counters no longer blocking. */
  STALE_LOGIN_FAILURES: 1,
  /** Rate-limit windows (the longest is an hour). */
  RATE_LIMIT_WINDOWS: 1,
  /** The development outbox (never on in production). */
  DEV_OUTBOX: 1,
  /** Background jobs that finished (dead letters stay until an operator retries them). */
  FINISHED_JOBS: 7,
  /**
   * Record pulls that finished, with their jobs, progress and callback ids; never a patient's latest pull, which
   * is their records' status. Records keep what they stored: a pull is how they came, not what they are.
   */
  FINISHED_PULLS: 90,
  /**
   * Notices claimed ("you have new information"): an event this old is never raised again (each key names its
   * pull, order step or result), so forgetting it cannot send a notice twice.
   */
  NOTIFICATION_EVENTS: 365,
  /** The authorization server's codes, tokens, grants and interactions past their expiry (issue 30). */
  EXPIRED_OAUTH_RECORDS: 1,
} as const;

/** The scheduled background job that prunes. */
export const PRUNE_JOB = 'maintenance.prune';

export type Retention = Record<keyof typeof RETENTION, number>;

const days = (fallback: number) => z.coerce.number().min(0).max(36_500).default(fallback);
const retentionEnv = z
  .object(
    Object.fromEntries(
      Object.entries(RETENTION).map(([name, fallback]) => [`PORTAL_RETAIN_${name}_DAYS`, days(fallback)]),
    ) as Record<`PORTAL_RETAIN_${keyof typeof RETENTION}_DAYS`, ReturnType<typeof days>>,
  )
  .transform(
    (e) =>
      Object.fromEntries(
        Object.keys(RETENTION).map((name) => [
          name,
          e[`PORTAL_RETAIN_${name as keyof typeof RETENTION}_DAYS`],
        ]),
      ) as Retention,
  );

export const loadRetention = (env: NodeJS.ProcessEnv): Retention => readSettings(retentionEnv, env);

/** One pass: deletes what is past its retention, table by table; answers how many rows each lost. */
export async function pruneExpired(
  db: Db,
  { now, retention, sessionMaxAgeSeconds }: { now: Date; retention: Retention; sessionMaxAgeSeconds: number },
): Promise<Record<keyof Retention, number>> {
  const before = (name: keyof Retention) => new Date(now.getTime() - retention[name] * DAY);
  return {
    ENDED_SESSIONS: await q.deleteEndedSessions(db, before('ENDED_SESSIONS'), sessionMaxAgeSeconds),
    EXPIRED_REFRESH_TOKENS: await q.deleteExpiredRefreshTokens(db, before('EXPIRED_REFRESH_TOKENS')),
    EXPIRED_CODE_CHALLENGES: await q.deleteExpiredCodeChallenges(db, before('EXPIRED_CODE_CHALLENGES')),
    EXPIRED_PASSKEY_CHALLENGES: await q.deleteExpiredWebauthnChallenges(
      db,
      before('EXPIRED_PASSKEY_CHALLENGES'),
    ),
    EXPIRED_RESET_LINKS: await q.deleteExpiredResetLinks(db, before('EXPIRED_RESET_LINKS')),
    EXPIRED_FACTOR_LINKS: await q.deleteExpiredFactorLinks(db, before('EXPIRED_FACTOR_LINKS')),
    STALE_LOGIN_FAILURES: await q.deleteStaleLoginFailures(db, before('STALE_LOGIN_FAILURES')),
    RATE_LIMIT_WINDOWS: await q.deleteRateLimitWindows(db, before('RATE_LIMIT_WINDOWS')),
    DEV_OUTBOX: await q.deleteDevOutboxMessages(db, before('DEV_OUTBOX')),
    FINISHED_JOBS: await q.deleteFinishedJobs(db, before('FINISHED_JOBS')),
    FINISHED_PULLS: await q.deleteFinishedPulls(db, before('FINISHED_PULLS')),
    NOTIFICATION_EVENTS: await q.deleteNotificationEvents(db, before('NOTIFICATION_EVENTS')),
    EXPIRED_OAUTH_RECORDS: await deleteExpiredRecords(db, before('EXPIRED_OAUTH_RECORDS')),
  };
}

/** Rows per read of a month being exported: a page in memory at a time, never the month. */
const EXPORT_PAGE_ROWS = 5000;

export interface AuditLogSettings {
  /** Months an audit row is kept at least (whole months are dropped): six years by default. */
  retentionMonths: number;
  /** Where a month is written before its partition is dropped. */
  exportDir: string;
}

const auditEnv = (dataDir: string) =>
  z
    .object({
      PORTAL_RETAIN_AUDIT_LOG_MONTHS: z.coerce.number().int().min(1).max(1200).default(72),
      PORTAL_AUDIT_EXPORT_DIR: z.string().min(1).optional(),
    })
    .transform((e): AuditLogSettings => ({
      retentionMonths: e.PORTAL_RETAIN_AUDIT_LOG_MONTHS,
      exportDir: resolve(e.PORTAL_AUDIT_EXPORT_DIR ?? join(dataDir, 'audit-export')),
    }));

export const loadAuditLogSettings = (env: NodeJS.ProcessEnv, dataDir: string): AuditLogSettings =>
  readSettings(auditEnv(dataDir), env);

/** Creates the current month's partition of the audit trail and the next ones; answers those it created. */
export async function ensureAuditPartitions(db: Db, now: Date): Promise<string[]> {
  return q.createAuditPartitions(db, auditMonthsToCreate(now, await q.listAuditPartitions(db)));
}

async function* pagesOf(db: Db, name: string): AsyncIterable<q.AuditExportRow[]> {
  let afterId = 0;
  for (;;) {
    const page = await q.readAuditPartitionPage(db, name, afterId, EXPORT_PAGE_ROWS);
    if (page.length === 0) return;
    yield page;
    afterId = page.at(-1)!.id;
  }
}

/**
 * The audit trail's retention: months ahead are created, and each month past retention is exported to a file and
 * then dropped whole — only once the file holds every row the month has. Rows are never updated or deleted.
 */
export async function maintainAuditLog(
  db: Db,
  { now, settings }: { now: Date; settings: AuditLogSettings },
): Promise<{ created: string[]; exported: { name: string; file: string; rows: number }[] }> {
  const created = await ensureAuditPartitions(db, now);
  const exported = [];
  const past = auditMonthsPastRetention(now, settings.retentionMonths, await q.listAuditPartitions(db));
  for (const { name } of past) {
    const written = await exportAuditMonth(settings.exportDir, name, pagesOf(db, name));
    const rows = await q.countAuditPartitionRows(db, name);
    if (rows !== written.rows)
      throw new Error(`audit month ${name} changed while it was exported (${written.rows} of ${rows} rows)`);
    await q.dropAuditPartition(db, name);
    exported.push({ name, ...written });
  }
  return { created, exported };
}
