#!/usr/bin/env node
/**
 * The release step of a fleet: brings the database to this release's schema, once, before its instances start
 * (they run with PORTAL_MIGRATE_ON_START=0 and refuse a schema they do not know).
 *
 *   DATABASE_URL=postgres://… npm run migrate     PostgreSQL: a direct connection (not through pgbouncer's
 *                                                 transaction pooling: the migration lock is held across statements)
 *   npm run migrate                               the embedded database in PORTAL_DATA_DIR (stop the server first:
 *                                                 one process opens it at a time)
 */
import { isAbsolute, join } from 'node:path';
import { REPO_ROOT } from '../config.js';
import { createDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { readSchemaState } from '../db/schema-state.js';

const url = process.env.DATABASE_URL?.trim();
const dataDir = process.env.PORTAL_DATA_DIR ?? '.data';
const db = await createDatabase(
  url
    ? { url, settings: { poolSize: 1, statementTimeoutMs: 0 } }
    : { dataDir: join(isAbsolute(dataDir) ? dataDir : join(REPO_ROOT, dataDir), 'pglite') },
);
try {
  const before = await readSchemaState(db);
  if (before.state === 'ahead') {
    console.error(
      `The database is newer than this release (it has ${before.unknown.join(', ')}): nothing to do here; ` +
        'deploy the release that migrated it.',
    );
    process.exitCode = 1;
  } else {
    const ran = await migrateToLatest(db);
    console.log(ran.length ? `migrated: ${ran.join(', ')}` : 'the schema was already current');
  }
} finally {
  await db.destroy();
}
