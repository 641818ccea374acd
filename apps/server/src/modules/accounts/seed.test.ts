import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.js';
import { testDatabases } from '../../test/databases.js';
import { SampleRecordSource } from '../../providers/records/sample.js';
import { testRecordsConfig } from '../datapull/config.js';
import { ensureDemoPull } from '../datapull/service.js';
import { drain, testWorker } from '../datapull/testing.js';
import { DEMO_ADDRESS, DEMO_PATIENT, DEMO_RECORD_IDENTIFIER, maySeedDemo, seedDemoPatient } from './seed.js';

describe('when the demo patient (a published password) is created', () => {
  it.each([
    ['development on the embedded database', { env: 'development', databaseUrl: undefined }, true],
    ['development with DATABASE_URL', { env: 'development', databaseUrl: 'postgres://db/portal' }, false],
    ['production on the embedded database', { env: 'production', databaseUrl: undefined }, false],
    ['production with DATABASE_URL', { env: 'production', databaseUrl: 'postgres://db/portal' }, false],
    ['tests', { env: 'test', databaseUrl: undefined }, false],
  ] as const)('[SEC-1] %s: %s', (_name, config, expected) => {
    expect(maySeedDemo(config)).toBe(expected);
  });
});

describe.each(testDatabases())('the demo patient seed on $name', (database) => {
  let db: Db;
  beforeAll(async () => {
    db = await database.open();
  });
  afterAll(async () => {
    await database.close(db);
  });

  it('[SEC-1] creates nothing under NODE_ENV=production', async () => {
    expect(await seedDemoPatient({ db, config: { env: 'production', databaseUrl: undefined } })).toBe('off');
    const demo = await db
      .selectFrom('patients')
      .select('id')
      .where('email', '=', DEMO_PATIENT.email)
      .execute();
    expect(demo).toEqual([]);
  });

  it('gives the demo patient its record identifier, an authorization in force and a primary address, once', async () => {
    const config = { env: 'development', databaseUrl: undefined } as const;
    expect(await seedDemoPatient({ db, config })).toBe('created');
    expect(await seedDemoPatient({ db, config })).toBe('exists');
    const { id } = await db
      .selectFrom('patients')
      .select('id')
      .where('email', '=', DEMO_PATIENT.email)
      .executeTakeFirstOrThrow();
    const identifiers = await db
      .selectFrom('patient_source_identifiers')
      .select(['system', 'value'])
      .where('patient_id', '=', id)
      .execute();
    expect(identifiers).toEqual([DEMO_RECORD_IDENTIFIER]);
    const authorizations = await db
      .selectFrom('hipaa_authorizations')
      .select(['expires_at', 'revoked_at'])
      .where('patient_id', '=', id)
      .execute();
    expect(authorizations).toEqual([{ expires_at: expect.any(Date), revoked_at: null }]);
    expect(authorizations[0]!.expires_at.getTime()).toBeGreaterThan(Date.now());
    const addresses = await db
      .selectFrom('patient_addresses')
      .select(['kind', 'address1', 'address2', 'city', 'state', 'zip'])
      .where('patient_id', '=', id)
      .execute();
    expect(addresses).toEqual([{ kind: 'primary', ...DEMO_ADDRESS }]);
  });

  it('[PULL-1] the demo pull on first start brings the generated bundle its identifier names', async () => {
    const deps = { db, config: { records: testRecordsConfig() }, now: () => new Date() };
    await ensureDemoPull(deps);
    const { worker } = testWorker(db, new SampleRecordSource({ demoResources: 300 }));
    await drain(worker);
    const job = await db
      .selectFrom('data_pull_jobs')
      .innerJoin('patients', 'patients.id', 'data_pull_jobs.patient_id')
      .select(['data_pull_jobs.state', 'data_pull_jobs.source_patient_ref'])
      .where('patients.email', '=', DEMO_PATIENT.email)
      .executeTakeFirstOrThrow();
    expect(job).toEqual({ state: 'succeeded', source_patient_ref: 'synthetic:4:300' });
  });
});
