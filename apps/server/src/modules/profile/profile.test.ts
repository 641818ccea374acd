import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/databases.js';
import { appPerSuite, requester, seedPatientWithSession } from '../../test/helpers.js';

describe.each(testDatabases())('profile: names, date of birth, gender, demographics on $name', (database) => {
  const suite = appPerSuite(database);
  const call = requester(suite);
  const verify = (patientId: string) =>
    suite.db
      .updateTable('onboarding')
      .set({ identity_status: 'verified', identity_method: 'document' })
      .where('patient_id', '=', patientId)
      .execute();
  const auditOf = (patientId: string, resource: string) =>
    suite.db
      .selectFrom('audit_log')
      .select(['action', 'outcome', 'changes', 'error_code'])
      .where('patient_id', '=', patientId)
      .where('resource', '=', resource)
      .orderBy('id', 'desc')
      .execute();

  it('[PROF-1] shows the legal name first, adds, edits and removes additional names', async () => {
    const { headers } = await seedPatientWithSession(suite.db);
    const added = await call('POST', '/v1/patient/names', headers, {
      use: 'maiden',
      first_name: 'Jordan',
      last_name: 'Smith',
    });
    expect(added.statusCode).toBe(201);
    const id = added.json().content.id as string;
    const edited = await call('PATCH', `/v1/patient/names/${id}`, headers, {
      use: 'old',
      first_name: 'Jordan',
      middle_name: 'Ann',
      last_name: 'Smythe',
    });
    expect(edited.statusCode).toBe(200);
    expect((await call('GET', '/v1/patient/names', headers)).json().content).toEqual({
      names: [
        { id: 'legal', use: 'legal', first_name: 'Jordan', middle_name: null, last_name: 'Lee' },
        { id, use: 'old', first_name: 'Jordan', middle_name: 'Ann', last_name: 'Smythe' },
      ],
      pending_legal_name: null,
    });
    expect((await call('DELETE', `/v1/patient/names/${id}`, headers)).statusCode).toBe(200);
    expect((await call('GET', '/v1/patient/names', headers)).json().content.names).toHaveLength(1);
  });

  it('[PROF-1] a legal name change applies before identity is verified', async () => {
    const { headers } = await seedPatientWithSession(suite.db);
    const res = await call('PUT', '/v1/patient/name', headers, { first_name: 'Jo', last_name: 'Lee-Park' });
    expect(res.json().content).toEqual({ outcome: 'applied' });
    expect((await call('GET', '/v1/patient/names', headers)).json().content.names[0]).toMatchObject({
      first_name: 'Jo',
      last_name: 'Lee-Park',
    });
  });

  it('[PROF-1] after identity verification a legal name change goes to review and the name in force stays', async () => {
    const { headers, patient } = await seedPatientWithSession(suite.db);
    await verify(patient.id);
    const res = await call('PUT', '/v1/patient/name', headers, { first_name: 'Someone', last_name: 'Else' });
    expect(res.json().content).toEqual({ outcome: 'in_review' });
    const names = (await call('GET', '/v1/patient/names', headers)).json().content;
    expect(names.names[0]).toMatchObject({ first_name: 'Jordan', last_name: 'Lee' });
    expect(names.pending_legal_name.value).toEqual({
      first_name: 'Someone',
      middle_name: null,
      last_name: 'Else',
    });
    const [row] = (await auditOf(patient.id, 'profile.legal_name')).filter((r) => r.action === 'update');
    expect(row?.changes).toEqual([
      { field: 'first_name' },
      { field: 'last_name' },
      { field: 'outcome', before: null, after: 'in_review' },
    ]);
    expect(JSON.stringify(row)).not.toContain('Someone');
  });

  it('[PROF-4] after identity verification a date of birth change goes to review', async () => {
    const { headers, patient } = await seedPatientWithSession(suite.db);
    await verify(patient.id);
    expect(
      (await call('PUT', '/v1/patient/dob', headers, { date_of_birth: '1981-02-03' })).json().content,
    ).toEqual({ outcome: 'in_review' });
    expect((await call('GET', '/v1/patient/dob', headers)).json().content).toMatchObject({
      date_of_birth: patient.date_of_birth,
      pending: { value: '1981-02-03' },
    });
  });

  it('[PROF-4] a date of birth applies before verification; an impossible one is refused in Spanish and changes nothing', async () => {
    const { headers, patient } = await seedPatientWithSession(suite.db);
    const bad = await call('PUT', '/v1/patient/dob', headers, { date_of_birth: '2999-02-30' }, 'es');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe(
      'VALIDATION_FAILED - Escriba una fecha de nacimiento real, desde 1900 hasta hoy.',
    );
    expect((await call('GET', '/v1/patient/dob', headers)).json().content.date_of_birth).toBe(
      patient.date_of_birth,
    );
    await call('PUT', '/v1/patient/dob', headers, { date_of_birth: '1979-12-31' });
    expect((await call('GET', '/v1/patient/dob', headers)).json().content).toEqual({
      date_of_birth: '1979-12-31',
      pending: null,
    });
  });

  it('[PROF-4] sex, sex assigned at birth and gender identity, "prefer not to say" included; never asked reads as null', async () => {
    const { headers, patient } = await seedPatientWithSession(suite.db);
    expect((await call('GET', '/v1/patient/gender', headers)).json().content).toEqual({
      sex: null,
      sex_at_birth: null,
      gender_identity: null,
    });
    const saved = { sex: 'female', sex_at_birth: 'declined', gender_identity: 'declined' };
    expect((await call('PUT', '/v1/patient/gender', headers, saved)).statusCode).toBe(200);
    expect((await call('GET', '/v1/patient/gender', headers)).json().content).toEqual(saved);
    const [row] = (await auditOf(patient.id, 'profile.gender')).filter((r) => r.action === 'update');
    expect(row).toMatchObject({ outcome: 'success' });
    expect(row?.changes).toEqual([{ field: 'sex' }, { field: 'sex_at_birth' }, { field: 'gender_identity' }]);
    const bad = await call('PUT', '/v1/patient/gender', headers, { sex: 'robot', gender_identity: null });
    expect(bad.json().error).toBe('VALIDATION_FAILED - Sex: choose one of the options.');
  });

  it.each([
    ['en', 'intersex', 'VALIDATION_FAILED - Sex assigned at birth: choose one of the options.'],
    ['es', 'woman', 'VALIDATION_FAILED - Sexo asignado al nacer: elija una de las opciones.'],
  ])(
    '[PROF-4] a sex assigned at birth outside the options is refused (%s), audited, nothing saved',
    async (lng, value, error) => {
      const { headers, patient } = await seedPatientWithSession(suite.db);
      const body = { sex: null, sex_at_birth: value, gender_identity: null };
      const bad = await call('PUT', '/v1/patient/gender', headers, body, lng);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error).toBe(error);
      expect((await auditOf(patient.id, 'profile.gender'))[0]).toMatchObject({ outcome: 'refused' });
      expect((await call('GET', '/v1/patient/gender', headers)).json().content.sex_at_birth).toBeNull();
    },
  );

  it('[PROF-4] Demographics 2: races, ethnicity, language; "prefer not to say" clears the races', async () => {
    const { headers } = await seedPatientWithSession(suite.db);
    const answer = {
      races: ['asian', 'white', 'asian'],
      race_declined: false,
      ethnicity: 'hispanic_or_latino',
      preferred_language: 'es',
    };
    await call('PUT', '/v1/patient/demographics', headers, answer);
    expect((await call('GET', '/v1/patient/demographics', headers)).json().content).toEqual({
      ...answer,
      races: ['asian', 'white'],
    });
    await call('PUT', '/v1/patient/demographics', headers, { ...answer, race_declined: true });
    expect((await call('GET', '/v1/patient/demographics', headers)).json().content).toMatchObject({
      races: [],
      race_declined: true,
    });
  });

  it("[PROF-1] another patient's name cannot be read, changed or removed (404, as if it did not exist)", async () => {
    const owner = await seedPatientWithSession(suite.db);
    const other = await seedPatientWithSession(suite.db);
    const id = (
      await call('POST', '/v1/patient/names', owner.headers, {
        use: 'nickname',
        first_name: 'J',
        last_name: 'L',
      })
    ).json().content.id as string;
    const name = { use: 'old', first_name: 'Taken', last_name: 'Over' };
    expect((await call('PATCH', `/v1/patient/names/${id}`, other.headers, name)).statusCode).toBe(404);
    expect((await call('DELETE', `/v1/patient/names/${id}`, other.headers)).statusCode).toBe(404);
    expect((await call('GET', '/v1/patient/names', other.headers)).json().content.names).toHaveLength(1);
    expect((await call('GET', '/v1/patient/names', owner.headers)).json().content.names[1]).toMatchObject({
      first_name: 'J',
    });
    expect((await call('PATCH', '/v1/patient/names/not-a-uuid', owner.headers, name)).statusCode).toBe(400);
  });

  it('[PROF-1] keeps at most 10 additional names', async () => {
    const { headers } = await seedPatientWithSession(suite.db);
    for (let i = 0; i < 10; i += 1) {
      await call('POST', '/v1/patient/names', headers, { use: 'old', first_name: `N${i}`, last_name: 'L' });
    }
    const refused = await call('POST', '/v1/patient/names', headers, {
      use: 'old',
      first_name: 'X',
      last_name: 'L',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatch(/^PROFILE_LIMIT_REACHED - /);
  });
});
