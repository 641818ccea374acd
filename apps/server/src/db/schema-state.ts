import { sql, type Kysely } from 'kysely';
import { migrations } from './migrations/index.js';

/**
 * How the database's schema compares with the migrations this build knows: `current` when it has run exactly
 * them, `behind` when some are missing (a release step has not run), `ahead` when it has run one this build does
 * not know (a newer release migrated it: this one's queries may no longer fit).
 */
export type SchemaState =
  { state: 'current' } | { state: 'behind'; missing: string[] } | { state: 'ahead'; unknown: string[] };

/** The verdict from the two lists: a pure rule, so the migration table's reading stays apart. */
export function compareSchema(applied: readonly string[], known: readonly string[]): SchemaState {
  const knownSet = new Set(known);
  const appliedSet = new Set(applied);
  const unknown = applied.filter((name) => !knownSet.has(name));
  if (unknown.length > 0) return { state: 'ahead', unknown };
  const missing = known.filter((name) => !appliedSet.has(name));
  return missing.length > 0 ? { state: 'behind', missing } : { state: 'current' };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- read before (or without) our schema's types
export async function readSchemaState(db: Kysely<any>): Promise<SchemaState> {
  const table = await sql<{
    present: string | null;
  }>`select to_regclass('kysely_migration')::text as present`.execute(db);
  if (!table.rows[0]?.present) return compareSchema([], Object.keys(migrations));
  const rows = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
  return compareSchema(
    rows.rows.map((row) => row.name),
    Object.keys(migrations),
  );
}

/** The cheapest round trip: resolves when the database answers. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any schema will do
export async function pingDatabase(db: Kysely<any>): Promise<void> {
  await sql`select 1`.execute(db);
}
