import { describe, expect, it } from 'vitest';
import { testConfig } from '../../config.js';
import { testDatabases } from '../../test/databases.js';
import { appPerSuite, seedPatientWithSession } from '../../test/helpers.js';
import { INVITATION_LIMIT_DEFAULTS } from './invitation-limits.js';
import { seedVerifiedPatient } from './testing.js';

type Session = Awaited<ReturnType<typeof seedPatientWithSession>>;
let addresses = 0;
const newAddress = () => `invitee${(addresses += 1)}.${Date.now()}@example.com`;

/** [issue 26 items 1, 6] The portal emails an address a patient typed: who may, how often, saying what. */
describe.each(testDatabases())('caregiver invitations under abuse on $name', (database) => {
  const suite = appPerSuite(database, { publicOrigin: 'https://portal.example.com' });

  const invite = (from: Session, email: string, headers: Record<string, string> = {}) =>
    suite.app.inject({
      method: 'POST',
      url: '/v1/patient/sharing/proxies',
      headers: { ...from.headers, ...headers },
      payload: { name: 'Alex', email, reason: 'Helps with my care', categories: ['conditions'] },
    });
  const mailsTo = (email: string) => suite.messages.sent.filter((m) => m.to === email);
  const refusals = (patientId: string, code: string) =>
    suite.db
      .selectFrom('audit_log')
      .select(['action', 'resource', 'outcome'])
      .where('patient_id', '=', patientId)
      .where('error_code', '=', code)
      .execute();

  it('[SHARE-1] an account whose identity is not verified invites nobody: refused, audited, nothing stored or sent', async () => {
    const newcomer = await seedPatientWithSession(suite.db);
    const to = newAddress();
    const refused = await invite(newcomer, to);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe('IDV_NOT_VERIFIED - Please verify your identity first.');
    expect(mailsTo(to)).toEqual([]);
    const grants = await suite.app.inject({
      method: 'GET',
      url: '/v1/patient/sharing',
      headers: newcomer.headers,
    });
    expect(grants.json().content.grants).toEqual([]);
    expect(await refusals(newcomer.patient.id, 'IDV_NOT_VERIFIED')).toEqual([
      { action: 'create', resource: 'sharing.proxy', outcome: 'refused' },
    ]);
  });

  it('[SHARE-1] one address hears from the portal at most 3 times a day, whoever invites, even all at once', async () => {
    const [owner, other] = [await seedVerifiedPatient(suite.db), await seedVerifiedPatient(suite.db)];
    const to = newAddress();
    const answers = await Promise.all(Array.from({ length: 6 }, () => invite(owner, to)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 201, 201, 429, 429, 429]);
    const limited = answers.find((a) => a.statusCode === 429)!.json();
    expect(limited.error).toMatch(/^RATE_LIMITED - /);
    expect(limited.params).toEqual({ limit: 'invite-address', minutes: expect.any(Number) });
    expect(mailsTo(to)).toHaveLength(INVITATION_LIMIT_DEFAULTS.perAddress.max);
    // another account, same address (in any case): the address's own limit
    const fromOther = await invite(other, to.toUpperCase());
    expect(fromOther.statusCode).toBe(429);
    expect(fromOther.json().params.limit).toBe('invite-address');
    expect(mailsTo(to.toUpperCase())).toEqual([]);
    expect(await refusals(owner.patient.id, 'RATE_LIMITED')).toHaveLength(3);
    expect(await refusals(other.patient.id, 'RATE_LIMITED')).toHaveLength(1);
  });

  it('[SHARE-1] one account sends at most 10 invitations a day, to any addresses', async () => {
    const owner = await seedVerifiedPatient(suite.db);
    const to = Array.from({ length: 11 }, newAddress);
    const answers = [];
    for (const address of to) answers.push(await invite(owner, address));
    expect(answers.slice(0, 10).map((a) => a.statusCode)).toEqual(Array(10).fill(201));
    expect(answers[10]!.statusCode).toBe(429);
    expect(answers[10]!.json().params.limit).toBe('invite-account');
    expect(mailsTo(to[10]!)).toEqual([]);
  });

  it.each([
    [
      'en',
      'IT-Support: your records are locked, visit evil. example x Desk Call now, a patient of the CareBridge Health health records portal, invited you',
      'If you do not know IT-Support: your records are locked, visit evil. example x Desk Call now or did not expect this, ignore this email: nothing is shared until you accept. To report it, contact CareBridge Health support at support@carebridge.example or 1-800-555-0100.',
      'CareBridge Health: IT-Support',
    ],
    [
      'es',
      'paciente del portal de registros de salud CareBridge Health, le invitó',
      'Si no conoce a IT-Support: your records are locked, visit evil. example x Desk Call now o no esperaba este mensaje, ignórelo',
      'CareBridge Health: IT-Support',
    ],
  ])(
    '[SHARE-1] the invitation (%s) says who invited, from which brand and what to do if unexpected; the name is plain text',
    async (language, who, unexpected, subject) => {
      const owner = await seedVerifiedPatient(suite.db);
      await suite.db
        .updateTable('patients')
        .set({
          first_name: 'IT-Support: your records are locked, visit http://evil.example/x',
          last_name: 'Desk\nCall now',
        })
        .where('id', '=', owner.patient.id)
        .execute();
      const to = newAddress();
      expect((await invite(owner, to, { 'accept-language': language })).statusCode).toBe(201);
      const [mail] = mailsTo(to);
      expect(mail!.subject).toContain(subject);
      expect(mail!.body).toContain(who);
      expect(mail!.body).toContain(unexpected);
      expect(mail!.body).not.toMatch(/evil\.example|http:\/\/evil|\nCall now/);
      expect(mail!.body).toMatch(/https:\/\/portal\.example\.com\/home\/sharing\/accept#[\w-]{43}/);
    },
  );

  it('[SHARE-1] an invitation is accepted only from a proven email: unverified, refused and audited; proven, accepted', async () => {
    const owner = await seedVerifiedPatient(suite.db);
    const caregiver = await seedVerifiedPatient(suite.db, { emailVerified: false });
    expect((await invite(owner, caregiver.patient.email)).statusCode).toBe(201);
    const key = /#([\w-]{43})/.exec(mailsTo(caregiver.patient.email)[0]!.body)![1]!;
    const accept = () =>
      suite.app.inject({
        method: 'POST',
        url: '/v1/patient/sharing/invitations/accept',
        headers: caregiver.headers,
        payload: { invitation_key: key },
      });
    const refused = await accept();
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe(
      'INVITATION_EMAIL_UNVERIFIED - Please verify your email address first: we send a code to it, and then you can accept the invitation.',
    );
    expect(await refusals(caregiver.patient.id, 'INVITATION_EMAIL_UNVERIFIED')).toEqual([
      { action: 'update', resource: 'sharing.proxy.accept', outcome: 'refused' },
    ]);
    await suite.db
      .updateTable('patients')
      .set({ email_verified_at: new Date() })
      .where('id', '=', caregiver.patient.id)
      .execute();
    expect((await accept()).statusCode).toBe(200);
  });
});

describe.each(testDatabases())('caregiver invitations, the portal-wide limit, on $name', (database) => {
  const suite = appPerSuite(database, {
    publicOrigin: 'https://portal.example.com',
    limits: {
      ...testConfig().limits,
      invitations: { ...INVITATION_LIMIT_DEFAULTS, total: { max: 2, windowSeconds: 3600 } },
    },
  });

  it('[SHARE-1] past the hour’s total, nobody’s invitation goes out until the next hour', async () => {
    const answers = [];
    for (let n = 0; n < 3; n += 1) {
      const owner = await seedVerifiedPatient(suite.db);
      answers.push(
        await suite.app.inject({
          method: 'POST',
          url: '/v1/patient/sharing/proxies',
          headers: owner.headers,
          payload: { name: 'Alex', email: newAddress(), reason: 'Care', categories: ['conditions'] },
        }),
      );
    }
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 429]);
    expect(answers[2]!.json().params.limit).toBe('invite-all');
    expect(suite.messages.sent.filter((m) => m.subject?.includes('caregiver'))).toHaveLength(2);
  });
});
