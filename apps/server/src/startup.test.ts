import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from './db/database.js';
import { DEMO_PATIENT } from './modules/accounts/seed.js';
import { prepareDatabase } from './startup.js';
import { testDatabases } from './test/databases.js';

describe.each(testDatabases())('start-up on $name', (database) => {
  let db: Db;
  beforeAll(async () => {
    db = await database.open();
  });
  afterAll(() => database.close(db));
  const demoRows = () =>
    db.selectFrom('patients').select('id').where('email', '=', DEMO_PATIENT.email).execute();

  it('in production never creates the demo patient (its password is published)', async () => {
    expect((await prepareDatabase(db, { env: 'production' })).demoPatient).toBe('off');
    expect(await demoRows()).toHaveLength(0);
  });

  it('in development creates it once', async () => {
    expect((await prepareDatabase(db, { env: 'development' })).demoPatient).toBe('created');
    expect((await prepareDatabase(db, { env: 'development' })).demoPatient).toBe('exists');
    expect(await demoRows()).toHaveLength(1);
  });
});
