import { describe, expect, it } from 'vitest';
import { appPerSuite, seedPatientWithSession } from '../../test/helpers.js';
import { testDatabases } from '../../test/databases.js';
import { authorizationHash, currentAuthorization } from './authorization-text.js';

describe.each(testDatabases())('HIPAA authorization on $name', (database) => {
  const suite = appPerSuite(database);

  const current = currentAuthorization();
  const signature = (change: Record<string, unknown> = {}) => ({
    version: current.version,
    language: 'en',
    content_hash: authorizationHash(current, 'en'),
    full_name: 'Jordan Lee',
    agreed: true,
    ...change,
  });

  async function verifiedPatient() {
    const seeded = await seedPatientWithSession(suite.db);
    await suite.db
      .updateTable('onboarding')
      .set({ identity_status: 'verified', identity_method: 'ssn' })
      .where('patient_id', '=', seeded.patient.id)
      .execute();
    return seeded;
  }
  const sign = (headers: Record<string, string>, payload: unknown) =>
    suite.app.inject({ method: 'POST', url: '/v1/signup/hipaa', headers, payload: payload as object });

  it.each([
    ['en', 'Authorization to use and disclose my health information'],
    ['es', 'Autorización para usar y divulgar mi información de salud'],
  ])(
    '[HIPAA-1] shows the current text in %s with its version, hash and linked policies',
    async (lang, title) => {
      const { headers } = await verifiedPatient();
      const response = await suite.app.inject({
        method: 'GET',
        url: `/v1/signup/hipaa?lang=${lang}`,
        headers,
      });
      expect(response.json().content).toMatchObject({
        version: current.version,
        language: lang,
        title,
        content_hash: authorizationHash(current, lang as 'en' | 'es'),
        signed: null,
      });
      expect(response.json().content.policies.map((p: { key: string }) => p.key)).toEqual([
        'patient_authorization',
        'privacy',
        'identity_verification_privacy',
      ]);
    },
  );

  it('[HIPAA-1] picks the language from Accept-Language without ?lang', async () => {
    const { headers } = await verifiedPatient();
    const response = await suite.app.inject({
      method: 'GET',
      url: '/v1/signup/hipaa',
      headers: { ...headers, 'accept-language': 'es-MX' },
    });
    expect(response.json().content.language).toBe('es');
  });

  it('[HIPAA-1] [ONB-2] stores the version, text hash, typed name, time and IP, and opens the address step', async () => {
    const { headers, patient } = await verifiedPatient();
    const response = await sign(headers, signature({ full_name: '  jordan   LEE ' }));
    expect(response.statusCode).toBe(200);
    expect(response.json().content).toMatchObject({ version: current.version, signer_name: 'jordan   LEE' });
    const row = await suite.db
      .selectFrom('hipaa_authorizations')
      .selectAll()
      .where('patient_id', '=', patient.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      version: current.version,
      language: 'en',
      content_hash: authorizationHash(current, 'en'),
      signer_name: 'jordan   LEE',
      ip: '127.0.0.1',
    });
    expect(row.expires_at.getTime() - row.signed_at.getTime()).toBeGreaterThan(
      365 * 2 * 86400_000 - 2 * 86400_000,
    );
    const gatepass = await suite.app.inject({ method: 'GET', url: '/v1/patient/gatepass', headers });
    expect(gatepass.json().content).toMatchObject({ hipaa_signed: true, next_step: 'address' });
    const read = await suite.app.inject({ method: 'GET', url: '/v1/signup/hipaa', headers });
    expect(read.json().content.signed).toMatchObject({
      version: current.version,
      signer_name: 'jordan   LEE',
    });
  });

  it.each([
    ['a name that is not the account holder’s', { full_name: 'Someone Else' }, 422, 'HIPAA_NAME_MISMATCH'],
    ['an older version', { version: '2000-01-01' }, 409, 'HIPAA_VERSION_STALE'],
    ['a hash of other words', { content_hash: 'a'.repeat(64) }, 409, 'HIPAA_VERSION_STALE'],
    [
      'the Spanish hash with English named',
      { content_hash: authorizationHash(currentAuthorization(), 'es') },
      409,
      'HIPAA_VERSION_STALE',
    ],
    ['the box not ticked', { agreed: false }, 400, 'VALIDATION_FAILED'],
    ['no name', { full_name: '' }, 400, 'VALIDATION_FAILED'],
  ])('[HIPAA-1] refuses %s and stores nothing', async (_name, change, status, code) => {
    const { headers, patient } = await verifiedPatient();
    const response = await sign(headers, signature(change));
    expect(response.statusCode).toBe(status);
    expect(response.json().error).toMatch(new RegExp(`^${code} - `));
    const rows = await suite.db
      .selectFrom('hipaa_authorizations')
      .select('id')
      .where('patient_id', '=', patient.id)
      .execute();
    expect(rows).toEqual([]);
  });

  it('[HIPAA-1] [ONB-1] cannot be signed before identity verification', async () => {
    const { headers } = await seedPatientWithSession(suite.db);
    const response = await sign(headers, signature());
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toBe('IDV_NOT_VERIFIED - Please verify your identity first.');
  });

  it("[SEC-1] one patient's signature is not another's", async () => {
    const alice = await verifiedPatient();
    const bob = await verifiedPatient();
    await sign(alice.headers, signature());
    const bobs = await suite.app.inject({ method: 'GET', url: '/v1/signup/hipaa', headers: bob.headers });
    expect(bobs.json().content.signed).toBeNull();
  });

  it('[HIPAA-1] the patient revokes the authorization: it stays on file as revoked, the gatepass asks to sign again, audited', async () => {
    const { headers, patient } = await verifiedPatient();
    expect((await sign(headers, signature())).statusCode).toBe(200);
    const revoke = await suite.app.inject({ method: 'DELETE', url: '/v1/signup/hipaa', headers });
    expect(revoke.statusCode).toBe(200);
    expect(revoke.json().content.revoked_at).toEqual(expect.any(String));
    const shown = await suite.app.inject({ method: 'GET', url: '/v1/signup/hipaa', headers });
    expect(shown.json().content.signed).toBeNull();
    const gatepass = await suite.app.inject({ method: 'GET', url: '/v1/patient/gatepass', headers });
    expect(gatepass.json().content).toMatchObject({ hipaa_signed: false, next_step: 'hipaa' });
    const rows = await suite.db
      .selectFrom('hipaa_authorizations')
      .select(['revoked_at', 'revoked_by'])
      .where('patient_id', '=', patient.id)
      .execute();
    expect(rows).toEqual([{ revoked_at: expect.any(Date), revoked_by: `patient:${patient.id}` }]);
    const audited = await suite.db
      .selectFrom('audit_log')
      .select(['action', 'resource', 'outcome'])
      .where('patient_id', '=', patient.id)
      .where('action', '=', 'revoke')
      .execute();
    expect(audited).toEqual([{ action: 'revoke', resource: 'hipaa.authorization', outcome: 'success' }]);
    // Nothing left in force to revoke.
    expect((await suite.app.inject({ method: 'DELETE', url: '/v1/signup/hipaa', headers })).statusCode).toBe(
      404,
    );
  });
});
