import { Migrator, sql, type Kysely, type Migration } from 'kysely';
import { migrations } from './migrations/index.js';

export async function migrateToLatest(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on any schema, before ours exists
  db: Kysely<any>,
  /** Tests pass fewer, to build a database as an earlier release left it. */
  list: Record<string, Migration> = migrations,
): Promise<string[]> {
  // Name the schema explicitly: unqualified, Kysely takes a migration table in *any* schema of the database
  // as ours and then fails to find it through search_path (two test schemas on one server).
  const schema = (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]
    ?.schema;
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => list },
    // Numbers are reserved per feature (0009–0014) and land in any order: a database that already ran a
    // later one still takes an earlier one that lands after it.
    allowUnorderedMigrations: true,
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(`Migration ${failed} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
