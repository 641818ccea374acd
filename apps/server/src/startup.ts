import type { Db } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { readSchemaState, type SchemaState } from './db/schema-state.js';
import { ConfigError } from './lib/config-error.js';
import { seedDemoPatient, type DemoSeedConfig } from './modules/accounts/seed.js';

/** Why an instance that does not migrate cannot serve this schema, in words an operator acts on; none when it can. */
export function schemaRefusal(schema: SchemaState): string | undefined {
  if (schema.state === 'behind')
    return `the database schema is older than this release (missing ${schema.missing.join(', ')}): run \`npm run migrate\` first`;
  if (schema.state === 'ahead')
    return `the database schema is newer than this release (it has ${schema.unknown.join(', ')}): a newer release migrated it; deploy that release`;
  return undefined;
}

/**
 * Brings the database to the latest migration (or, with `migrateOnStart` off, refuses a schema this release does
 * not know) and, in local development on the embedded database only, creates the demo patient the README names.
 * Its password is published, so a production database never gets it.
 */
export async function prepareDatabase(
  db: Db,
  config: DemoSeedConfig & { migrateOnStart?: boolean },
): Promise<{ migrations: string[]; demoPatient: 'created' | 'exists' | 'off' }> {
  let migrations: string[] = [];
  if (config.migrateOnStart === false) {
    const refusal = schemaRefusal(await readSchemaState(db));
    if (refusal) throw new ConfigError(`Cannot start: ${refusal}.`);
  } else migrations = await migrateToLatest(db);
  return { migrations, demoPatient: await seedDemoPatient({ db, config }) };
}
