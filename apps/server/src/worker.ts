/*
 * `npm run worker`: an instance that runs the background jobs (record pulls, notices, pruning, the insight
 * recompute) and serves no HTTP. The app is built as an API instance's is, so the jobs run with the same
 * modules and settings, but it never listens on a port. SIGTERM hands running jobs back at their checkpoint.
 */
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { orRefuse } from './lib/config-error.js';
import { createDatabase } from './db/database.js';
import { loadShutdownSettings, shutDown } from './lifecycle.js';
import { prepareDatabase } from './startup.js';

const config = await orRefuse(() => loadConfig());
const shutdownSettings = await orRefuse(() => loadShutdownSettings(process.env));
if (!config.jobs.run) {
  console.error('Invalid configuration:\n  PORTAL_RUN_JOBS: a worker runs jobs; unset it or set it to 1');
  process.exit(1);
}
// The embedded database is one process's: a second process opening its folder beside the server would corrupt it.
if (!config.databaseUrl) {
  console.error(
    'Invalid configuration:\n  DATABASE_URL: a worker shares a PostgreSQL with the API instances; on the embedded database the server runs its own jobs',
  );
  process.exit(1);
}
const db = await createDatabase({ url: config.databaseUrl, settings: config.database });
await orRefuse(() => prepareDatabase(db, { ...config, migrateOnStart: config.database.migrateOnStart }));
const app = await orRefuse(() => buildApp({ config, db }));
await app.ready();
app.log.info({ concurrency: config.jobs.concurrency }, 'worker: running background jobs (no HTTP)');

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info(`${signal}: handing jobs back`);
    void shutDown({ app, db, readiness: app.readiness }, shutdownSettings)
      .catch(() => false)
      .then((orderly) => {
        if (!orderly) app.log.error('shutdown did not finish in time: exiting anyway');
        process.exit(orderly ? 0 : 1);
      });
  });
}
