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
    units: 'metric',
    notifications: { ...defaultNotifications, lab_kits: { email: false, sms: true } },
  };

  it("[PROF-7] before any are saved: the sign-up language, Eastern time, the brand's units, email on and texts off", async () => {
    const { headers } = await seedPatientWithSession(suite.db);
    const response = await read(headers);
    expect(response.statusCode).toBe(200);
    expect(response.json().content).toEqual({
      language: 'en',
      time_zone: 'America/New_York',
      units: 'us',
      notifications: defaultNotifications,
    });
  });

  it.each(['en', 'es'] as const)(
    '[PROF-7] a patient of a US brand who never chose reads US units in %s; a choice is kept whatever the language',
    async (language) => {
      const { patient, headers } = await seedPatientWithSession(suite.db);
      await suite.db.updateTable('patients').set({ language }).where('id', '=', patient.id).execute();
      expect((await read(headers)).json().content.units).toBe('us');
      await save(headers, { ...chosen, language, units: 'metric' });
      const other = language === 'en' ? 'es' : 'en';
      await save(headers, { ...chosen, language: other, units: 'metric' });
      expect((await read(headers)).json().content).toMatchObject({ language: other, units: 'metric' });
      await save(headers, { ...chosen, units: 'us' });
      expect((await read(headers)).json().content.units).toBe('us');
    },
  );

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
    ['units that are neither US nor metric', { units: 'imperial' }, 'Unidades: deben ser de EE. UU.'],
    ['no units', { units: undefined }, 'Unidades'],
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
