import { randomUUID } from 'node:crypto';
import type { RecordsSummary } from '@portal/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import type { Db } from '../../db/database.js';
import { normaliseResource } from '../../fhir/normalise.js';
import { testDatabases } from '../../test/databases.js';
import { seedPatientWithSession, testApp } from '../../test/helpers.js';
import { recordAnswers } from './answers.js';
import { recordVersion } from './queries.js';
import { reconcileRecords, storeRecords } from './service.js';

/** One blood-pressure-free observation, a new one per call unless `id` is given. */
const heartRate = (value: number, id = randomUUID()) =>
  normaliseResource({
    resourceType: 'Observation',
    id,
    status: 'final',
    category: [
      {
        coding: [
          { system: 'http://terminology.hl7.org/CodeSystem/observation-category', code: 'vital-signs' },
        ],
      },
    ],
    code: { coding: [{ system: 'http://loinc.org', code: '8867-4', display: 'Heart rate' }] },
    effectiveDateTime: '2026-03-01T10:00:00Z',
    valueQuantity: { value, unit: '/min', system: 'http://unitsofmeasure.org', code: '/min' },
  });

/** A read that counts how often it ran and answers what `answer` holds then. */
const countedRead = <T>(answer: () => T) => {
  const read = async () => ((read.runs += 1), answer());
  read.runs = 0;
  return read;
};

describe.each(testDatabases())('records kept until they change on $name', (database) => {
  let db: Db;
  let app: App;
  beforeAll(async () => {
    db = await database.open();
    ({ app } = await testApp(db));
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await database.close(db);
  });

  const newPatient = async () => (await seedPatientWithSession(db)).patient.id;

  it('moves the version of the records with every change to them, in the changing transaction', async () => {
    const patientId = await newPatient();
    expect(await recordVersion(db, patientId)).toBe(-1);
    const id = randomUUID();
    await storeRecords({ db }, { patientId, source: 'clinic', rows: heartRate(70, id) });
    const first = await recordVersion(db, patientId);
    expect(first).toBeGreaterThanOrEqual(0);

    await storeRecords({ db }, { patientId, source: 'clinic', rows: heartRate(72, id) });
    const updated = await recordVersion(db, patientId);
    expect(updated).toBeGreaterThan(first);

    // A change that rolls back moves nothing
    await db
      .transaction()
      .execute(async (tx) => {
        await storeRecords({ db: tx }, { patientId, source: 'clinic', rows: heartRate(80) });
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    expect(await recordVersion(db, patientId)).toBe(updated);

    // A re-pull that no longer sees the record removes it, and that is a change too
    await reconcileRecords({ db }, { patientId, source: 'clinic', pullJobId: randomUUID() });
    expect(await recordVersion(db, patientId)).toBeGreaterThan(updated);
  });

  it("a patient's deletion takes their records and their version with it", async () => {
    const patientId = await newPatient();
    await storeRecords({ db }, { patientId, source: 'clinic', rows: heartRate(70) });
    await db.deleteFrom('patients').where('id', '=', patientId).execute();
    const left = await sql<{
      n: number;
    }>`select count(*)::int as n from record_versions where patient_id = ${patientId}`.execute(db);
    expect(left.rows[0]!.n).toBe(0);
  });

  it('answers from what it kept while the records stay the same, and reads again once they change', async () => {
    const patientId = await newPatient();
    const answers = recordAnswers({ db });
    let stored = 1;
    const read = countedRead(() => stored);
    expect(await answers(patientId, ['count'], read)).toBe(1);
    stored = 2; // what a read would answer now, though the records did not change: the kept answer holds
    expect(await answers(patientId, ['count'], read)).toBe(1);
    expect(read.runs).toBe(1);

    await storeRecords({ db }, { patientId, source: 'clinic', rows: heartRate(70) });
    expect(await answers(patientId, ['count'], read)).toBe(2);
    expect(read.runs).toBe(2);
  });

  it("keeps each patient's answers and each question apart", async () => {
    const [mine, theirs] = [await newPatient(), await newPatient()];
    await storeRecords({ db }, { patientId: mine, source: 'clinic', rows: heartRate(70) });
    await storeRecords({ db }, { patientId: theirs, source: 'clinic', rows: heartRate(90) });
    const answers = recordAnswers({ db });
    expect(await answers(mine, ['trend', 'HR', {}], async () => 'mine')).toBe('mine');
    expect(await answers(theirs, ['trend', 'HR', {}], async () => 'theirs')).toBe('theirs');
    expect(await answers(mine, ['trend', 'HR', { date_from: '2026-01-01' }], async () => 'mine, 2026')).toBe(
      'mine, 2026',
    );
    expect(await answers(mine, ['trend', 'HR', {}], async () => 'read again')).toBe('mine');
  });

  it('lets the least recently read patient go first when the answers outgrow their room', async () => {
    const [first, second, third] = [await newPatient(), await newPatient(), await newPatient()];
    const answers = recordAnswers({ db, keptSize: 40 });
    const tenCharacters = (who: string) => countedRead(() => who.padEnd(10, '.'));
    const reads = {
      first: tenCharacters('first'),
      second: tenCharacters('second'),
      third: tenCharacters('third'),
    };
    await answers(first, 'q', reads.first);
    await answers(second, 'q', reads.second);
    await answers(first, 'q', reads.first); // read again: the second is now the least recent
    await answers(third, 'q', reads.third);
    await answers(third, 'r', tenCharacters('third'));
    await answers(third, 's', tenCharacters('third')); // 50 characters: one patient must go
    await answers(first, 'q', reads.first);
    await answers(second, 'q', reads.second);
    expect([reads.first.runs, reads.second.runs]).toEqual([1, 2]);
  });

  it('[REC-6] a record stored for the patient shows in their next read, and never in another patient’s', async () => {
    const owner = await seedPatientWithSession(db);
    const other = await seedPatientWithSession(db);
    const summary = async (headers: Record<string, string>) =>
      (await app.inject({ method: 'GET', url: '/v1/patient/records/summary', headers })).json()
        .content as RecordsSummary;
    const observations = (s: RecordsSummary) =>
      s.categories.find((c) => c.category === 'observations')?.count ?? 0;

    await storeRecords({ db }, { patientId: owner.patient.id, source: 'clinic', rows: heartRate(70) });
    expect(observations(await summary(owner.headers))).toBe(1);
    expect(observations(await summary(other.headers))).toBe(0);

    await storeRecords({ db }, { patientId: owner.patient.id, source: 'clinic', rows: heartRate(75) });
    expect(observations(await summary(owner.headers))).toBe(2);
    expect(observations(await summary(other.headers))).toBe(0);
  });
});
