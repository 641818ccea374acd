import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../database.js';
import { testDatabases } from '../../test/databases.js';
import { seedPatientWithSession, storeFhir } from '../../test/helpers.js';
import { up } from './0031_refuted_diagnoses.js';

const diagnosis = (id: string, verification: string) => ({
  resourceType: 'Condition',
  id,
  code: { coding: [{ system: 'http://snomed.info/sct', code: '44054006', display: 'Diabetes' }] },
  clinicalStatus: { coding: [{ code: 'active' }] },
  verificationStatus: { coding: [{ code: verification }] },
  onsetDateTime: '2020-01-01',
});

describe.each(testDatabases())('migration 0031 (ruled-out diagnoses) on $name', (database) => {
  let db: Db;
  beforeAll(async () => {
    db = await database.open();
  });
  afterAll(() => database.close(db));

  it('[REC-1] corrects a ruled-out condition stored as active before it, and leaves a confirmed one', async () => {
    const { patient } = await seedPatientWithSession(db);
    await storeFhir(db, patient.id, [diagnosis('ruled-out', 'refuted'), diagnosis('confirmed', 'confirmed')]);
    // As a pull before this release stored it: by its clinical status alone.
    await db
      .updateTable('conditions')
      .set({ status: 'active' })
      .where('patient_id', '=', patient.id)
      .execute();

    await up(db as unknown as Kysely<unknown>);

    const rows = await db
      .selectFrom('conditions')
      .select(['source_resource_id', 'status'])
      .where('patient_id', '=', patient.id)
      .orderBy('source_resource_id')
      .execute();
    expect(rows).toEqual([
      { source_resource_id: 'confirmed', status: 'active' },
      { source_resource_id: 'ruled-out', status: 'refuted' },
    ]);
  });
});
