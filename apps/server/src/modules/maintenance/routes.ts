import type { AppModule } from '../../http/context.js';
import { loadRetention, pruneExpired } from './service.js';

/** How often an instance prunes. Every instance may: each delete is idempotent, so two at once only repeat work. */
const EVERY_MS = 3600_000;
/** The first pass waits a little after start, off the start-up path. */
const FIRST_AFTER_MS = 60_000;

/**
 * The maintenance job: no route, a schedule. Off under test (suites move the clock and keep expired rows on
 * purpose); `pruneExpired` is tested directly.
 */
export function maintenanceModule(env: NodeJS.ProcessEnv = process.env): AppModule {
  return (app, { db, config, now }) => {
    const retention = loadRetention(env);
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
        app.log.warn(
          { type: error instanceof Error ? error.name : typeof error },
          'maintenance: pruning failed',
        );
      }
      timer = setTimeout(() => void pass(), EVERY_MS).unref();
    };
    app.addHook('onReady', async () => {
      timer = setTimeout(() => void pass(), FIRST_AFTER_MS).unref();
    });
    app.addHook('onClose', async () => clearTimeout(timer));
  };
}
