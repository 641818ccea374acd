import { join } from 'node:path';
import { buildApp } from './app.js';
import { ConfigError, loadConfig, startupWarnings } from './config.js';
import { createDatabase } from './db/database.js';
import { loadShutdownSettings, shutDown } from './lifecycle.js';
import { moveCardPhotosOutOfRows } from './modules/insurance/move-photos.js';
import { createBlobStore } from './providers/blobs/index.js';
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
const blobs = createBlobStore(config.blobs, config);
const app = await orRefuse(() => buildApp({ config, db, blobs }));

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
// In the background: until a photo is moved its reads come from its row (src/modules/insurance/move-photos.ts).
void moveCardPhotosOutOfRows({
  db,
  blobs,
  encryptionKey: config.encryptionKey,
  encryptionPreviousKeys: config.encryptionPreviousKeys,
  warn: (m) => app.log.warn(m),
}).then(
  (counts) => {
    if (counts.moved || counts.unreadable || counts.forgotten)
      app.log.info({ ...counts, store: blobs.name }, 'card photos moved out of the database');
  },
  (error: unknown) =>
    app.log.error({ err: error }, 'moving card photos to the blob store failed; retried at the next start'),
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
