import type { AppModule } from '../../http/context.js';
import { loadRetention, PRUNE_JOB, pruneExpired } from './service.js';

/** Pruning runs hourly, on the hour, once for the whole fleet (the runner's schedule). */
const EVERY_MS = 3600_000;

/** The maintenance job: no route, a scheduled background job. `pruneExpired` is also tested directly. */
export function maintenanceModule(env: NodeJS.ProcessEnv = process.env): AppModule {
  return (app, { db, config, jobs, now }) => {
    const retention = loadRetention(env);
    jobs.handle(PRUNE_JOB, async () => {
      const pruned = await pruneExpired(db, {
        now: now(),
        retention,
        sessionMaxAgeSeconds: config.sessions.maxAgeSeconds,
      });
      app.log.info({ pruned }, 'maintenance: pruned expired rows');
    });
    jobs.every(PRUNE_JOB, EVERY_MS);
  };
}
