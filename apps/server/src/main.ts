import { join } from 'node:path';
import { buildApp } from './app.js';
import { loadConfig, startupWarnings } from './config.js';
import { orRefuse } from './lib/config-error.js';
import { createDatabase } from './db/database.js';
import { createDiskGuard, loadDiskSettings } from './http/disk-space.js';
import { loadShutdownSettings, shutDown } from './lifecycle.js';
import { moveCardPhotosOutOfRows } from './modules/insurance/move-photos.js';
import { createBlobStore } from './providers/blobs/index.js';
import { prepareDatabase } from './startup.js';

const started = performance.now();
const config = await orRefuse(() => loadConfig());
const shutdownSettings = await orRefuse(() => loadShutdownSettings(process.env));
const disk = createDiskGuard(config.dataDir, await orRefuse(() => loadDiskSettings(process.env)));
if (await disk.refresh()) {
  // Opening the embedded database writes (recovery, a checkpoint): on a full disk it would hang, not fail. On
  // PostgreSQL the folder still takes what this server writes itself; PORTAL_DISK_MIN_FREE_MB=0 turns it off.
  console.error(
    `${config.dataDir} has less free space than PORTAL_DISK_MIN_FREE_MB: free some space, then start again.`,
  );
  process.exit(1);
}
const db = await createDatabase(
  config.databaseUrl
    ? { url: config.databaseUrl, settings: config.database }
    : {
        dataDir: join(config.dataDir, 'pglite'),
        disk: {
          canWrite: () => !disk.low,
          // PGlite cannot go on after a write failed for want of space (its next statement would block this
          // process for good): exit, so the supervisor restarts it, which waits until there is space again.
          onDiskFull: () => {
            console.error(
              'the embedded database could not write: the disk is full. Exiting; free space in ' +
                `${config.dataDir}, then start again.`,
            );
            process.exit(1);
          },
        },
      },
);
const { migrations, demoPatient } = await orRefuse(() =>
  prepareDatabase(db, { ...config, migrateOnStart: config.database.migrateOnStart }),
);
// Modules read their own providers' settings (identity, lab partner) as they register.
const blobs = createBlobStore(config.blobs, config);
const app = await orRefuse(() => buildApp({ config, db, blobs, disk }));

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
