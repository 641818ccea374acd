import { readFileSync } from 'node:fs';
import { sql, type Kysely, type Transaction } from 'kysely';

/**
 * Expand/contract, checked: the SQL the last release issues (`release-queries.json`, recorded by
 * `npm run queries:record`), each of which must still be accepted by the schema after every migration of this
 * one. In a rolling deploy the old release's instances serve on the new schema until they are replaced, so a
 * migration that drops or renames a table or column they read or write must wait for the release after.
 */
export interface ReleaseQuery {
  sql: string;
  /** The source file that issued it, to name in a failure. */
  from: string;
}

export interface ReleaseQueries {
  /** The commit the queries were recorded at. */
  release: string;
  queries: ReleaseQuery[];
}

export function readReleaseQueries(
  file = new URL('./release-queries.json', import.meta.url),
): ReleaseQueries {
  return JSON.parse(readFileSync(file, 'utf8')) as ReleaseQueries;
}

/**
 * The queries the database refuses to prepare, with its reason. `PREPARE` parses and plans a statement against
 * the schema (tables, columns, their types, functions) without running it, so it needs no data and changes
 * nothing. Each runs under its own savepoint, so one refusal does not end the transaction.
 */
export async function unpreparableQueries(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- checks any schema
  tx: Transaction<any>,
  queries: readonly ReleaseQuery[],
): Promise<Array<ReleaseQuery & { error: string }>> {
  const refused = [];
  for (const query of queries) {
    await sql`savepoint release_query`.execute(tx);
    try {
      await sql.raw(`prepare release_query as ${query.sql}`).execute(tx);
      await sql`deallocate release_query`.execute(tx);
      await sql`release savepoint release_query`.execute(tx);
    } catch (error) {
      await sql`rollback to savepoint release_query`.execute(tx);
      refused.push({ ...query, error: error instanceof Error ? error.message : String(error) });
    }
  }
  return refused;
}

/** `unpreparableQueries` in a transaction of its own that changes nothing. */
export async function queriesRefusedBy(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- checks any schema
  db: Kysely<any>,
  queries: readonly ReleaseQuery[],
): Promise<Array<ReleaseQuery & { error: string }>> {
  return db.transaction().execute((tx) => unpreparableQueries(tx, queries));
}

/** The table and the columns an `insert into "t" ("a", "b") …` names, or undefined for any other statement. */
export function insertedColumns(text: string): { table: string; columns: string[] } | undefined {
  const match = /^insert into "(\w+)" \(([^)]*)\)/.exec(text);
  if (!match) return undefined;
  return { table: match[1]!, columns: [...match[2]!.matchAll(/"(\w+)"/g)].map((column) => column[1]!) };
}

/**
 * Inserts of the last release that leave out a column the schema now requires (not null, no default): PREPARE
 * takes them, the first row would not. An expanding migration gives a new required column a default.
 */
export async function insertsMissingRequiredColumns(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- checks any schema
  db: Kysely<any>,
  queries: readonly ReleaseQuery[],
): Promise<Array<ReleaseQuery & { missing: string[] }>> {
  const required = await sql<{ table_name: string; column_name: string }>`
    select table_name, column_name from information_schema.columns
    where table_schema = current_schema() and is_nullable = 'NO' and column_default is null
      and is_identity = 'NO' and is_generated = 'NEVER'`.execute(db);
  const missing = [];
  for (const query of queries) {
    const insert = insertedColumns(query.sql);
    if (!insert) continue;
    const left = required.rows
      .filter((row) => row.table_name === insert.table && !insert.columns.includes(row.column_name))
      .map((row) => row.column_name);
    if (left.length > 0) missing.push({ ...query, missing: left });
  }
  return missing;
}

/**
 * One statement per shape: Kysely writes a list of values or of rows with one parameter each, so an `in` of three
 * ids and one of four, or an insert of one row and of five, are one query to the schema.
 */
export function shapeOf(text: string): string {
  return text
    .replace(/\$\d+/g, '$')
    .replace(/\(\s*\$(?:\s*,\s*\$)*\s*\)/g, '($…)')
    .replace(/\(\$…\)(?:\s*,\s*\(\$…\))+/g, '($…)');
}

/** Distinct shapes, the first statement of each, ordered by issuing file then text (a stable diff). */
export function distinctQueries(recorded: readonly ReleaseQuery[]): ReleaseQuery[] {
  const byShape = new Map<string, ReleaseQuery>();
  for (const query of recorded) if (!byShape.has(shapeOf(query.sql))) byShape.set(shapeOf(query.sql), query);
  return [...byShape.values()].sort((a, b) => a.from.localeCompare(b.from) || a.sql.localeCompare(b.sql));
}
