import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { appPerSuite, seedPatientWithSession, insertHipaaAuthorization } from '../../test/helpers.js';
import { testDatabases } from '../../test/databases.js';

const primary = {
  address1: '1 Main St',
  address2: 'Apt 2',
  city: 'Springfield',
  state: 'il',
  zip: '627011234',
  from: '2021-06-01',
};
const past = {
  address1: '50 Oak Ave',
  city: 'Austin',
  state: 'TX',
  zip: '73301',
  from: '2015-01-01',
  to: '2021-05-31',
};

describe.each(testDatabases())('addresses on $name', (database) => {
  const suite = appPerSuite(database);

  async function signedPatient() {
    const seeded = await seedPatientWithSession(suite.db);
    await suite.db
      .updateTable('onboarding')
      .set({
        identity_status: 'verified',
        identity_method: 'driver_licence',
        identity_assurance: 'document',
        hipaa_signed_at: new Date(),
      })
      .where('patient_id', '=', seeded.patient.id)
      .execute();
    await insertHipaaAuthorization(suite.db, seeded.patient.id);
    return seeded;
  }
  const save = (headers: Record<string, string>, payload: unknown, lang = 'en') =>
    suite.app.inject({
      method: 'POST',
      url: '/v1/signup/addresses',
      headers: { ...headers, 'accept-language': lang },
      payload: payload as object,
    });
  const read = (headers: Record<string, string>) =>
    suite.app.inject({ method: 'GET', url: '/v1/signup/addresses', headers });

  it('[ADDR-4] [ONB-1] saves a primary and past addresses, completes onboarding and starts the health-record pull', async () => {
    const { headers, patient } = await signedPatient();
    const response = await save(headers, { primary, past: [past] });
    expect(response.statusCode).toBe(200);
    expect(response.json().content).toMatchObject({
      primary: { ...primary, state: 'IL', zip: '62701-1234' },
      past: [{ ...past, address2: null }],
      data_pull: 'started',
    });
    const gatepass = await suite.app.inject({ method: 'GET', url: '/v1/patient/gatepass', headers });
    expect(gatepass.json().content).toMatchObject({ primary_address: true, next_step: 'home' });
    const pulls = await suite.db
      .selectFrom('data_pulls')
      .select('id')
      .where('patient_id', '=', patient.id)
      .execute();
    expect(pulls).toHaveLength(1);
  });

  it('[ADDR-4] saving again replaces the earlier addresses', async () => {
    const { headers } = await signedPatient();
    await save(headers, { primary, past: [past, { ...past, from: '2010-01-01', to: '2014-12-31' }] });
    await save(headers, { primary: { ...primary, address1: '2 Main St' }, past: [] });
    const content = (await read(headers)).json().content;
    expect(content.primary.address1).toBe('2 Main St');
    expect(content.past).toEqual([]);
  });

  it.each([
    [
      'a ZIP with 4 digits',
      { primary: { ...primary, zip: '6270' } },
      'VALIDATION_FAILED - Primary address: the ZIP code must have 5 or 9 digits.',
    ],
    [
      'an unknown state',
      { primary: { ...primary, state: 'Illinois' } },
      'VALIDATION_FAILED - Primary address: choose a US state.',
    ],
    [
      'no street',
      { primary: { ...primary, address1: ' ' } },
      'VALIDATION_FAILED - Primary address: the street address is required.',
    ],
    [
      'a past address ending before it starts',
      { primary, past: [{ ...past, to: '2014-01-01' }] },
      'VALIDATION_FAILED - Past address: the move-in date must be before the move-out date.',
    ],
    [
      'a past address without dates',
      { primary, past: [{ ...past, from: undefined, to: undefined }] },
      'VALIDATION_FAILED - Past address is required.',
    ],
    ['no primary address', { past: [past] }, 'VALIDATION_FAILED - Primary address is required.'],
    [
      'a 500-character street',
      { primary: { ...primary, address1: 'x'.repeat(500) } },
      'VALIDATION_FAILED - Primary address is too long: use at most 120 characters.',
    ],
  ])('[ADDR-4] [SEC-2] refuses %s with a clear message', async (_name, payload, error) => {
    const { headers } = await signedPatient();
    const response = await save(headers, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(error);
    expect((await read(headers)).json().content.primary).toBeNull();
  });

  it('[ADDR-4] a refused field is named in the envelope, to the form field it concerns, for the portal to show it there', async () => {
    const { headers } = await signedPatient();
    const response = await save(headers, { primary: { ...primary, address1: 'x'.repeat(500) } });
    expect(response.json().params).toEqual({
      field: 'primary',
      path: 'primary.address1',
      key: 'too_long',
      max: 120,
    });
  });

  it('[ADDR-4] explains in Spanish too', async () => {
    const { headers } = await signedPatient();
    const response = await save(headers, { primary: { ...primary, zip: '1' } }, 'es');
    expect(response.json().error).toBe(
      'VALIDATION_FAILED - Dirección principal: el código postal debe tener 5 o 9 dígitos.',
    );
  });

  it('[ONB-1] cannot be saved before the HIPAA authorization is signed', async () => {
    const { headers } = await seedPatientWithSession(suite.db);
    const response = await save(headers, { primary });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatch(/^HIPAA_NOT_SIGNED - /);
  });

  it('[ADDR-4] suggests the address the patient confirmed after their last passed ID scan, until a primary is saved', async () => {
    const { headers, patient } = await signedPatient();
    const scanned = { first_name: 'Jordan', last_name: 'Lee', date_of_birth: '1980-05-17' };
    const onCard = { address1: '9 Elm St', address2: null, city: 'Boston', state: 'MA', zip: '02139' };
    const attempt = (outcome: 'passed' | 'failed', confirmedStreet: string, at: string) => ({
      id: randomUUID(),
      patient_id: patient.id,
      method: 'document' as const,
      provider: 'sandbox' as const,
      outcome,
      evidence: JSON.stringify({}),
      extracted: JSON.stringify({ ...scanned, address: onCard }),
      confirmed: JSON.stringify({ ...scanned, address: { ...onCard, address1: confirmedStreet } }),
      created_at: new Date(at),
    });
    await suite.db
      .insertInto('identity_attempts')
      .values([
        attempt('passed', '10 Elm St', '2026-01-01T10:00:00Z'),
        attempt('passed', '11 Elm St', '2026-01-02T10:00:00Z'),
        attempt('failed', '12 Elm St', '2026-01-03T10:00:00Z'),
      ])
      .execute();
    expect((await read(headers)).json().content.suggested_primary).toEqual({
      ...onCard,
      address1: '11 Elm St',
    });
    await save(headers, { primary });
    expect((await read(headers)).json().content.suggested_primary).toBeNull();
  });

  it('[SEC-1] a patient reads only their own addresses', async () => {
    const alice = await signedPatient();
    const bob = await signedPatient();
    await save(alice.headers, { primary, past: [past] });
    const bobs = (await read(bob.headers)).json().content;
    expect(bobs).toMatchObject({ primary: null, past: [] });
  });
});
