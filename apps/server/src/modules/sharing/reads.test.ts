import { describe, expect, it } from 'vitest';
import { bundleProblems, type FhirBundle } from '../../fhir/export-bundle.js';
import { normaliseResource } from '../../fhir/normalise.js';
import { testDatabases } from '../../test/databases.js';
import { appPerSuite, seedPatientWithSession } from '../../test/helpers.js';
import { sampleImport } from '../datapull/testing.js';
import { storeRecords } from '../records/service.js';
import { wholeAccessLog } from './testing.js';

const SAMPLE = 'Jorge_Brekke_ac7921e0-c949-4b42-97f2-fad5d171cd01.json.gz';
const rows = sampleImport(SAMPLE).imported.flatMap((e) => normaliseResource(e.resource!));
const FHIR_TYPES = new Set(['Patient', ...rows.map((r) => r.row.resource_type)]);

/** Reads under a share link's token go through the records endpoints themselves, narrowed to the grant. */
describe.each(testDatabases())('reading records under a grant on $name', (database) => {
  const suite = appPerSuite(database);

  async function patientWithRecords() {
    const seeded = await seedPatientWithSession(suite.db);
    await storeRecords({ db: suite.db }, { patientId: seeded.patient.id, source: 'sample', rows });
    return seeded;
  }
  const get = (url: string, headers: Record<string, string>) =>
    suite.app.inject({
      method: 'GET',
      url,
      headers: { 'user-agent': 'Mozilla/5.0 (Android 14) Chrome/131.0', ...headers },
    });
  async function sharedView(headers: Record<string, string>, scope: object = {}) {
    const created = await suite.app.inject({
      method: 'POST',
      url: '/v1/patient/sharing/links',
      headers,
      payload: {
        recipient_name: 'Dr. Rivera',
        reason: 'Second opinion',
        categories: ['conditions'],
        expires_in_hours: 2,
        ...scope,
      },
    });
    const { share_key, grant } = created.json().content;
    const opened = await suite.app.inject({ method: 'POST', url: '/v1/shared/open', payload: { share_key } });
    return {
      grantId: grant.id as string,
      view: { authorization: `Bearer ${opened.json().content.view_token}` },
    };
  }

  it('[SHARE-2] the recipient reads the shared category through the records endpoint, and the patient sees the read', async () => {
    const owner = await patientWithRecords();
    const { grantId, view } = await sharedView(owner.headers);
    const read = await get('/v1/patient/records?category=conditions&page_size=500', view);
    expect(read.statusCode).toBe(200);
    const own = await get('/v1/patient/records?category=conditions&page_size=500', owner.headers);
    expect(read.json().content.items).toEqual(own.json().content.items);
    expect(read.json().content.total).toBeGreaterThan(0);

    const { entries } = await wholeAccessLog(get, grantId, owner.headers);
    expect(entries.map((a) => a.action)).toEqual(['records.conditions', 'open']);
    expect(entries[0]!.client).toBe('Chrome · Android');
    const audit = await suite.db
      .selectFrom('audit_log')
      .select(['actor', 'patient_id', 'outcome'])
      .where('resource', '=', 'records.conditions')
      .where('actor', '=', `link:${grantId}`)
      .execute();
    expect(audit).toEqual([{ actor: `link:${grantId}`, patient_id: owner.patient.id, outcome: 'success' }]);
  });

  it.each([
    ['a category not shared', '/v1/patient/records?category=medications'],
    ['the Medications list of a grant not sharing medications', '/v1/patient/records/medications'],
    ['the timeline of a grant sharing neither medications nor encounters', '/v1/patient/records'],
    ['a trend (observations not shared)', '/v1/patient/trends/vitals/BMI'],
  ])('[SHARE-2] %s is refused', async (_name, url) => {
    const owner = await patientWithRecords();
    const { view } = await sharedView(owner.headers);
    const refused = await get(url, view);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatch(/^SHARE_OUT_OF_SCOPE - /);
  });

  it('[SHARE-2] a grant limited to dates reads and counts only records dated within them', async () => {
    const owner = await patientWithRecords();
    const { view } = await sharedView(owner.headers, { date_from: '2015-01-01', date_to: '2018-12-31' });
    const items = (await get('/v1/patient/records?category=conditions&page_size=500', view)).json().content
      .items;
    const all = (await get('/v1/patient/records?category=conditions&page_size=500', owner.headers)).json()
      .content.items;
    const within = all.filter((i: { date: string }) => i.date >= '2015-01-01' && i.date < '2019-01-01');
    expect(items).toEqual(within);
    expect(items.length).toBeLessThan(all.length);
    // The summary counts the same records, and its last date is the newest of them.
    const summary = (await get('/v1/patient/records/summary', view)).json().content.categories;
    const newest = within
      .map((i: { date: string }) => i.date)
      .sort()
      .at(-1);
    expect(summary).toEqual([{ category: 'conditions', count: within.length, last_date: newest }]);
  });

  it('[SHARE-2] revoking ends the recipient’s token at once', async () => {
    const owner = await patientWithRecords();
    const { grantId, view } = await sharedView(owner.headers);
    expect((await get('/v1/patient/records/summary', view)).json().content.categories).toEqual([
      expect.objectContaining({ category: 'conditions' }),
    ]);
    await suite.app.inject({
      method: 'POST',
      url: `/v1/patient/sharing/${grantId}/end`,
      headers: owner.headers,
      payload: {},
    });
    const ended = await get('/v1/patient/records?category=conditions', view);
    expect(ended.statusCode).toBe(403);
    expect(ended.json().error).toMatch(/^SHARE_ACCESS_ENDED - /);
  });

  it('[SHARE-2] [SEC-1] a view token reads nothing but records: not the ledger, not the bundle, no changes', async () => {
    const owner = await patientWithRecords();
    const { grantId, view } = await sharedView(owner.headers);
    for (const url of ['/v1/patient/sharing', '/v1/patient/records/bundle', '/v1/patient/gatepass'])
      expect((await get(url, view)).statusCode).toBe(401);
    const change = await suite.app.inject({
      method: 'POST',
      url: `/v1/patient/sharing/${grantId}/end`,
      headers: view,
      payload: {},
    });
    expect(change.statusCode).toBe(401);
    expect((await get(`/v1/patient/sharing/${grantId}`, owner.headers)).json().content.grant.status).toBe(
      'active',
    );
  });

  it('[SHARE-2] download my records: the patient’s own FHIR R4 bundle validates and holds nobody else’s data', async () => {
    const owner = await patientWithRecords();
    const other = await patientWithRecords();
    const response = await get('/v1/patient/records/bundle', owner.headers);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('no-store');
    const bundle = response.json().content as FhirBundle;
    expect(bundleProblems(bundle, FHIR_TYPES)).toEqual([]);
    expect(bundle.entry[0]!.resource).toMatchObject({ resourceType: 'Patient', id: owner.patient.id });
    expect(JSON.stringify(bundle)).not.toContain(other.patient.id);
    const distinct = new Set(rows.map((r) => `${r.row.resource_type}/${r.row.source_resource_id}`));
    expect(bundle.entry).toHaveLength(distinct.size + 1);
  });
});
