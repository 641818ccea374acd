import { describe, expect, it } from 'vitest';
import { normaliseResource } from '../../fhir/normalise.js';
import { testDatabases } from '../../test/databases.js';
import { appPerSuite, seedPatientWithSession } from '../../test/helpers.js';
import { sampleImport } from '../datapull/testing.js';
import { storeRecords } from '../records/service.js';
import { seedVerifiedPatient, wholeAccessLog } from './testing.js';

const rows = sampleImport('Jorge_Brekke_ac7921e0-c949-4b42-97f2-fad5d171cd01.json.gz').imported.flatMap((e) =>
  normaliseResource(e.resource!),
);

/**
 * Caregiver (proxy) access: invited by email, accepted under their own login, reading under their own session.
 * Owners and caregivers are verified (identity, email): refusals of the unverified are in invitations.test.ts.
 */
describe.each(testDatabases())('caregiver access on $name', (database) => {
  const suite = appPerSuite(database, { publicOrigin: 'https://portal.example.com' });
  type Session = Awaited<ReturnType<typeof seedPatientWithSession>>;

  const send = (method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: object) =>
    suite.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

  /** A patient with records who invites `caregiver` (by their account's email) to read their conditions. */
  async function invited(caregiver: Session) {
    const owner = await seedVerifiedPatient(suite.db);
    await storeRecords({ db: suite.db }, { patientId: owner.patient.id, source: 'sample', rows });
    const response = await send('POST', '/v1/patient/sharing/proxies', owner.headers, {
      name: 'Alex (my son)',
      email: caregiver.patient.email.toUpperCase(),
      reason: 'Helps with my care',
      categories: ['conditions'],
    });
    expect(response.statusCode).toBe(201);
    const mail = suite.messages.sent.findLast((m) => m.to === caregiver.patient.email)!;
    const key = /\/home\/sharing\/accept#([A-Za-z0-9_-]{43})/.exec(mail.body)![1]!;
    return { owner, grant: response.json().content, key };
  }
  const accept = (who: Session, key: string) =>
    send('POST', '/v1/patient/sharing/invitations/accept', who.headers, { invitation_key: key });

  it('[SHARE-1] an invitation is a pending grant; the email carries a one-time key in the link’s fragment, stored only hashed', async () => {
    const caregiver = await seedVerifiedPatient(suite.db);
    const { owner, grant, key } = await invited(caregiver);
    expect(grant).toMatchObject({ kind: 'proxy', status: 'pending', email: caregiver.patient.email });
    const stored = await suite.db
      .selectFrom('access_grants')
      .selectAll()
      .where('id', '=', grant.id)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(stored)).not.toContain(key);
    expect((await send('GET', '/v1/patient/sharing', owner.headers)).json().content.grants[0].status).toBe(
      'pending',
    );
  });

  /** The calendar day it is in `zone`, moved by `days`. */
  const dayIn = (zone: string, days = 0) => {
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(Date.now());
    return new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
  };
  it.each([
    ['yesterday', -1, 400],
    ['a year ago', -365, 400],
    ['tomorrow', 1, 201],
  ])(
    '[SHARE-1] [issue 23] an invitation ending %s: one already over is refused at its field, nothing stored or emailed',
    async (_, days, status) => {
      const owner = await seedVerifiedPatient(suite.db);
      const until = dayIn('America/New_York', days);
      const email = `until${days + 400}.${owner.patient.id.slice(0, 8)}@example.com`;
      const response = await send('POST', '/v1/patient/sharing/proxies', owner.headers, {
        name: 'Alex (my son)',
        email,
        reason: 'Helps with my care',
        categories: ['conditions'],
        until,
      });
      expect(response.statusCode).toBe(status);
      const grants = (await send('GET', '/v1/patient/sharing', owner.headers)).json().content.grants;
      const mails = suite.messages.sent.filter((m) => m.to === email);
      if (status === 201) {
        expect(grants.map((g: { status: string }) => g.status)).toEqual(['pending']);
        expect(mails).toHaveLength(1);
        return;
      }
      expect(response.json().error).toBe(
        'VALIDATION_FAILED - End date: that day is over. Choose today or a later day.',
      );
      expect(grants).toEqual([]);
      expect(mails).toEqual([]);
    },
  );

  const inviteUntil = async (zone: string | null, until: string) => {
    const owner = await seedVerifiedPatient(suite.db);
    if (zone) {
      const settings = (await send('GET', '/v1/patient/settings', owner.headers)).json().content;
      const saved = await suite.app.inject({
        method: 'PUT',
        url: '/v1/patient/settings',
        headers: owner.headers,
        payload: { ...settings, time_zone: zone },
      });
      expect(saved.statusCode).toBe(200);
    }
    return send('POST', '/v1/patient/sharing/proxies', owner.headers, {
      name: 'Alex (my son)',
      email: `zone.${owner.patient.id.slice(0, 8)}@example.com`,
      reason: 'Helps with my care',
      categories: ['conditions'],
      until,
    });
  };

  it.each([
    ['no zone saved: Eastern time', null, '2028-07-01T03:59:59.999Z'],
    ['America/Los_Angeles', 'America/Los_Angeles', '2028-07-01T06:59:59.999Z'],
    ['Pacific/Auckland', 'Pacific/Auckland', '2028-06-30T11:59:59.999Z'],
  ])(
    '[SHARE-1] [issue 24] a caregiver whose last day is Jun 30, 2028 reads through the end of that day where the patient lives (%s)',
    async (_, zone, end) => {
      const response = await inviteUntil(zone, '2028-06-30');
      expect(response.statusCode).toBe(201);
      expect(response.json().content.until).toBe(end);
    },
  );

  it.each([
    ['yesterday in Pacific/Kiritimati (UTC+14), still today in UTC', 'Pacific/Kiritimati', -1, 400],
    ['today in Pacific/Kiritimati', 'Pacific/Kiritimati', 0, 201],
    ['today in Pacific/Honolulu (UTC−10), already tomorrow in UTC by evening', 'Pacific/Honolulu', 0, 201],
    ['yesterday in Pacific/Honolulu', 'Pacific/Honolulu', -1, 400],
  ])(
    "[SHARE-1] [issue 24] a last day %s: over is refused, today is allowed, as the patient's calendar says",
    async (_, zone, days, status) => {
      const response = await inviteUntil(zone, dayIn(zone, days));
      expect(response.statusCode).toBe(status);
    },
  );

  it('[SHARE-1] only the invited address accepts, once; then the owner sees the caregiver active', async () => {
    const caregiver = await seedVerifiedPatient(suite.db);
    const stranger = await seedVerifiedPatient(suite.db);
    const { owner, grant, key } = await invited(caregiver);
    const wrong = await accept(stranger, key);
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().error).toMatch(/^INVITATION_EMAIL_MISMATCH - /);
    const accepted = await accept(caregiver, key);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().content).toMatchObject({
      grant_id: grant.id,
      patient_name: `${owner.patient.first_name} ${owner.patient.last_name}`,
      categories: ['conditions'],
    });
    expect((await accept(caregiver, key)).json().error).toMatch(/^INVITATION_INVALID - /);
    expect((await send('GET', '/v1/patient/care', caregiver.headers)).json().content.people).toHaveLength(1);
    expect((await send('GET', '/v1/patient/care', stranger.headers)).json().content.people).toEqual([]);
    const [listed] = (await send('GET', '/v1/patient/sharing', owner.headers)).json().content.grants;
    expect(listed.status).toBe('active');
  });

  /** The caregiver's own session, asking to read under one grant (the portal's "people I care for" switch). */
  const caringFor = (who: Session, grantId: string) => ({ ...who.headers, 'x-care-grant': grantId });

  it('[SHARE-2] switched to the person they care for, the caregiver reads every shared tab under their own session, audited as them; a revoke ends it on the next request', async () => {
    const caregiver = await seedVerifiedPatient(suite.db);
    const { owner, grant, key } = await invited(caregiver);
    await accept(caregiver, key);
    const asCarer = caringFor(caregiver, grant.id);

    const read = await send('GET', '/v1/patient/records?category=conditions&page_size=500', asCarer);
    const own = await send('GET', '/v1/patient/records?category=conditions&page_size=500', owner.headers);
    expect(read.statusCode).toBe(200);
    expect(read.json().content.items).toEqual(own.json().content.items);
    expect((await send('GET', '/v1/patient/records/summary', asCarer)).json().content.categories).toEqual([
      expect.objectContaining({ category: 'conditions' }),
    ]);
    expect((await send('GET', '/v1/patient/records?category=medications', asCarer)).statusCode).toBe(403);
    const audit = await suite.db
      .selectFrom('audit_log')
      .select(['actor', 'patient_id'])
      .where('resource', '=', 'records.conditions')
      .where('actor', '=', `proxy:${caregiver.patient.id}`)
      .execute();
    expect(audit).toEqual([{ actor: `proxy:${caregiver.patient.id}`, patient_id: owner.patient.id }]);

    await send('POST', `/v1/patient/sharing/${grant.id}/end`, owner.headers, {});
    const ended = await send('GET', '/v1/patient/records?category=conditions', asCarer);
    expect(ended.statusCode).toBe(403);
    expect(ended.json().error).toMatch(/^SHARE_ACCESS_ENDED - /);
    expect((await send('GET', '/v1/patient/care', caregiver.headers)).json().content.people).toEqual([]);
    const { entries } = await wholeAccessLog(
      (url, headers) => send('GET', url, headers),
      grant.id,
      owner.headers,
    );
    // newest first: the read after the end and the category not shared, refused as such; the reads let through
    expect(entries.map(({ actor, action, refused }) => ({ actor, action, refused }))).toEqual([
      { actor: 'proxy', action: 'records.conditions', refused: 'revoked' },
      { actor: 'proxy', action: 'records.medications', refused: 'not_shared' },
      { actor: 'proxy', action: 'records.summary', refused: null },
      { actor: 'proxy', action: 'records.conditions', refused: null },
    ]);
  });

  it.each([
    ['a grant held by another account', 'stranger'],
    ['a grant not accepted yet', 'pending'],
    ['an id that is not a grant id', 'malformed'],
  ] as const)('[SHARE-2] [SEC-1] the care-grant header naming %s reads nothing', async (_name, kind) => {
    const caregiver = await seedVerifiedPatient(suite.db);
    const stranger = await seedVerifiedPatient(suite.db);
    const { grant, key } = await invited(caregiver);
    if (kind !== 'pending') await accept(caregiver, key);
    const headers =
      kind === 'stranger'
        ? caringFor(stranger, grant.id)
        : caringFor(caregiver, kind === 'malformed' ? "1' or '1'='1" : grant.id);
    const refused = await send('GET', '/v1/patient/records?category=conditions', headers);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatch(/^SHARE_ACCESS_ENDED - /);
  });

  it('[SHARE-2] [SEC-1] under the care-grant header nothing changes and no route answers with the caregiver’s own data', async () => {
    const caregiver = await seedVerifiedPatient(suite.db);
    const { grant, key } = await invited(caregiver);
    await accept(caregiver, key);
    const asCarer = caringFor(caregiver, grant.id);
    // A route that reads only the signed-in account's own data refuses rather than answer for the wrong person
    expect((await send('GET', '/v1/patient/sharing', asCarer)).statusCode).toBe(403);
    expect((await send('GET', '/v1/patient/records/bundle', asCarer)).statusCode).toBe(403);
    const link = await send('POST', '/v1/patient/sharing/links', asCarer, {
      recipient_name: 'x',
      reason: 'x',
      categories: ['conditions'],
      expires_in_hours: 1,
    });
    expect(link.statusCode).toBe(403);
    await send('POST', '/v1/logout', caregiver.headers, {});
    expect((await send('GET', '/v1/patient/records?category=conditions', asCarer)).statusCode).toBe(401);
  });
});
