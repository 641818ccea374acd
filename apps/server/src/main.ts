import { join } from 'node:path';
import { buildApp } from './app.js';
import { ConfigError, loadConfig, startupWarnings } from './config.js';
import { createDatabase } from './db/database.js';
import { loadShutdownSettings, shutDown } from './lifecycle.js';
import { prepareDatabase } from './startup.js';

/** A bad setting stops the server with its message (naming the variable), not a stack trace. */
async function orRefuse<T>(step: () => T | Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

const started = performance.now();
const config = await orRefuse(() => loadConfig());
const shutdownSettings = await orRefuse(() => loadShutdownSettings(process.env));
const db = await createDatabase(
  config.databaseUrl
    ? { url: config.databaseUrl, settings: config.database }
    : { dataDir: join(config.dataDir, 'pglite') },
);
const { migrations, demoPatient } = await orRefuse(() =>
  prepareDatabase(db, { ...config, migrateOnStart: config.database.migrateOnStart }),
);
// Modules read their own providers' settings (identity, lab partner) as they register.
const app = await orRefuse(() => buildApp({ config, db }));

app.log.info(
  { migrations, demoPatient, database: config.databaseUrl ? 'postgresql' : 'pglite' },
  'database ready',
);
if (!app.portalBuilt)
  app.log.warn(`the portal is not built (${config.staticDir} has no index.html): only /v1 is served`);
for (const warning of startupWarnings(config)) app.log.warn(warning);

await app.listen({ port: config.port, host: config.host });
app.log.info(
  `portal and API on http://localhost:${config.port} (ready in ${Math.round(performance.now() - started)} ms)`,
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info(`${signal}: draining`);
    void shutDown({ app, db, readiness: app.readiness }, shutdownSettings)
      .catch(() => false)
      .then((orderly) => {
        if (!orderly) app.log.error('shutdown did not finish in time: exiting anyway');
        process.exit(orderly ? 0 : 1);
      });
  });
}
