import type { AppModule } from '../../http/context.js';
import {
  ensureAuditPartitions,
  loadAuditLogSettings,
  loadRetention,
  maintainAuditLog,
  PRUNE_JOB,
  pruneExpired,
} from './service.js';

/** Pruning runs hourly, on the hour, once for the whole fleet (the runner's schedule). */
const EVERY_MS = 3600_000;

const errorType = (error: unknown) => (error instanceof Error ? error.name : typeof error);

/**
 * The maintenance job: no route, a scheduled background job that prunes what has expired and keeps the audit
 * log's months (created ahead, exported then dropped past retention). `pruneExpired` and `maintainAuditLog` are
 * also tested directly.
 */
export function maintenanceModule(env: NodeJS.ProcessEnv = process.env): AppModule {
  return (app, { db, config, jobs, now }) => {
    const retention = loadRetention(env);
    const auditLog = loadAuditLogSettings(env, config.dataDir);
    jobs.handle(PRUNE_JOB, async () => {
      const pruned = await pruneExpired(db, {
        now: now(),
        retention,
        sessionMaxAgeSeconds: config.sessions.maxAgeSeconds,
      });
      app.log.info({ pruned }, 'maintenance: pruned expired rows');
      const { created, exported } = await maintainAuditLog(db, { now: now(), settings: auditLog });
      app.log.info(
        { created, exported: exported.map(({ name, rows }) => ({ name, rows })) },
        'maintenance: audit log months created, exported and dropped',
      );
    });
    app.addHook('onReady', async () => {
      // At once, not at the first hour: a database left unstarted past its last month would refuse audit rows.
      try {
        await ensureAuditPartitions(db, now());
      } catch (error) {
        app.log.warn({ type: errorType(error) }, 'maintenance: audit log months could not be created');
      }
    });
    jobs.every(PRUNE_JOB, EVERY_MS);
  };
}
