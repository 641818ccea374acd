import { describe, expect, it } from 'vitest';
import { SHARE_PASSCODE_ATTEMPTS, catalogues } from '@portal/contract';
import { testDatabases } from '../../test/databases.js';
import { appPerSuite, seedPatientWithSession } from '../../test/helpers.js';
import { endGrant, grantAccess } from './service.js';
import { wholeAccessLog } from './testing.js';

const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

describe.each(testDatabases())('sharing ledger on $name', (database) => {
  const suite = appPerSuite(database);
  const deps = () => ({ db: suite.db, now: () => new Date() });

  const get = (url: string, headers: Record<string, string>) =>
    suite.app.inject({ method: 'GET', url, headers });
  const post = (url: string, headers: Record<string, string>, payload: object = {}) =>
    suite.app.inject({ method: 'POST', url, headers, payload });

  const link = (overrides: object = {}) => ({
    recipient_name: 'Dr. Rivera',
    reason: 'Second opinion',
    categories: ['conditions', 'medications'],
    expires_in_hours: 24,
    ...overrides,
  });
  const open = (payload: object, ua = CHROME) =>
    suite.app.inject({ method: 'POST', url: '/v1/shared/open', headers: { 'user-agent': ua }, payload });

  it('[SHARE-1] a grant added by another module (a study site) is in the patient’s list with its scope, since, until and why', async () => {
    const { patient, headers } = await seedPatientWithSession(suite.db);
    const until = new Date(Date.now() + 30 * 86_400_000);
    const grant = await grantAccess(deps(), {
      patientId: patient.id,
      grantee: { kind: 'study_site', name: 'GLP-1 Study — Boston site', ref: 'NCT01234567/site-1' },
      scope: { categories: ['conditions', 'observations'], from: '2020-01-01' },
      reason: { code: 'study_consent_signed', params: { study: 'NCT01234567', version: '3' } },
      until,
    });
    const list = (await get('/v1/patient/sharing', headers)).json().content;
    expect(list.grants).toEqual([
      expect.objectContaining({
        id: grant.id,
        kind: 'study_site',
        name: 'GLP-1 Study — Boston site',
        categories: ['conditions', 'observations'],
        date_from: '2020-01-01',
        date_to: null,
        // a study the catalogue does not hold has no title to show
        study_title: null,
        reason: { code: 'study_consent_signed', params: { study: 'NCT01234567', version: '3' } },
        until: until.toISOString(),
        status: 'active',
        access_count: 0,
      }),
    ]);
  });

  it('[SHARE-1] the patient revokes a grant at once; the end and its reason show in the list', async () => {
    const { patient, headers } = await seedPatientWithSession(suite.db);
    const grant = await grantAccess(deps(), {
      patientId: patient.id,
      grantee: { kind: 'clinician', name: 'Dr. Chen' },
      scope: { categories: ['allergies'] },
      reason: { code: 'typed', text: 'New primary care doctor' },
    });
    const ended = await post(`/v1/patient/sharing/${grant.id}/end`, headers, { reason: 'Changed doctor' });
    expect(ended.statusCode).toBe(200);
    // what the patient typed comes back as typed
    expect(ended.json().content).toMatchObject({
      status: 'ended',
      reason: { code: 'typed', text: 'New primary care doctor' },
      ended_reason: { code: 'typed', text: 'Changed doctor' },
    });
    // a second end keeps the first
    await post(`/v1/patient/sharing/${grant.id}/end`, headers, { reason: 'again' });
    const [listed] = (await get('/v1/patient/sharing', headers)).json().content.grants;
    expect(listed).toMatchObject({
      status: 'ended',
      ended_reason: { code: 'typed', text: 'Changed doctor' },
    });
  });

  it('[SHARE-1] [I18N-1] a share stopped without words ends as “revoked by the patient” in a code the portal words in the reader’s language, not in English', async () => {
    const { patient, headers } = await seedPatientWithSession(suite.db);
    const grant = await grantAccess(deps(), {
      patientId: patient.id,
      grantee: { kind: 'clinician', name: 'Dra. Chen' },
      scope: { categories: ['allergies'] },
      reason: { code: 'typed', text: 'Segunda opinión' },
    });
    const ended = await post(`/v1/patient/sharing/${grant.id}/end`, { ...headers, 'accept-language': 'es' });
    expect(ended.json().content).toMatchObject({
      status: 'ended',
      ended_reason: { code: 'revoked_by_patient' },
    });
    const detail = (await get(`/v1/patient/sharing/${grant.id}`, headers)).json().content;
    expect(detail.grant.ended_reason).toEqual({ code: 'revoked_by_patient' });
    expect(JSON.stringify(detail)).not.toMatch(/revoked by/i);
  });

  it('[SHARE-1] [SEC-1] another patient’s grant is not found and stays in force', async () => {
    const owner = await seedPatientWithSession(suite.db);
    const other = await seedPatientWithSession(suite.db);
    const grant = await grantAccess(deps(), {
      patientId: owner.patient.id,
      grantee: { kind: 'individual', name: 'Sam' },
      scope: { categories: ['immunizations'] },
      reason: { code: 'typed', text: 'School form' },
    });
    expect((await get(`/v1/patient/sharing/${grant.id}`, other.headers)).statusCode).toBe(404);
    expect((await post(`/v1/patient/sharing/${grant.id}/end`, other.headers)).statusCode).toBe(404);
    await expect(
      endGrant(deps(), {
        patientId: other.patient.id,
        grantId: grant.id,
        reason: { code: 'revoked_by_patient' },
      }),
    ).rejects.toThrow('NOT_FOUND');
    expect((await get('/v1/patient/sharing', other.headers)).json().content.grants).toEqual([]);
    const [listed] = (await get('/v1/patient/sharing', owner.headers)).json().content.grants;
    expect(listed.status).toBe('active');
  });

  it('[SHARE-1] a study withdrawal ends its grant through the service', async () => {
    const { patient, headers } = await seedPatientWithSession(suite.db);
    const grant = await grantAccess(deps(), {
      patientId: patient.id,
      grantee: { kind: 'study_site', name: 'Heart Study site' },
      scope: { categories: ['observations'] },
      reason: { code: 'study_consent_signed', params: { study: 'NCT01234567', version: '1' } },
    });
    await endGrant(deps(), {
      patientId: patient.id,
      grantId: grant.id,
      reason: { code: 'study_consent_withdrawn' },
    });
    const detail = (await get(`/v1/patient/sharing/${grant.id}`, headers)).json().content;
    expect(detail.grant).toMatchObject({
      status: 'ended',
      ended_reason: { code: 'study_consent_withdrawn' },
    });
  });

  it('[SHARE-2] a share link’s key is shown once and stored only as a hash; opening it is logged with a coarse client', async () => {
    const { patient, headers } = await seedPatientWithSession(suite.db);
    const created = await post('/v1/patient/sharing/links', headers, link());
    expect(created.statusCode).toBe(201);
    const { grant, share_key } = created.json().content;
    expect(share_key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(grant).toMatchObject({ kind: 'link', name: 'Dr. Rivera', has_passcode: false, status: 'active' });
    const stored = await suite.db
      .selectFrom('access_grants')
      .selectAll()
      .where('id', '=', grant.id)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(stored)).not.toContain(share_key);

    const opened = await open({ share_key });
    expect(opened.statusCode).toBe(200);
    expect(opened.json().content).toMatchObject({
      patient_name: `${patient.first_name} ${patient.last_name}`,
      grant: { id: grant.id, categories: ['conditions', 'medications'] },
    });
    const detail = (await get(`/v1/patient/sharing/${grant.id}`, headers)).json().content;
    expect((await wholeAccessLog(get, grant.id, headers)).entries).toEqual([
      expect.objectContaining({ actor: 'link', action: 'open', client: 'Chrome · Linux', times: 1 }),
    ]);
    expect(detail.grant.access_count).toBe(1);
    const audit = await suite.db
      .selectFrom('audit_log')
      .selectAll()
      .where('resource', '=', 'sharing.link.open')
      .where('patient_id', '=', patient.id)
      .execute();
    expect(audit.map((a) => a.actor)).toEqual([`link:${grant.id}`]);
  });

  it("[SHARE-2] [PROF-7] a link's reader is told the sharing patient's units: their brand's until they choose, then their choice", async () => {
    const { headers } = await seedPatientWithSession(suite.db);
    const { share_key } = (await post('/v1/patient/sharing/links', headers, link())).json().content;
    expect((await open({ share_key })).json().content.units).toBe('us');
    const settings = (await get('/v1/patient/settings', headers)).json().content;
    await suite.app.inject({
      method: 'PUT',
      url: '/v1/patient/settings',
      headers,
      payload: { ...settings, units: 'metric' },
    });
    expect((await open({ share_key })).json().content.units).toBe('metric');
  });

  it('[SHARE-1] the patient adds a clinician themselves: a link addressed to them, listed with the clinicians (clinic, email, scope, until, why), opened and revoked as any link', async () => {
    const { headers } = await seedPatientWithSession(suite.db);
    const created = await post(
      '/v1/patient/sharing/links',
      headers,
      link({
        recipient_kind: 'clinician',
        recipient_organization: 'Boston Family Clinic',
        recipient_email: 'rivera@clinic.example',
        date_from: '2020-01-01',
      }),
    );
    expect(created.statusCode).toBe(201);
    const { grant, share_key } = created.json().content;
    const [listed] = (await get('/v1/patient/sharing', headers)).json().content.grants;
    expect(listed).toMatchObject({
      id: grant.id,
      kind: 'clinician',
      name: 'Dr. Rivera',
      organization: 'Boston Family Clinic',
      email: 'rivera@clinic.example',
      categories: ['conditions', 'medications'],
      date_from: '2020-01-01',
      reason: { code: 'typed', text: 'Second opinion' },
      status: 'active',
    });
    expect(listed.until).not.toBeNull();
    const opened = await open({ share_key });
    expect(opened.statusCode).toBe(200);
    const view = { authorization: `Bearer ${opened.json().content.view_token}` };
    expect((await get('/v1/patient/records?category=conditions', view)).statusCode).toBe(200);

    await post(`/v1/patient/sharing/${grant.id}/end`, headers);
    expect((await get('/v1/patient/records?category=conditions', view)).statusCode).toBe(403);
    expect((await open({ share_key })).statusCode).toBe(404);
  });

  it('[SHARE-1] a clinician’s email must be an email address; nothing is added otherwise', async () => {
    const { headers } = await seedPatientWithSession(suite.db);
    const refused = await post(
      '/v1/patient/sharing/links',
      headers,
      link({ recipient_kind: 'clinician', recipient_email: 'not an email' }),
    );
    expect(refused.statusCode).toBe(400);
    expect((await get('/v1/patient/sharing', headers)).json().content.grants).toEqual([]);
  });

  it('[SHARE-2] a passcode is required, wrong ones are counted and the limit locks the link even for the right one', async () => {
    const { headers } = await seedPatientWithSession(suite.db);
    const { share_key, grant } = (
      await post('/v1/patient/sharing/links', headers, link({ passcode: 'maple-42' }))
    ).json().content;
    expect(grant.has_passcode).toBe(true);
    expect((await open({ share_key })).json().error).toMatch(/^SHARE_PASSCODE_REQUIRED - /);
    expect((await open({ share_key, passcode: 'maple-42' })).statusCode).toBe(200);
    // a right passcode starts the count again; then the limit's worth of wrong ones in parallel
    const wrong = await Promise.all(
      Array.from({ length: SHARE_PASSCODE_ATTEMPTS + 3 }, () => open({ share_key, passcode: 'guess' })),
    );
    const codes = wrong.map((r) => r.json().error.split(' ')[0]);
    expect(codes.filter((c) => c === 'SHARE_PASSCODE_INVALID')).toHaveLength(SHARE_PASSCODE_ATTEMPTS);
    // the rest found no try left: locked, or limited while the others were still being compared
    expect(codes.filter((c) => c === 'SHARE_PASSCODE_LOCKED' || c === 'RATE_LIMITED')).toHaveLength(3);
    const right = await open({ share_key, passcode: 'maple-42' });
    expect(right.statusCode).toBe(429);
    expect(right.json().error).toMatch(/^SHARE_PASSCODE_LOCKED - /);
    // every wrong try is in the log (a run of them one entry, counted; tries in parallel may interleave)
    const { entries } = await wholeAccessLog(get, grant.id, headers);
    const wrongTries = entries.filter((a) => a.action === 'passcode_wrong').reduce((n, a) => n + a.times, 0);
    expect(wrongTries).toBe(SHARE_PASSCODE_ATTEMPTS);
  });

  it.each([
    [
      'revoked',
      async (headers: Record<string, string>, id: string) => post(`/v1/patient/sharing/${id}/end`, headers),
    ],
    [
      'expired',
      async (_headers: Record<string, string>, id: string) =>
        suite.db
          .updateTable('access_grants')
          .set({ until: new Date(Date.now() - 1000) })
          .where('id', '=', id)
          .execute(),
    ],
  ])('[SHARE-2] a %s link no longer opens, with the same answer as an unknown key', async (_name, end) => {
    const { headers } = await seedPatientWithSession(suite.db);
    const { share_key, grant } = (await post('/v1/patient/sharing/links', headers, link())).json().content;
    await end(headers, grant.id);
    const refused = await open({ share_key });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().error).toMatch(/^SHARE_LINK_UNAVAILABLE - /);
    const unknown = await open({ share_key: 'A'.repeat(43) });
    expect(unknown.json()).toEqual(refused.json());
  });

  it.each([
    ['an expiry beyond 90 days', link({ expires_in_hours: 90 * 24 + 1 }), 'expires_in_hours'],
    ['no category', link({ categories: [] }), 'categories'],
    ['an unknown category', link({ categories: ['secrets'] }), 'categories'],
    ['dates out of order', link({ date_from: '2024-01-02', date_to: '2024-01-01' }), 'date_to'],
    ['a short passcode', link({ passcode: '12' }), 'passcode'],
  ] as const)(
    '[SHARE-2] [SEC-2] a link with %s is refused and nothing is shared',
    async (_name, payload, field) => {
      const { headers } = await seedPatientWithSession(suite.db);
      const refused = await post('/v1/patient/sharing/links', headers, payload);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error).toContain(`VALIDATION_FAILED - ${catalogues.en.fields[field]}`);
      expect((await get('/v1/patient/sharing', headers)).json().content.grants).toEqual([]);
    },
  );
});
