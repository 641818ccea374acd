import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { loadDatabaseConfig } from './config.js';
import { createDatabase } from './database.js';

describe('the database settings', () => {
  it('defaults to a pool of 10 with a 30 s statement and a 60 s idle-transaction limit', () => {
    expect(loadDatabaseConfig({})).toEqual({
      poolSize: 10,
      statementTimeoutMs: 30_000,
      idleInTransactionTimeoutMs: 60_000,
      applicationName: 'patient-portal',
      migrateOnStart: true,
    });
    expect(loadDatabaseConfig({ PORTAL_MIGRATE_ON_START: '0' }).migrateOnStart).toBe(false);
  });

  it.each([
    ['DATABASE_POOL_SIZE', '0'],
    ['DATABASE_POOL_SIZE', 'many'],
    ['DATABASE_STATEMENT_TIMEOUT_MS', '-1'],
    ['DATABASE_APPLICATION_NAME', 'portal\nadmin'],
  ])('refuses %s=%j, naming it', (name, value) => {
    expect(() => loadDatabaseConfig({ [name]: value })).toThrow(new RegExp(name));
  });

  it.each([
    [
      'production on the embedded database',
      { NODE_ENV: 'production' },
      /DATABASE_URL: is required in production/,
    ],
    [
      'production with a PostgreSQL server',
      { NODE_ENV: 'production', DATABASE_URL: 'postgres://db/portal' },
      null,
    ],
    [
      'production on the embedded database, asked for',
      { NODE_ENV: 'production', PORTAL_EMBEDDED_DATABASE_IN_PRODUCTION: '1' },
      null,
    ],
    ['development on the embedded database', { NODE_ENV: 'development' }, null],
  ])('%s', (_case, env, refusal) => {
    if (refusal) expect(() => loadDatabaseConfig(env)).toThrow(refusal);
    else expect(() => loadDatabaseConfig(env)).not.toThrow();
  });

  const url = process.env.TEST_DATABASE_URL;
  it.runIf(url)('gives every PostgreSQL connection its limits and name', async () => {
    const db = await createDatabase({
      url,
      settings: {
        poolSize: 2,
        statementTimeoutMs: 1234,
        idleInTransactionTimeoutMs: 5678,
        applicationName: 'portal-test',
      },
    });
    try {
      const row = (
        await sql<{ statement: string; idle: string; name: string }>`
          select current_setting('statement_timeout') as statement,
            current_setting('idle_in_transaction_session_timeout') as idle,
            current_setting('application_name') as name`.execute(db)
      ).rows[0];
      expect(row).toEqual({ statement: '1234ms', idle: '5678ms', name: 'portal-test' });
      // A runaway statement is cancelled by the server, not left holding the connection
      await expect(sql`select pg_sleep(3)`.execute(db)).rejects.toThrow(/statement timeout/);
    } finally {
      await db.destroy();
    }
  });
});
