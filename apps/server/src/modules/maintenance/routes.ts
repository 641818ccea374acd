import type { AppModule } from '../../http/context.js';
import {
  ensureAuditPartitions,
  loadAuditLogSettings,
  loadRetention,
  maintainAuditLog,
  pruneExpired,
} from './service.js';

/** How often an instance prunes. Every instance may: each delete is idempotent, so two at once only repeat work. */
const EVERY_MS = 3600_000;
/** The first pass waits a little after start, off the start-up path. */
const FIRST_AFTER_MS = 60_000;

const errorType = (error: unknown) => (error instanceof Error ? error.name : typeof error);

/**
 * The maintenance job: no route, a schedule. Off under test (suites move the clock and keep expired rows on
 * purpose); `pruneExpired` and `maintainAuditLog` are tested directly.
 */
export function maintenanceModule(env: NodeJS.ProcessEnv = process.env): AppModule {
  return (app, { db, config, now }) => {
    const retention = loadRetention(env);
    const auditLog = loadAuditLogSettings(env, config.dataDir);
    if (config.env === 'test') return;
    let timer: NodeJS.Timeout | undefined;
    const pass = async () => {
      try {
        const pruned = await pruneExpired(db, {
          now: now(),
          retention,
          sessionMaxAgeSeconds: config.sessions.maxAgeSeconds,
        });
        app.log.info({ pruned }, 'maintenance: pruned expired rows');
      } catch (error) {
        app.log.warn({ type: errorType(error) }, 'maintenance: pruning failed');
      }
      try {
        const { created, exported } = await maintainAuditLog(db, { now: now(), settings: auditLog });
        app.log.info(
          { created, exported: exported.map(({ name, rows }) => ({ name, rows })) },
          'maintenance: audit log months created, exported and dropped',
        );
      } catch (error) {
        app.log.warn({ type: errorType(error) }, 'maintenance: audit log months failed');
      }
      timer = setTimeout(() => void pass(), EVERY_MS).unref();
    };
    app.addHook('onReady', async () => {
      // At once, not after the first wait: a database left unstarted past its last month would refuse audit rows.
      try {
        await ensureAuditPartitions(db, now());
      } catch (error) {
        app.log.warn({ type: errorType(error) }, 'maintenance: audit log months could not be created');
      }
      timer = setTimeout(() => void pass(), FIRST_AFTER_MS).unref();
    });
    app.addHook('onClose', async () => clearTimeout(timer));
  };
}
