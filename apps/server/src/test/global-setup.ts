import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely } from 'kysely';
import type { TestProject } from 'vitest/node';
import { migrateToLatest } from '../db/migrate.js';
import { PGliteDialect } from '../db/pglite-dialect.js';
import type { Database } from '../db/schema.js';

/**
 * Says once per run which databases the DB suites ran on, and migrates one PGlite database whose data folder
 * every PGlite suite starts from.
 */
export default async function setup(project: TestProject) {
  if (!process.env.TEST_DATABASE_URL) {
    console.log(
      '\n[server tests] TEST_DATABASE_URL is not set: database suites run on PGlite only. ' +
        'Set TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test to run them on PostgreSQL too.\n',
    );
  } else {
    console.log('\n[server tests] database suites run on PGlite and on PostgreSQL (TEST_DATABASE_URL).\n');
  }
  const pglite = await PGlite.create();
  await migrateToLatest(new Kysely<Database>({ dialect: new PGliteDialect(pglite) }));
  const folder = mkdtempSync(join(tmpdir(), 'portal-server-tests-'));
  const snapshot = join(folder, 'migrated.tar');
  writeFileSync(snapshot, Buffer.from(await (await pglite.dumpDataDir('none')).arrayBuffer()));
  await pglite.close();
  project.provide('pgliteSnapshot', snapshot);
  return () => rmSync(folder, { recursive: true, force: true });
}
