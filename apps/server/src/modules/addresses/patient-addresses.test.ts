import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/databases.js';
import {
  appPerSuite,
  completeOnboardingGates,
  requester,
  seedPatientWithSession,
} from '../../test/helpers.js';

type Headers = Record<string, string>;

const home = { address1: '1 Main St', address2: 'Apt 2', city: 'Springfield', state: 'IL', zip: '62701' };
const newHome = { address1: '7 Lake Rd', city: 'Madison', state: 'wi', zip: '537031234' };

describe.each(testDatabases())('profile addresses on $name', (database) => {
  const suite = appPerSuite(database);
  // An undated move happens on the server's today.
  const today = new Date().toISOString().slice(0, 10);
  const call = requester(suite);
  const list = async (headers: Headers) =>
    (await call('GET', '/v1/patient/addresses', headers)).json().content.addresses as Array<
      Record<string, unknown>
    >;
  const add = (headers: Headers, kind: string, address: object, lang = 'en') =>
    call('POST', '/v1/patient/address', headers, { kind, address }, lang);

  async function patientAtHome() {
    const seeded = await seedPatientWithSession(suite.db);
    const saved = await add(seeded.headers, 'primary', { ...home, from: '2019-04-01' });
    expect(saved.statusCode).toBe(201);
    return seeded;
  }

  it('[PROF-2] moving house keeps the previous address as a past address, until the day of the move', async () => {
    const { headers, patient } = await patientAtHome();
    const moved = await add(headers, 'primary', { ...newHome, from: '2024-03-01' });
    expect(moved.statusCode).toBe(201);
    expect(moved.json().content).toMatchObject({ kind: 'primary', state: 'WI', zip: '53703-1234' });
    expect(await list(headers)).toEqual([
      expect.objectContaining({ kind: 'primary', address1: '7 Lake Rd', from: '2024-03-01', to: null }),
      expect.objectContaining({ kind: 'past', address1: '1 Main St', from: '2019-04-01', to: '2024-03-01' }),
    ]);
    const audit = await suite.db
      .selectFrom('audit_log')
      .select(['action', 'changes'])
      .where('patient_id', '=', patient.id)
      .where('resource', '=', 'profile.addresses')
      .where('action', '=', 'create')
      .execute();
    expect(audit).toHaveLength(2);
    expect(JSON.stringify(audit)).not.toContain('Lake');
  });

  it('[PROF-2] an undated move happens today; the newest move comes first in the history', async () => {
    const { headers } = await patientAtHome();
    await add(headers, 'primary', { ...newHome, from: '2022-01-15' });
    await add(headers, 'primary', { ...home, address1: '9 Elm St' });
    const addresses = await list(headers);
    expect(addresses.map((a) => [a.kind, a.address1, a.from, a.to])).toEqual([
      ['primary', '9 Elm St', today, null],
      ['past', '7 Lake Rd', '2022-01-15', today],
      ['past', '1 Main St', '2019-04-01', '2022-01-15'],
    ]);
  });

  it('[PROF-2] adds past and additional addresses, corrects and removes them; the primary cannot be removed', async () => {
    const { headers } = await patientAtHome();
    const past = (await add(headers, 'past', { ...newHome, from: '2010-01-01', to: '2012-06-30' })).json()
      .content;
    const work = (await add(headers, 'additional', { ...newHome, address1: '100 Office Pk' })).json().content;
    expect(work).toMatchObject({ kind: 'additional', from: null, to: null });
    const corrected = await call('PATCH', `/v1/patient/address/${past.id}`, headers, {
      kind: 'past',
      address: { ...newHome, address1: '8 Lake Rd', from: '2010-01-01', to: '2012-06-30' },
    });
    expect(corrected.json().content).toMatchObject({ address1: '8 Lake Rd', kind: 'past' });
    const primary = (await list(headers))[0]!;
    const refused = await call('DELETE', `/v1/patient/address/${String(primary.id)}`, headers);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(
      'PRIMARY_ADDRESS_REQUIRED - Your primary address can be replaced but not removed.',
    );
    expect((await call('DELETE', `/v1/patient/address/${work.id}`, headers)).statusCode).toBe(200);
    expect((await list(headers)).map((a) => a.address1)).toEqual(['1 Main St', '8 Lake Rd']);
  });

  it('[PROF-2] moving into an additional address makes it the primary from today', async () => {
    const { headers } = await patientAtHome();
    const cabin = (await add(headers, 'additional', newHome)).json().content;
    const moved = await call('PUT', `/v1/patient/address/${cabin.id}/primary`, headers);
    expect(moved.statusCode).toBe(200);
    expect((await list(headers)).map((a) => [a.kind, a.address1, a.from, a.to])).toEqual([
      ['primary', '7 Lake Rd', today, null],
      ['past', '1 Main St', '2019-04-01', today],
    ]);
  });

  it("[PROF-2] [ADDR-4] saving onboarding's addresses again leaves the other addresses added from the profile", async () => {
    const { headers, patient } = await patientAtHome();
    await completeOnboardingGates(suite.db, patient.id);
    await add(headers, 'additional', newHome);
    const saved = await call('POST', '/v1/signup/addresses', headers, { primary: home, past: [] });
    expect(saved.statusCode).toBe(200);
    expect((await list(headers)).map((a) => [a.kind, a.address1])).toEqual([
      ['primary', '1 Main St'],
      ['additional', '7 Lake Rd'],
    ]);
  });

  it.each([
    [
      'a ZIP with 4 digits',
      'past',
      { ...home, zip: '6270', from: '2010-01-01', to: '2011-01-01' },
      'VALIDATION_FAILED - Address: the ZIP code must have 5 or 9 digits.',
    ],
    [
      'a past address ending before it starts',
      'past',
      { ...home, from: '2012-01-01', to: '2011-01-01' },
      'VALIDATION_FAILED - Address: the move-in date must be before the move-out date.',
    ],
    [
      'a move dated before the current address began',
      'primary',
      { ...newHome, from: '2018-01-01' },
      'VALIDATION_FAILED - Past address: the move-in date must be before the move-out date.',
    ],
    ['an unknown kind', 'mailing', home, 'VALIDATION_FAILED - Kind of address is not valid.'],
  ])(
    '[PROF-2] [SEC-2] refuses %s with a clear message and changes nothing',
    async (_name, kind, address, error) => {
      const { headers } = await patientAtHome();
      const before = await list(headers);
      const refused = await add(headers, kind, address);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error).toBe(error);
      expect(await list(headers)).toEqual(before);
    },
  );

  it('[PROF-2] explains in Spanish too', async () => {
    const { headers } = await patientAtHome();
    const refused = await add(headers, 'additional', { ...home, state: 'Illinois' }, 'es');
    expect(refused.json().error).toMatch(/^VALIDATION_FAILED - Dirección: /);
  });

  it("[PROF-2] [SEC-1] another patient's address cannot be read, changed, moved into or removed", async () => {
    const owner = await patientAtHome();
    const other = await patientAtHome();
    const [mine] = await list(owner.headers);
    const id = String(mine!.id);
    const change = { kind: 'primary', address: { ...newHome, from: '2025-01-01' } };
    expect((await call('PATCH', `/v1/patient/address/${id}`, other.headers, change)).statusCode).toBe(404);
    expect((await call('DELETE', `/v1/patient/address/${id}`, other.headers)).statusCode).toBe(404);
    expect((await call('PUT', `/v1/patient/address/${id}/primary`, other.headers)).statusCode).toBe(404);
    expect(
      (await call('PATCH', `/v1/patient/address/${randomUUID()}`, owner.headers, change)).statusCode,
    ).toBe(404);
    expect((await list(other.headers)).map((a) => a.id)).not.toContain(id);
    expect(await list(owner.headers)).toEqual([mine]);
  });
});
