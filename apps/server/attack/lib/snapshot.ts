import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../src/db/database.js';
import { fromDist, type ServerProcess } from './server.js';

/**
 * Tables whose rows a refused request may legitimately add or change: the audit trail (every refusal is audited),
 * the rate-limit counters, the dev outbox and the sign-in challenges' attempt counters. Everything else is
 * patients' data (accounts, sessions, identity, HIPAA, addresses, flags, pulls and records).
 */
const BOOKKEEPING = /^(audit|rate_limit|dev_outbox|mfa_challenges|kysely_)/;
/** Columns any authorised request updates: a session's last use (its idle timeout). */
const TOUCHED_COLUMNS: Record<string, string[]> = { sessions: ['last_seen_at'] };
/**
 * Rows the clock adds whatever the requests: a schedule's occurrence (the hourly prune, the daily recompute) is
 * queued, keyed by its period, when a period starts, which a run crossing the hour meets. A job a request queues
 * has no such key and is still counted.
 */
const CLOCK_ROWS: Record<string, RawBuilder<boolean>> = {
  background_jobs: sql<boolean>`unique_key is not null`,
};

/**
 * Row count and an md5 of every row of every patients'-data table, read straight from the database while the
 * server is stopped (PGlite allows one process at a time).
 */
export function snapshot(server: ServerProcess): Promise<Map<string, string>> {
  return withDatabase(server, async (db) => {
    const tables = await sql<{ table_name: string }>`
      select table_name from information_schema.tables
      where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`.execute(db);
    const result = new Map<string, string>();
    for (const { table_name } of tables.rows) {
      if (BOOKKEEPING.test(table_name)) continue;
      const row = await sql<{ n: number; digest: string | null }>`
        select count(*)::int as n,
          md5(string_agg((to_jsonb(t) - ${sql.val(TOUCHED_COLUMNS[table_name] ?? [])}::text[])::text, '|'
            order by (to_jsonb(t) - ${sql.val(TOUCHED_COLUMNS[table_name] ?? [])}::text[])::text)) as digest
        from ${sql.table(table_name)} t
        where not ${CLOCK_ROWS[table_name] ?? sql<boolean>`false`}`.execute(db);
      result.set(table_name, `${row.rows[0]?.n ?? 0} rows ${row.rows[0]?.digest ?? '-'}`);
    }
    return result;
  });
}

/** Opens the stopped server's database (its PGlite folder, or its PostgreSQL database) for `read`. */
export async function withDatabase<T>(server: ServerProcess, read: (db: Db) => Promise<T>): Promise<T> {
  const { createDatabase } = await fromDist<typeof import('../../src/db/database.js')>('db/database.js');
  const db = await createDatabase(
    server.options.databaseUrl
      ? { url: server.options.databaseUrl, settings: { poolSize: 1 } }
      : { dataDir: `${server.dataDir}/pglite` },
  );
  try {
    return await read(db);
  } finally {
    await db.destroy();
  }
}

export function changedTables(before: Map<string, string>, after: Map<string, string>): string[] {
  const names = new Set([...before.keys(), ...after.keys()]);
  return [...names]
    .filter((name) => before.get(name) !== after.get(name))
    .map(
      (name) =>
        `${name} (${before.get(name)?.split(' ')[0] ?? 0} → ${after.get(name)?.split(' ')[0] ?? 0} rows)`,
    );
}
