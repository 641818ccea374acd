import { describe, expect, it } from 'vitest';
import { ACCESS_LOG_PAGE_SIZE } from '@portal/contract';
import { normaliseResource } from '../../fhir/normalise.js';
import { testDatabases } from '../../test/databases.js';
import { testConfig } from '../../config.js';
import { appPerSuite, seedPatientWithSession } from '../../test/helpers.js';
import { sampleImport } from '../datapull/testing.js';
import { storeRecords } from '../records/service.js';
import { wholeAccessLog } from './testing.js';

const SAMPLE = 'Jorge_Brekke_ac7921e0-c949-4b42-97f2-fad5d171cd01.json.gz';
const rows = sampleImport(SAMPLE).imported.flatMap((e) => normaliseResource(e.resource!));
const ANDROID = 'Mozilla/5.0 (Android 14) Chrome/131.0';

/** Issue 26 item 5: the patient's access log shows everything: every page, and every refused try as refused. */
describe.each(testDatabases())('a grant’s access log on $name', (database) => {
  // Hundreds of opens of one link from one address: the open limits (open-limits.test.ts) are not what is tested
  const suite = appPerSuite(database, {
    limits: {
      ...testConfig().limits,
      shareOpenPerLink: { max: 10_000, windowSeconds: 900 },
      shareOpenPerIp: { max: 10_000, windowSeconds: 900 },
    },
  });
  const get = (url: string, headers: Record<string, string>) =>
    suite.app.inject({ method: 'GET', url, headers: { 'user-agent': ANDROID, ...headers } });
  const post = (url: string, headers: Record<string, string>, payload: object = {}) =>
    suite.app.inject({ method: 'POST', url, headers: { 'user-agent': ANDROID, ...headers }, payload });

  async function sharedConditions() {
    const owner = await seedPatientWithSession(suite.db);
    await storeRecords({ db: suite.db }, { patientId: owner.patient.id, source: 'sample', rows });
    const created = await post('/v1/patient/sharing/links', owner.headers, {
      recipient_name: 'Dr. Rivera',
      reason: 'Second opinion',
      categories: ['conditions'],
      expires_in_hours: 2,
    });
    const { share_key, grant } = created.json().content;
    const open = () => post('/v1/shared/open', {}, { share_key });
    const view = { authorization: `Bearer ${(await open()).json().content.view_token}` };
    return { owner, grantId: grant.id as string, view, open };
  }

  /** `n` entries written straight to the log, each unlike the one before (so none is a run of another). */
  async function entries(grantId: string, n: number, from: number) {
    await suite.db
      .insertInto('grant_accesses')
      .values(
        Array.from({ length: n }, (_, i) => ({
          grant_id: grantId,
          actor: `link:${grantId}`,
          action: 'records.conditions',
          client: `device ${from + i}`,
        })),
      )
      .execute();
  }

  it('[SHARE-2] the patient pages through 450 entries to the first, each once, newest first, while new ones arrive', async () => {
    const { owner, grantId } = await sharedConditions();
    await entries(grantId, 449, 1); // with the open above: 450
    const first = (await get(`/v1/patient/sharing/${grantId}/accesses`, owner.headers)).json().content;
    expect(first.accesses).toHaveLength(ACCESS_LOG_PAGE_SIZE);
    expect(first.accesses[0].client).toBe('device 449');
    // reads made while the patient pages do not shift the pages still to come
    await entries(grantId, 30, 1000);
    const seen = [...first.accesses];
    let cursor = first.next_cursor as string | null;
    while (cursor) {
      const page = (
        await get(`/v1/patient/sharing/${grantId}/accesses?cursor=${cursor}`, owner.headers)
      ).json().content;
      seen.push(...page.accesses);
      cursor = page.next_cursor;
    }
    const devices = seen.map((a) => a.client);
    expect(devices).toEqual([
      ...Array.from({ length: 449 }, (_, i) => `device ${449 - i}`),
      'Chrome · Android', // the open, first of all
    ]);
    // read again from the top, the log holds the new entries too
    const again = await wholeAccessLog(get, grantId, owner.headers);
    expect(again.entries).toHaveLength(480);
    expect(again.pages).toBe(Math.ceil(480 / ACCESS_LOG_PAGE_SIZE));
  });

  it('[SHARE-2] a real read stays in view after 200 opens, and every refused try is listed as refused, with why', async () => {
    const { owner, grantId, view, open } = await sharedConditions();
    expect((await get('/v1/patient/records?category=conditions', view)).statusCode).toBe(200);
    for (let i = 0; i < 200; i += 1) await open();
    expect((await get('/v1/patient/records?category=medications', view)).statusCode).toBe(403);
    expect((await get('/v1/patient/records/bundle', view)).statusCode).toBe(401);
    expect((await get('/v1/patient/records/summary.pdf', view)).statusCode).toBe(401);
    await post(`/v1/patient/sharing/${grantId}/end`, owner.headers);
    expect((await get('/v1/patient/records/medications', view)).statusCode).toBe(403);
    expect((await open()).statusCode).toBe(404);

    const { entries: log, pages } = await wholeAccessLog(get, grantId, owner.headers);
    expect(pages).toBe(1);
    expect(log.map(({ action, times, refused }) => ({ action, times, refused }))).toEqual([
      { action: 'open', times: 1, refused: 'revoked' },
      { action: 'records.medications', times: 1, refused: 'revoked' },
      { action: 'records.summary_pdf', times: 1, refused: 'not_shared' },
      { action: 'records.bundle', times: 1, refused: 'not_shared' },
      { action: 'records.medications', times: 1, refused: 'not_shared' },
      { action: 'open', times: 200, refused: null },
      { action: 'records.conditions', times: 1, refused: null },
      { action: 'open', times: 1, refused: null },
    ]);
    expect(log.every((a) => a.actor === 'link' && a.client === 'Chrome · Android')).toBe(true);
    // a run of opens spans its first to its last
    expect(log[5]!.last_at >= log[5]!.at).toBe(true);
    // the ledger counts what was let through, not the refused tries
    const detail = (await get(`/v1/patient/sharing/${grantId}`, owner.headers)).json().content;
    expect(detail.grant.access_count).toBe(202);

    // the refused downloads are audited under the link, for its patient, not as an anonymous request
    const audit = await suite.db
      .selectFrom('audit_log')
      .select(['resource', 'patient_id', 'actor', 'outcome'])
      .where('resource', 'in', ['records.bundle', 'records.summary.pdf'])
      .where('patient_id', '=', owner.patient.id)
      .execute();
    expect(audit).toHaveLength(2);
    expect(audit.every((a) => a.actor === `link:${grantId}` && a.outcome === 'refused')).toBe(true);
  });

  it('[SHARE-2] a read under an expired link is refused as expired', async () => {
    const { owner, grantId, view } = await sharedConditions();
    await suite.db
      .updateTable('access_grants')
      .set({ until: new Date(Date.now() - 1000) })
      .where('id', '=', grantId)
      .execute();
    expect((await get('/v1/patient/records?category=conditions', view)).statusCode).toBe(403);
    const [newest] = (await wholeAccessLog(get, grantId, owner.headers)).entries;
    expect(newest).toMatchObject({ action: 'records.conditions', refused: 'expired' });
  });

  it('[SHARE-2] [SEC-1] a patient reads only their own grants’ logs, and a cursor is validated', async () => {
    const { grantId } = await sharedConditions();
    const other = await seedPatientWithSession(suite.db);
    const theirs = await get(`/v1/patient/sharing/${grantId}/accesses`, other.headers);
    expect(theirs.statusCode).toBe(404);
    expect(JSON.stringify(theirs.json())).not.toContain('Android');
    for (const cursor of ['0', '-1', 'abc', '1e5', '9'.repeat(16)]) {
      const bad = await get(`/v1/patient/sharing/${grantId}/accesses?cursor=${cursor}`, other.headers);
      expect(bad.statusCode).toBe(400);
    }
    expect((await get(`/v1/patient/sharing/${grantId}/accesses`, {})).statusCode).toBe(401);
  });
});
