import type { Db } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { seedDemoPatient, type DemoSeedConfig } from './modules/accounts/seed.js';

/**
 * Brings the database to the latest migration and, in local development on the embedded database only,
 * creates the demo patient the README names. Its password is published, so a production database never gets it.
 */
export async function prepareDatabase(
  db: Db,
  config: DemoSeedConfig,
): Promise<{ migrations: string[]; demoPatient: 'created' | 'exists' | 'off' }> {
  const migrations = await migrateToLatest(db);
  return { migrations, demoPatient: await seedDemoPatient({ db, config }) };
}
