import type { Config } from './config.js';
import type { Db } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { seedDemoPatient } from './modules/accounts/seed.js';

/**
 * Brings the database to the latest migration and, outside production, creates the demo patient the README
 * names. Its password is published, so a production database never gets it.
 */
export async function prepareDatabase(
  db: Db,
  config: Pick<Config, 'env'>,
): Promise<{ migrations: string[]; demoPatient: 'created' | 'exists' | 'off' }> {
  const migrations = await migrateToLatest(db);
  const demoPatient = config.env === 'production' ? 'off' : await seedDemoPatient(db);
  return { migrations, demoPatient };
}
