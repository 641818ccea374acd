import { describe, expect, it } from 'vitest';
import { SOURCE_RECORD } from '../../fhir/fixtures/patient-access-record.js';
import { testDatabases } from '../../test/databases.js';
import { appPerSuite, seedPatientWithSession, storeFhir } from '../../test/helpers.js';
import { launchApp, TEST_APP, TEST_ORIGIN, tokenRequest, type Send } from './testing.js';

/*
 * The seam between the authorization server and the FHIR API, joined as an app meets it: a real launch, then the
 * app's own token on /fhir/r4 — no test double of the access resolver.
 */
describe.each(testDatabases())('SMART launch to FHIR read on $name', (database) => {
  const suite = appPerSuite(database, { publicOrigin: TEST_ORIGIN, patientApps: [TEST_APP] });
  const send: Send = (request) => suite.app.inject(request);
  const fhir = (url: string, token: string) =>
    suite.app.inject({
      method: 'GET',
      url: `/fhir/r4/${url}`,
      headers: { authorization: `Bearer ${token}` },
    });
  type Bundle = {
    total: number;
    entry?: { resource: { resourceType: string; id: string; code?: unknown } }[];
  };

  const patientWithRecord = async () => {
    const seeded = await seedPatientWithSession(suite.db);
    await storeFhir(suite.db, seeded.patient.id, SOURCE_RECORD);
    return seeded;
  };

  it('[issue 30] the launched app reads its patient and searches observations by code and date', async () => {
    const { patient, headers } = await patientWithRecord();
    const token = await launchApp({ send, patientHeaders: headers });
    const read = await fhir(`Patient/${token.patient}`, token.access_token);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toMatchObject({ resourceType: 'Patient', id: patient.id });
    const found = await fhir(
      'Observation?code=http://loinc.org|8867-4&date=ge2023-01-01',
      token.access_token,
    );
    expect(found.statusCode, found.body).toBe(200);
    const bundle = found.json() as Bundle;
    expect(bundle.total).toBe(1);
    expect(JSON.stringify(bundle.entry![0]!.resource)).toContain('8867-4');
    const before = await fhir('Observation?code=8867-4&date=lt2023-01-01', token.access_token);
    expect((before.json() as Bundle).total).toBe(0);
  });

  it('[issue 30] a grant narrowed to observations is refused conditions with 403', async () => {
    const { headers } = await patientWithRecord();
    const token = await launchApp({ send, patientHeaders: headers, categories: ['observations'] });
    expect((await fhir(`Observation?patient=${token.patient}`, token.access_token)).statusCode).toBe(200);
    const conditions = await fhir(`Condition?patient=${token.patient}`, token.access_token);
    expect(conditions.statusCode).toBe(403);
    expect(conditions.json().resourceType).toBe('OperationOutcome');
  });

  it('[issue 30] another patient’s token reads nothing of the first', async () => {
    const first = await patientWithRecord();
    const firstToken = await launchApp({ send, patientHeaders: first.headers });
    const mine = (
      await fhir(`Observation?patient=${first.patient.id}`, firstToken.access_token)
    ).json() as Bundle;
    expect(mine.entry!.length).toBeGreaterThan(0);
    const second = await patientWithRecord();
    const secondToken = await launchApp({ send, patientHeaders: second.headers });
    expect(secondToken.patient).toBe(second.patient.id);
    const searched = await fhir(`Observation?patient=${first.patient.id}`, secondToken.access_token);
    expect(searched.statusCode).toBe(200);
    expect((searched.json() as Bundle).entry ?? []).toEqual([]);
    expect((await fhir(`Patient/${first.patient.id}`, secondToken.access_token)).statusCode).toBe(404);
    for (const { resource } of mine.entry!)
      expect((await fhir(`Observation/${resource.id}`, secondToken.access_token)).statusCode).toBe(404);
  });

  it('[issue 30] once the patient ends the grant in the portal, the token and its refresh are refused at once', async () => {
    const { headers } = await patientWithRecord();
    const token = await launchApp({ send, patientHeaders: headers });
    expect((await fhir(`Patient/${token.patient}`, token.access_token)).statusCode).toBe(200);
    const list = await suite.app.inject({ method: 'GET', url: '/v1/patient/sharing', headers });
    const grant = list.json().content.grants.find((g: { kind: string }) => g.kind === 'app');
    const ended = await suite.app.inject({
      method: 'POST',
      url: `/v1/patient/sharing/${grant.id}/end`,
      headers,
      payload: {},
    });
    expect(ended.statusCode).toBe(200);
    expect((await fhir(`Patient/${token.patient}`, token.access_token)).statusCode).toBe(401);
    expect((await fhir(`Observation?patient=${token.patient}`, token.access_token)).statusCode).toBe(401);
    const refresh = await tokenRequest(send, {
      grant_type: 'refresh_token',
      refresh_token: token.refresh_token!,
    });
    expect(refresh.json.error).toBe('invalid_grant');
  });
});
