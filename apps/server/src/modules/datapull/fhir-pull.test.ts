import { generateKeyPairSync, randomUUID } from 'node:crypto';
import type { DataPullStatus } from '@portal/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Patient } from '../../fhir/types.js';
import { FhirRecordSource } from '../../providers/records/fhir.js';
import { startFhirTestServer, type FhirTestServer } from '../../providers/records/fhir-test-server.js';
import { testDatabases } from '../../test/databases.js';
import {
  completeOnboardingGates,
  insertHipaaAuthorization,
  seedPatientWithSession,
  appPerSuite,
  recordRowCount,
} from '../../test/helpers.js';
import { testRecordsConfig } from './config.js';
import { drain, sampleImport, testWorker } from './testing.js';

const FILE = 'Josue_Sipes_7d27f180-98d6-456d-98c0-d91df32cd023.json.gz';
const { bundle, imported, expectedRows } = sampleImport(FILE);
const josue = bundle.entry!.map((e) => e.resource!).find((r): r is Patient => r.resourceType === 'Patient')!;
const josueAddress = josue.address![0]!;
const keys = generateKeyPairSync('rsa', { modulusLength: 2048 });

describe.each(testDatabases())('a pull from a FHIR server on $name', (database) => {
  let fhir: FhirTestServer;
  const config = testRecordsConfig({ sources: ['fhir'] });

  const suite = appPerSuite(database, { records: config });

  beforeAll(async () => {
    fhir = await startFhirTestServer({
      bundleFiles: [FILE],
      clientId: 'portal',
      publicKey: keys.publicKey,
      everything: false,
      pageSize: 40,
    });
  });
  afterAll(async () => {
    await fhir.close();
  });

  const worker = () =>
    testWorker(
      suite.db,
      new FhirRecordSource({
        baseUrl: fhir.url,
        clientId: 'portal',
        privateKey: keys.privateKey,
        alg: 'RS384',
        pageSize: 40,
        allowHttp: true,
      }),
      config,
    ).worker;

  /** A portal patient with Josue's name and birth date, living elsewhere now, with `past` as a past address. */
  async function josueLookalike(past: { address1: string; city: string; state: string; zip: string }) {
    const seeded = await seedPatientWithSession(suite.db);
    await completeOnboardingGates(suite.db, seeded.patient.id);
    await suite.db
      .updateTable('patients')
      .set({ first_name: 'Josue', last_name: 'Sipes', date_of_birth: josue.birthDate! })
      .where('id', '=', seeded.patient.id)
      .execute();
    await sql`
      insert into patient_addresses (id, patient_id, kind, address1, city, state, zip, position) values
        (${randomUUID()}, ${seeded.patient.id}, 'primary', '1 New Home Road', 'Austin', 'TX', '73301', 0),
        (${randomUUID()}, ${seeded.patient.id}, 'past', ${past.address1}, ${past.city}, ${past.state}, ${past.zip}, 0)
    `.execute(suite.db);
    const init = await suite.app.inject({
      method: 'POST',
      url: '/v1/datapull/init',
      headers: seeded.headers,
      payload: {},
    });
    expect(init.statusCode).toBe(200);
    return seeded;
  }

  const status = async (headers: Record<string, string>) =>
    (await suite.app.inject({ method: 'GET', url: '/v1/datapull/status', headers })).json()
      .content as DataPullStatus;

  it('[PULL-1] matches the patient on a past address, reads every type page by page and stores each resource once', async () => {
    const { patient, headers } = await josueLookalike({
      address1: josueAddress.line![0]!,
      city: josueAddress.city!,
      state: josueAddress.state!,
      zip: josueAddress.postalCode ?? '00000',
    });
    await drain(worker());
    const s = await status(headers);
    expect(s.state).toBe('succeeded');
    expect(s.sources[0]).toMatchObject({ source: 'fhir', state: 'succeeded', error: null, failed: 0 });
    expect(s.sources[0]!.stored).toBe(imported.length);
    expect(await recordRowCount(suite.db, patient.id, 'fhir')).toBe(expectedRows);
    // 662 observations at 40 per page: the worker followed link[next] to the 17th page.
    expect(fhir.requests.filter((r) => r.startsWith('GET /Observation?')).length).toBe(17);
  });

  it('finds no match (and stores nothing) when no address agrees', async () => {
    const { headers } = await josueLookalike({
      address1: '9 Unrelated Street',
      city: 'Nowhere',
      state: 'ZZ',
      zip: '99999',
    });
    await drain(worker());
    const s = await status(headers);
    expect(s.state).toBe('succeeded');
    expect(s.sources[0]).toMatchObject({ state: 'succeeded', error: 'NO_MATCH', stored: 0 });
  });

  it("[PULL-1] [SEC-1] an unverified sign-up that types the victim's name, birth date and address and signs HIPAA gets none of the victim's records", async () => {
    const attacker = await seedPatientWithSession(suite.db);
    await suite.db
      .updateTable('patients')
      .set({ first_name: 'Josue', last_name: 'Sipes', date_of_birth: josue.birthDate! })
      .where('id', '=', attacker.patient.id)
      .execute();
    await suite.db
      .updateTable('onboarding')
      .set({ identity_status: 'pending', hipaa_signed_at: new Date(), primary_address_at: new Date() })
      .where('patient_id', '=', attacker.patient.id)
      .execute();
    await insertHipaaAuthorization(suite.db, attacker.patient.id);
    await sql`
      insert into patient_addresses (id, patient_id, kind, address1, city, state, zip, position) values
        (${randomUUID()}, ${attacker.patient.id}, 'primary', ${josueAddress.line![0]!}, ${josueAddress.city!},
         ${josueAddress.state!}, ${josueAddress.postalCode ?? '00000'}, 0)
    `.execute(suite.db);
    const init = await suite.app.inject({
      method: 'POST',
      url: '/v1/datapull/init',
      headers: attacker.headers,
      payload: {},
    });
    expect(init.statusCode).toBe(403);
    expect(init.json().error).toMatch(/^IDENTITY_ASSURANCE_TOO_LOW - /);
    await drain(worker());
    const rows = await sql<{ n: number }>`
      select count(*)::int as n from observations where patient_id = ${attacker.patient.id}
    `.execute(suite.db);
    expect(rows.rows[0]!.n).toBe(0);
    expect((await status(attacker.headers)).state).toBe('not_started');
  });

  it('[PULL-1] [SEC-1] stops in review (status in en/es) and imports nothing when two people at the source match', async () => {
    const twin = { ...josue, id: 'josue-namesake' };
    const twins = await startFhirTestServer({
      bundleFiles: [FILE],
      extraPatients: [twin],
      clientId: 'portal',
      publicKey: keys.publicKey,
      everything: false,
      pageSize: 40,
    });
    try {
      const { patient, headers } = await josueLookalike({
        address1: josueAddress.line![0]!,
        city: josueAddress.city!,
        state: josueAddress.state!,
        zip: josueAddress.postalCode ?? '00000',
      });
      const source = new FhirRecordSource({
        baseUrl: twins.url,
        clientId: 'portal',
        privateKey: keys.privateKey,
        alg: 'RS384',
        allowHttp: true,
      });
      await drain(testWorker(suite.db, source, config).worker);
      for (const [language, message] of [
        ['en', /^More than one person at this record source matches your details/],
        ['es', /^Más de una persona en esta fuente de registros coincide con sus datos/],
      ] as const) {
        const res = await suite.app.inject({
          method: 'GET',
          url: '/v1/datapull/status',
          headers: { ...headers, 'accept-language': language },
        });
        const s = res.json().content as DataPullStatus;
        expect(s.state).toBe('review');
        expect(s.sources[0]).toMatchObject({ state: 'review', error: 'MATCH_REVIEW', stored: 0 });
        expect(s.sources[0]!.message).toMatch(message);
      }
      expect(
        (await suite.app.inject({ method: 'GET', url: '/v1/patient/gatepass', headers })).json().content
          .data_pull.state,
      ).toBe('review');
      expect(twins.requests.some((r) => r.startsWith('GET /Observation'))).toBe(false);
      const rows = await sql<{ n: number }>`
        select count(*)::int as n from encounters where patient_id = ${patient.id}
      `.execute(suite.db);
      expect(rows.rows[0]!.n).toBe(0);
    } finally {
      await twins.close();
    }
  });
});
