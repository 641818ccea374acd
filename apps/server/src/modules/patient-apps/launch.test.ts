import { describe, expect, it } from 'vitest';
import { appPerSuite, seedPatientWithSession } from '../../test/helpers.js';
import { testDatabases } from '../../test/databases.js';
import {
  launchApp,
  TEST_APP,
  TEST_CONFIDENTIAL_APP,
  TEST_FHIR_BASE,
  TEST_ORIGIN,
  type Send,
} from './testing.js';

describe.each(testDatabases())('SMART standalone launch on $name', (database) => {
  const suite = appPerSuite(database, {
    publicOrigin: TEST_ORIGIN,
    patientApps: [TEST_APP, TEST_CONFIDENTIAL_APP],
  });
  const send: Send = (request) => suite.app.inject(request);

  it('[issue 30] a patient launch with PKCE gives the app a token for the patient, fhirUser in the id token', async () => {
    const { patient, headers } = await seedPatientWithSession(suite.db);
    const token = await launchApp({ send, patientHeaders: headers });
    expect(token.patient).toBe(patient.id);
    expect(token.token_type).toBe('Bearer');
    expect(token.scope.split(' ')).toEqual(
      expect.arrayContaining(['launch/patient', 'patient/*.rs', 'offline_access']),
    );
    const claims = JSON.parse(Buffer.from(token.id_token!.split('.')[1]!, 'base64url').toString());
    expect(claims.fhirUser).toBe(`${TEST_FHIR_BASE}/Patient/${patient.id}`);
    expect(claims.iss).toBe(TEST_ORIGIN);
    expect(token.refresh_token).toBeTruthy();
  });
});
