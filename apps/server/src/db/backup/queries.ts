import { sql, type Kysely } from 'kysely';
import { ENCRYPTED_COLUMNS } from '../../lib/encrypted-columns.js';
import { sampleOf, type EncryptedSample } from './key-check.js';

/** How many tables the database holds outside PostgreSQL's own schemas: 0 for a database nothing has used. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- read before (or without) our schema's types
export async function tableCount(db: Kysely<any>): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    select count(*)::int as n from information_schema.tables
    where table_schema not in ('pg_catalog', 'information_schema')
  `.execute(db);
  return rows[0]?.n ?? 0;
}

/**
 * Up to `limit` stored values of each encrypted column, drawn at random (ids first: the values can be large).
 * A backup older than a column has none of it.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a restored database, before it is the server's
export async function encryptedSamples(db: Kysely<any>, limit: number): Promise<EncryptedSample[]> {
  const { rows: present } = await sql<{ name: string }>`
    select table_name || '.' || column_name as name from information_schema.columns
    where table_schema = current_schema()
  `.execute(db);
  const exists = new Set(present.map((row) => row.name));
  const samples: EncryptedSample[] = [];
  for (const column of ENCRYPTED_COLUMNS) {
    if (!exists.has(`${column.table}.${column.column}`)) continue;
    const { rows } = await sql<{ id: string; stored: string }>`
      select id::text as id, ${sql.ref(column.column)} as stored from ${sql.table(column.table)}
      where id in (
        select id from ${sql.table(column.table)} where ${sql.ref(column.column)} is not null
        order by random() limit ${limit}
      )
    `.execute(db);
    samples.push(...rows.map((row) => sampleOf(column, row.id, row.stored)));
  }
  return samples;
}
