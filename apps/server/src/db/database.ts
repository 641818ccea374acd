import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, type KyselyPlugin } from 'kysely';
import pg from 'pg';
import { defaultDatabaseConfig, type DatabaseConfig } from './config.js';
import type { Database } from './schema.js';
import { PGliteDialect, type DiskGuards } from './pglite-dialect.js';

export type Db = Kysely<Database>;

const DATE_OID = 1082;
const INT8_OID = 20;

/**
 * Both drivers return the same JS types: `date` as 'YYYY-MM-DD' (never a timezone-shifted Date) and int8
 * (counts, bigserial ids) as number; our counts stay far below 2^53.
 */
const pgTypes = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
    if (oid === DATE_OID) return (value: string) => value;
    if (oid === INT8_OID) return (value: string) => Number(value);
    return pg.types.getTypeParser(oid, format as 'text');
  }) as typeof pg.types.getTypeParser,
};

export interface DatabaseOptions {
  /** A PostgreSQL server; without it PGlite runs in this process. */
  url?: string | undefined;
  /** PGlite data folder; without it (and without url) the database lives in memory. */
  dataDir?: string | undefined;
  /** PostgreSQL schema to use (tests get a fresh one per run). */
  schema?: string | undefined;
  /** PostgreSQL only: the pool and the limits every connection carries (src/db/config.ts). */
  settings?: Partial<DatabaseConfig>;
  /**
   * PGlite only: `canWrite` false holds every statement that may write (the disk is below its floor);
   * `onDiskFull` is called on the first write that failed for want of space anyway. PGlite cannot go on after
   * one (its next statement would block the process), so every later query is refused; main.ts exits.
   */
  disk?: DiskGuards;
  /** Tests only: a plugin that records the statements the server issues (src/test/record-queries.ts). */
  plugins?: KyselyPlugin[];
  /**
   * PGlite only: start from this dump of a data folder (PGlite's `dumpDataDir`) instead of an empty cluster.
   * The test suites start each database from one migrated dump: creating a cluster and running every migration
   * costs several times as much, once per suite.
   */
  snapshot?: Blob | undefined;
}

export async function createDatabase(options: DatabaseOptions = {}): Promise<Db> {
  if (options.url) {
    const settings = { ...defaultDatabaseConfig(), ...options.settings };
    const pool = new pg.Pool({
      connectionString: options.url,
      max: settings.poolSize,
      // Each connection starts with them: a runaway statement or a transaction left idle ends on the server.
      statement_timeout: settings.statementTimeoutMs,
      idle_in_transaction_session_timeout: settings.idleInTransactionTimeoutMs,
      application_name: settings.applicationName,
      types: pgTypes,
      ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
    });
    // An idle client's network error must not crash the process; the next query reports it.
    pool.on('error', () => undefined);
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins: options.plugins ?? [] });
  }
  const pglite = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.snapshot ? { loadDataDir: options.snapshot } : {}),
    // On Node the data folder is written through (NODEFS) as each statement runs; the "sync" after a query is a
    // no-op that strict mode still awaits behind a lock, several times the cost of a small query. Relaxed only
    // stops awaiting that no-op: what has committed is on disk either way (the crash-restart test kills it).
    relaxedDurability: true,
    parsers: { [DATE_OID]: (value: string) => value, [INT8_OID]: (value: string) => Number(value) },
  });
  if (options.schema)
    await pglite.exec(
      `create schema if not exists "${options.schema}"; set search_path to "${options.schema}"`,
    );
  const db = new Kysely<Database>({
    dialect: new PGliteDialect(pglite, options.disk),
    plugins: options.plugins ?? [],
  });
  embedded.add(db);
  return db;
}

const embedded = new WeakSet<Db>();

/** Whether the database runs inside this process (PGlite): it ends with the process, commits in flight too. */
export const isEmbedded = (db: Db): boolean => embedded.has(db);
