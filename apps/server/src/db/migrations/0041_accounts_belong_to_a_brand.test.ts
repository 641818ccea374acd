import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../config.js';
import type { Db } from '../database.js';
import { testDatabases } from '../../test/databases.js';
import { seedPatientWithSession } from '../../test/helpers.js';
import { up } from './0041_accounts_belong_to_a_brand.js';

describe.each(testDatabases())('migration 0041 (accounts belong to a brand) on $name', (database) => {
  let db: Db;
  beforeAll(async () => {
    db = await database.open();
  });
  afterAll(() => database.close(db));

  it('[issue 25] an account gets the brand of its first session, one without a session the default; emails are unique per brand', async () => {
    const config = testConfig();
    const madeOnAcme = await seedPatientWithSession(db, config, 'acme');
    // A later session on another brand's portal (before 0041 any portal signed anyone in) does not move it
    await seedPatientWithSession(db, config, 'sunrise').then(({ patient }) =>
      db
        .updateTable('sessions')
        .set({ patient_id: madeOnAcme.patient.id })
        .where('patient_id', '=', patient.id)
        .execute(),
    );
    const neverSignedIn = await seedPatientWithSession(db, config, 'sunrise');
    await db.deleteFrom('sessions').where('patient_id', '=', neverSignedIn.patient.id).execute();
    // The schema as it stood before 0041
    await sql`
      drop index patients_email;
      alter table patients drop column brand;
      alter table patients add constraint patients_email_key unique (email);
      alter table passkeys drop column brand;
      alter table audit_log drop column brand;
    `.execute(db);

    await up(db as unknown as Kysely<unknown>);

    const brandOf = async (id: string) =>
      (await db.selectFrom('patients').select('brand').where('id', '=', id).executeTakeFirstOrThrow()).brand;
    expect(await brandOf(madeOnAcme.patient.id)).toBe('acme');
    expect(await brandOf(neverSignedIn.patient.id)).toBe('carebridge');
    const twin = { ...madeOnAcme.patient, id: crypto.randomUUID(), password_hash: 'x' };
    await db
      .insertInto('patients')
      .values({ ...twin, brand: 'sunrise' })
      .execute();
    await expect(
      db
        .insertInto('patients')
        .values({ ...twin, id: crypto.randomUUID(), brand: 'sunrise' })
        .execute(),
    ).rejects.toThrow();
  });
});
