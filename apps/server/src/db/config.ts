import { z } from 'zod';
import { ConfigError, readSettings } from '../lib/config-error.js';

/** How the server holds its PostgreSQL connections (PGlite has one, in the process, and ignores these). */
export interface DatabaseConfig {
  /** Connections per instance: instances × this must stay under the server's max_connections (or pgbouncer's pool). */
  poolSize: number;
  /** A statement running longer is cancelled: one runaway query must not hold a connection for ever. */
  statementTimeoutMs: number;
  /** A transaction left open and idle this long is ended, releasing its locks. */
  idleInTransactionTimeoutMs: number;
  /** What `pg_stat_activity` shows for this server's connections. */
  applicationName: string;
  /**
   * Whether this instance brings the schema up to date as it starts (one machine). A fleet runs
   * `npm run migrate` as a release step instead, and its instances only check the schema is the one they know.
   */
  migrateOnStart: boolean;
}

const milliseconds = (fallback: number) => z.coerce.number().int().min(0).default(fallback);

const schema = z.object({
  NODE_ENV: z.string().optional(),
  DATABASE_URL: z.string().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(1000).default(10),
  // A patient's heaviest read (the whole record as a bundle) takes well under a second; 30 s is a runaway.
  DATABASE_STATEMENT_TIMEOUT_MS: milliseconds(30_000),
  DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: milliseconds(60_000),
  DATABASE_APPLICATION_NAME: z
    .string()
    .regex(/^[\x20-\x7e]{1,63}$/, 'must be printable ASCII, at most 63 characters')
    .default('patient-portal'),
  /**
   * PGlite is one process's embedded database on one machine's disk: no second instance, no replica, no
   * point-in-time recovery. Production without DATABASE_URL is refused unless the operator says this is meant.
   */
  PORTAL_EMBEDDED_DATABASE_IN_PRODUCTION: z.enum(['0', '1', '']).optional(),
  PORTAL_MIGRATE_ON_START: z.enum(['0', '1', '']).optional(),
});

/** Reads the database settings; throws a ConfigError naming the variable that is wrong. */
export function loadDatabaseConfig(env: NodeJS.ProcessEnv): DatabaseConfig {
  const e = readSettings(schema, env);
  if (
    e.NODE_ENV === 'production' &&
    !e.DATABASE_URL?.trim() &&
    e.PORTAL_EMBEDDED_DATABASE_IN_PRODUCTION !== '1'
  ) {
    throw new ConfigError(
      'Invalid configuration:\n  DATABASE_URL: is required in production: without it the server would keep ' +
        'patient data in the embedded database (PGlite), one process on one disk, with no replica or ' +
        'point-in-time recovery. Set PORTAL_EMBEDDED_DATABASE_IN_PRODUCTION=1 to run it anyway.',
    );
  }
  return {
    poolSize: e.DATABASE_POOL_SIZE,
    statementTimeoutMs: e.DATABASE_STATEMENT_TIMEOUT_MS,
    idleInTransactionTimeoutMs: e.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS,
    applicationName: e.DATABASE_APPLICATION_NAME,
    migrateOnStart: e.PORTAL_MIGRATE_ON_START !== '0',
  };
}

/** What tests and tools use: the defaults. */
export const defaultDatabaseConfig = (): DatabaseConfig => loadDatabaseConfig({});
