import { defaultNotifications } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/databases.js';
import { appPerSuite, seedPatientWithSession } from '../../test/helpers.js';

describe.each(testDatabases())('settings on $name', (database) => {
  const suite = appPerSuite(database);
  const read = (headers: Record<string, string>) =>
    suite.app.inject({ method: 'GET', url: '/v1/patient/settings', headers });
  const save = (headers: Record<string, string>, payload: object, lang = 'en') =>
    suite.app.inject({
      method: 'PUT',
      url: '/v1/patient/settings',
      headers: { ...headers, 'accept-language': lang },
      payload,
    });
  const chosen = {
    language: 'es',
    time_zone: 'America/Chicago',
    notifications: { ...defaultNotifications, lab_kits: { email: false, sms: true } },
  };

  it('[PROF-7] before any are saved: the sign-up language, Eastern time, email on and texts off', async () => {
    const { headers } = await seedPatientWithSession(suite.db);
    const response = await read(headers);
    expect(response.statusCode).toBe(200);
    expect(response.json().content).toEqual({
      language: 'en',
      time_zone: 'America/New_York',
      notifications: defaultNotifications,
    });
  });

  it('[PROF-7] saves language, time zone and notification choices for this patient only, audited without values', async () => {
    const first = await seedPatientWithSession(suite.db);
    const second = await seedPatientWithSession(suite.db);
    expect((await save(first.headers, chosen)).json().content).toEqual(chosen);
    expect((await read(first.headers)).json().content).toEqual(chosen);
    expect((await read(second.headers)).json().content).toMatchObject({
      language: 'en',
      time_zone: 'America/New_York',
    });
    const audited = await suite.db
      .selectFrom('audit_log')
      .selectAll()
      .where('patient_id', '=', first.patient.id)
      .where('resource', '=', 'settings')
      .orderBy('id')
      .execute();
    expect(audited.map((row) => [row.action, row.outcome])).toEqual([
      ['update', 'success'],
      ['read', 'success'],
    ]);
    expect(JSON.stringify(audited)).not.toContain('America/Chicago');
  });

  it.each([
    ['an unknown time zone', { time_zone: 'Mars/Olympus' }, 'Zona horaria debe ser una zona horaria'],
    ['a language we do not speak', { language: 'fr' }, 'Idioma'],
    ['a field that is not a setting', { patient_id: '00000000-0000-0000-0000-000000000000' }, ''],
  ])("[PROF-7] refuses %s in the patient's language and changes nothing", async (_, change, words) => {
    const { headers } = await seedPatientWithSession(suite.db);
    const response = await save(headers, { ...chosen, ...change }, 'es');
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(new RegExp(`^VALIDATION_FAILED - .*${words}`));
    expect((await read(headers)).json().content.time_zone).toBe('America/New_York');
  });

  it('[PROF-7] needs a session', async () => {
    expect((await read({})).statusCode).toBe(401);
  });
});
