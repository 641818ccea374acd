import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { sql, type Migration } from 'kysely';
import pg from 'pg';
import { inject } from 'vitest';
import { createDatabase, type Db } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { queryRecorder } from './record-queries.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A file holding a PGlite data folder migrated to the latest schema (src/test/global-setup.ts makes it). */
    pgliteSnapshot: string;
  }
}

/** `npm run queries:record` sets it: every statement the server issues under test is appended there. */
const recording = process.env.PORTAL_RECORD_QUERIES;
const plugins = recording ? [queryRecorder(recording)] : [];

export interface TestDatabase {
  /** 'PGlite' or 'PostgreSQL' — use it in the describe title. */
  name: string;
  /** A migrated database of its own (fresh schema on PostgreSQL); `migrations` to stop short of the latest. */
  open(migrations?: Record<string, Migration>): Promise<Db>;
  /** Closes it and drops the schema. */
  close(db: Db): Promise<void>;
  /**
   * PostgreSQL only: another instance's own pool on the same schema (after `open`), and the connection URL a
   * server process started by the test uses to reach it. PGlite is one process's database: it has neither.
   */
  shared?: { connect(): Promise<Db>; url: string };
}

/** The PostgreSQL half only (suites about a fleet of instances): none when TEST_DATABASE_URL is not set. */
export function postgresDatabase(): TestDatabase | undefined {
  return testDatabases().find((database) => database.shared);
}

/**
 * The databases every DB suite runs on: PGlite always, plus the PostgreSQL server at TEST_DATABASE_URL
 * when set. Use `describe.each(testDatabases())('… on $name', (database) => { … })` and open one database
 * per file in beforeAll (a PGlite database starts from the migrated snapshot the global setup made).
 */
export function testDatabases(): TestDatabase[] {
  const list: TestDatabase[] = [
    {
      name: 'PGlite',
      open: async (migrations) => {
        // A suite that stops short of the latest migration starts from an empty cluster
        const db = await createDatabase({ plugins, snapshot: migrations ? undefined : migratedSnapshot() });
        await migrateToLatest(db, migrations);
        return db;
      },
      close: (db) => db.destroy(),
    },
  ];
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const schema = `test_${Date.now()}_${randomBytes(4).toString('hex')}`;
    list.push({
      name: 'PostgreSQL',
      open: async (migrations) => {
        const admin = new pg.Client({ connectionString: url });
        await admin.connect();
        await admin.query(`create schema "${schema}"`);
        await admin.end();
        const db = await createDatabase({ url, schema, settings: { poolSize: 4 }, plugins });
        await migrateToLatest(db, migrations);
        return db;
      },
      close: async (db) => {
        await sql`drop schema ${sql.id(schema)} cascade`.execute(db);
        await db.destroy();
      },
      shared: {
        connect: () => createDatabase({ url, schema, settings: { poolSize: 4 } }),
        url: withSearchPath(url, schema),
      },
    });
  }
  return list;
}

/** The migrated PGlite data folder the run's global setup made (src/test/global-setup.ts), read once per file. */
let snapshot: Blob | undefined;
function migratedSnapshot(): Blob {
  snapshot ??= new Blob([readFileSync(inject('pgliteSnapshot'))]);
  return snapshot;
}

/** The URL with the schema as its connections' search path (libpq's `options`, which node-postgres reads too). */
function withSearchPath(url: string, schema: string): string {
  const parsed = new URL(url);
  parsed.searchParams.set('options', `-c search_path=${schema}`);
  return parsed.toString();
}
