import { describe, expect, it } from 'vitest';
import { appPerSuite, seedPatientWithSession } from '../../test/helpers.js';
import { testDatabases } from '../../test/databases.js';
import { authorizationHash, currentAuthorization } from './authorization-text.js';
import { signatureState } from './details.js';

describe('signatureState', () => {
  const now = new Date('2026-11-25T12:00:00Z');
  it.each([
    ['in force', null, '2027-01-01T00:00:00Z', 'in_force'],
    ['expired', null, '2026-11-01T00:00:00Z', 'expired'],
    ['revoked (even once expired)', '2026-10-01T00:00:00Z', '2026-11-01T00:00:00Z', 'revoked'],
  ])('[PROF-6] %s', (_why, revoked, expires, state) => {
    expect(
      signatureState({ revoked_at: revoked ? new Date(revoked) : null, expires_at: new Date(expires) }, now),
    ).toBe(state);
  });
});

describe.each(testDatabases())('HIPAA authorizations in the profile on $name', (database) => {
  const suite = appPerSuite(database);
  const current = currentAuthorization();

  async function signedPatient(language: 'en' | 'es' = 'en') {
    const seeded = await seedPatientWithSession(suite.db);
    await suite.db
      .updateTable('onboarding')
      .set({
        identity_status: 'verified',
        identity_method: 'document',
        identity_assurance: 'document_selfie',
        primary_address_at: new Date(),
      })
      .where('patient_id', '=', seeded.patient.id)
      .execute();
    const signed = await suite.app.inject({
      method: 'POST',
      url: '/v1/signup/hipaa',
      headers: seeded.headers,
      payload: {
        version: current.version,
        language,
        content_hash: authorizationHash(current, language),
        full_name: 'Jordan Lee',
        agreed: true,
      },
    });
    expect(signed.statusCode).toBe(200);
    return seeded;
  }
  const get = (url: string, headers: Record<string, string>) =>
    suite.app.inject({ method: 'GET', url, headers });

  it('[PROF-6] lists the signed authorization, downloads it as a PDF, and shows it revoked after revoking', async () => {
    const { headers } = await signedPatient();
    const [signed] = (await get('/v1/patient/hipaa/details', headers)).json().content.authorizations;
    expect(signed).toMatchObject({ version: current.version, signer_name: 'Jordan Lee', state: 'in_force' });

    const pdf = await get(`/v1/patient/hipaa/details/pdf/${signed.id}`, headers);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    expect((await suite.app.inject({ method: 'DELETE', url: '/v1/signup/hipaa', headers })).statusCode).toBe(
      200,
    );
    const [after] = (await get('/v1/patient/hipaa/details', headers)).json().content.authorizations;
    expect(after).toMatchObject({ id: signed.id, state: 'revoked', revoked_at: expect.any(String) });
    // Revoked: no new record pull starts until the patient signs again.
    const pull = await suite.app.inject({ method: 'POST', url: '/v1/datapull/init', headers, payload: {} });
    expect(pull.statusCode).toBeGreaterThanOrEqual(400);
    expect(pull.json().error).toMatch(/^HIPAA_AUTHORIZATION_NOT_CURRENT - /);
  });

  it("[PROF-6] another patient's signed authorization is not listed and its PDF is 404", async () => {
    const owner = await signedPatient('es');
    const other = await seedPatientWithSession(suite.db);
    const [signed] = (await get('/v1/patient/hipaa/details', owner.headers)).json().content.authorizations;
    expect((await get('/v1/patient/hipaa/details', other.headers)).json().content.authorizations).toEqual([]);
    expect((await get(`/v1/patient/hipaa/details/pdf/${signed.id}`, other.headers)).statusCode).toBe(404);
    expect((await get('/v1/patient/hipaa/details/pdf/nope', owner.headers)).statusCode).toBe(400);
  });
});
