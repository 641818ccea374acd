import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
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

describe.each(testDatabases())('an instance that does not migrate, on $name', (database) => {
  let db: Db;
  beforeAll(async () => {
    db = await database.open();
  });
  afterAll(() => database.close(db));
  const names = async () =>
    (await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db)).rows.map(
      (row) => row.name,
    );

  it('serves the schema it knows', async () => {
    await expect(prepareDatabase(db, { env: 'production', migrateOnStart: false })).resolves.toEqual({
      migrations: [],
      demoPatient: 'off',
    });
  });

  it('refuses an older schema, naming what is missing and the release step that adds it', async () => {
    const newest = (await names()).at(-1)!;
    await sql`delete from kysely_migration where name = ${newest}`.execute(db);
    await expect(prepareDatabase(db, { env: 'production', migrateOnStart: false })).rejects.toThrow(
      new RegExp(`older than this release \\(missing ${newest}\\): run \`npm run migrate\``),
    );
    // what `npm run migrate` would record (its schema is still there: only the row was taken away)
    await sql`insert into kysely_migration (name, timestamp) values (${newest}, ${new Date().toISOString()})`.execute(
      db,
    );
    await expect(prepareDatabase(db, { env: 'production', migrateOnStart: false })).resolves.toMatchObject({
      migrations: [],
    });
  });

  it('refuses a newer schema, naming the migration it does not know', async () => {
    await sql`insert into kysely_migration (name, timestamp) values ('9999_from_a_newer_release', ${new Date().toISOString()})`.execute(
      db,
    );
    await expect(prepareDatabase(db, { env: 'production', migrateOnStart: false })).rejects.toThrow(
      /newer than this release \(it has 9999_from_a_newer_release\)/,
    );
    await sql`delete from kysely_migration where name = '9999_from_a_newer_release'`.execute(db);
  });
});
