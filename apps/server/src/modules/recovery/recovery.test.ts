import { describe, expect, it } from 'vitest';
import type { StepUpAction } from '@portal/contract';
import { totpCode } from '../../lib/totp.js';
import { testDatabases } from '../../test/databases.js';
import {
  appPerSuite,
  contentOf as content,
  errorCodeOf as errorOf,
  requester,
  seedPatientWithOwnNumber,
} from '../../test/helpers.js';
import { softAuthenticator, TEST_RP, type Challenge } from '../../test/webauthn.js';

type Headers = Record<string, string>;
const rp = TEST_RP;
const MINUTE = 60_000;

describe.each(testDatabases())('recovery ends what an attacker added, on $name', (database) => {
  let aheadMs = 0;
  const suite = appPerSuite(
    database,
    { publicOrigin: `${rp.origin}/` },
    { now: () => new Date(Date.now() + aheadMs) },
  );
  const call = requester(suite);
  let numbers = 3000;
  const seed = () => seedPatientWithOwnNumber(suite.db, (numbers += 1));
  const stepUp = async (headers: Headers, phone: string, action: StepUpAction) => {
    const started = content(await call('POST', '/v1/account/step-up', headers, { action }));
    return { mfa_token: started.mfa_token as string, code: suite.messages.lastCodeTo(phone) };
  };
  const addPasskey = async (headers: Headers, phone: string, label = 'Attacker laptop') => {
    const key = softAuthenticator(rp);
    const options = await call(
      'POST',
      '/v1/account/passkeys/options',
      headers,
      await stepUp(headers, phone, 'add_passkey'),
    );
    const created = await call('POST', '/v1/account/passkeys', headers, {
      label,
      credential: key.create(content(options) as Challenge),
    });
    expect(created.statusCode).toBe(201);
    return { key, id: content(created).id as string };
  };
  const addAuthenticator = async (headers: Headers, phone: string) => {
    const added = content(
      await call('POST', '/v1/account/authenticators', headers, {
        label: 'Attacker phone',
        ...(await stepUp(headers, phone, 'add_authenticator')),
      }),
    );
    const confirmed = await call('PATCH', '/v1/account/authenticators', headers, {
      id: added.id,
      code: totpCode(added.secret as string, new Date(Date.now() + aheadMs)),
    });
    expect(confirmed.statusCode).toBe(200);
    return added.id as string;
  };
  const passkeyAlone = async (key: ReturnType<typeof softAuthenticator>) => {
    const options = content(await call('POST', '/v1/login/passwordless/options', {}, {})) as Challenge;
    return call(
      'POST',
      '/v1/login/passwordless',
      {},
      { credential: key.get(options, { discoverable: true }) },
    );
  };
  /** The victim asks for a link (texted: their email is not verified) and chooses a new password. */
  const reset = async (patient: { email: string; phone: string }) => {
    await call('POST', '/v1/verify-reset-password/link', {}, { email: patient.email });
    const answer = await call(
      'POST',
      '/v1/reset-password',
      {},
      {
        token: suite.messages.lastCodeTo(patient.phone),
        password: 'Brand-New-Password-77!',
      },
    );
    expect(answer.statusCode).toBe(200);
    return content(answer).review_token as string;
  };
  const auditOf = (patientId: string) =>
    suite.db
      .selectFrom('audit_log')
      .select(['action', 'outcome', 'error_code'])
      .where('patient_id', '=', patientId)
      .where('resource', '=', 'account.factors')
      .orderBy('id')
      .execute();
  const notMeLink = (phone: string) => {
    const sent = [...suite.messages.sent]
      .reverse()
      .find((m) => m.to === phone && m.body.includes('/not-me#'));
    if (!sent) throw new Error(`no "this wasn't me" link was sent to ${phone}`);
    return { message: sent, token: sent.body.split('/not-me#')[1]! };
  };

  it("[AUTH-4] [AUTH-6] after a reset the patient sees every factor and removes them all: the attacker's passkey no longer signs in, and its session ends", async () => {
    const { headers, patient } = await seed();
    const { key } = await addPasskey(headers, patient.phone);
    await addAuthenticator(headers, patient.phone);

    const reviewToken = await reset(patient);
    // A passkey alone still signs in between the reset and the review: the session it opens must not outlive it.
    const attacker = await passkeyAlone(key);
    expect(attacker.statusCode).toBe(200);

    const review = await call('POST', '/v1/recovery/factors', {}, { review_token: reviewToken });
    expect(review.statusCode).toBe(200);
    const factors = content(review).factors as Array<Record<string, unknown>>;
    expect(factors.map((f) => [f.kind, f.label, f.removable])).toEqual([
      ['passkey', 'Attacker laptop', true],
      ['authenticator', 'Attacker phone', true],
      ['phone', `***-***-${patient.phone.slice(-4)}`, false],
    ]);
    expect(factors.every((f) => f.kind === 'phone' || typeof f.created_at === 'string')).toBe(true);

    const removed = await call('DELETE', '/v1/recovery/factors', {}, { review_token: reviewToken });
    expect(removed.statusCode).toBe(200);
    expect(content(removed)).toMatchObject({ removed: 2, factors: [{ kind: 'phone', removable: false }] });

    expect(errorOf(await passkeyAlone(key))).toBe('PASSKEY_UNKNOWN');
    const attackerHeaders = {
      authorization: `Bearer ${content(attacker).access_token as string}`,
      'x-csrftoken': content(attacker).web_token as string,
    };
    expect((await call('GET', '/v1/account/passkeys', attackerHeaders)).statusCode).toBe(401);
    expect(await auditOf(patient.id)).toEqual([
      { action: 'read', outcome: 'success', error_code: null },
      { action: 'delete', outcome: 'success', error_code: null },
    ]);
  });

  it("[AUTH-4] the review removes one factor by itself, only the patient's own, and signs no one in", async () => {
    const victim = await seed();
    const other = await seed();
    const mine = await addPasskey(victim.headers, victim.patient.phone, 'Mine');
    const theirs = await addPasskey(other.headers, other.patient.phone, 'Theirs');
    const reviewToken = await reset(victim.patient);

    const notTheirs = await call(
      'DELETE',
      '/v1/recovery/factors',
      {},
      {
        review_token: reviewToken,
        factor: { kind: 'passkey', id: theirs.id },
      },
    );
    expect(errorOf(notTheirs)).toBe('PASSKEY_NOT_FOUND');
    expect((await call('GET', '/v1/account/passkeys', other.headers)).json().content.passkeys).toHaveLength(
      1,
    );

    const one = await call(
      'DELETE',
      '/v1/recovery/factors',
      {},
      {
        review_token: reviewToken,
        factor: { kind: 'passkey', id: mine.id },
      },
    );
    expect(content(one)).toMatchObject({ removed: 1 });
    // The review token is no session of any kind.
    const asBearer = { authorization: `Bearer ${reviewToken}`, 'x-csrftoken': reviewToken };
    expect((await call('GET', '/v1/patient/gatepass', asBearer)).statusCode).toBe(401);
    expect(
      (await call('GET', '/v1/refresh-token', { 'refresh-authorization': `Bearer ${reviewToken}` }))
        .statusCode,
    ).toBe(401);
  });

  it('[AUTH-4] a review token expires, and a newer reset ends the one before; each refusal is audited', async () => {
    const { patient } = await seed();
    const first = await reset(patient);
    const second = await reset(patient);
    expect(errorOf(await call('POST', '/v1/recovery/factors', {}, { review_token: first }))).toBe(
      'RECOVERY_REVIEW_INVALID',
    );
    aheadMs = 31 * MINUTE;
    try {
      const late = await call('DELETE', '/v1/recovery/factors', {}, { review_token: second });
      expect(errorOf(late)).toBe('RECOVERY_REVIEW_INVALID');
    } finally {
      aheadMs = 0;
    }
    const refused = await suite.db
      .selectFrom('audit_log')
      .select(['action', 'outcome', 'error_code'])
      .where('resource', '=', 'account.factors')
      .where('error_code', '=', 'RECOVERY_REVIEW_INVALID')
      .execute();
    expect(refused.length).toBeGreaterThanOrEqual(2);
    expect(refused.every((row) => row.outcome !== 'success')).toBe(true);
  });

  it('[AUTH-6] a new passkey is told by text and email in the patient\'s language, and "this wasn\'t me" removes that one and ends every session, once', async () => {
    const { headers, patient } = await seed();
    await suite.db
      .updateTable('patients')
      .set({ language: 'es', email_verified_at: new Date() })
      .where('id', '=', patient.id)
      .execute();
    const kept = await addPasskey(headers, patient.phone, 'Mine');
    const planted = await addPasskey(headers, patient.phone, 'http://evil.example IT support');

    const { message, token } = notMeLink(patient.phone);
    expect(message.body).toContain('Se acaba de agregar una llave de acceso');
    expect(message.body).toContain(`${rp.origin}/not-me#`);
    // Whoever added the factor named it: the name is no part of any message.
    expect(message.body).not.toContain('evil.example');
    const email = [...suite.messages.sent].reverse().find((m) => m.to === patient.email && m.code === token);
    expect(email?.subject).toBe('Se agregó una nueva forma de iniciar sesión en su cuenta');

    const opened = await call('POST', '/v1/recovery/not-me', {}, { token });
    expect(opened.statusCode).toBe(200);
    expect(content(opened)).toEqual({
      kind: 'passkey',
      label: 'http://evil.example IT support',
      removed: true,
      sessions_ended: true,
    });
    expect(errorOf(await passkeyAlone(planted.key))).toBe('PASSKEY_UNKNOWN');
    expect((await passkeyAlone(kept.key)).statusCode).toBe(200);
    expect((await call('GET', '/v1/account/passkeys', headers)).statusCode).toBe(401);

    const again = await call('POST', '/v1/recovery/not-me', {}, { token });
    expect(errorOf(again)).toBe('NOT_ME_LINK_INVALID');
    expect(await auditOf(patient.id)).toEqual([
      { action: 'disown', outcome: 'success', error_code: null },
      { action: 'disown', outcome: 'refused', error_code: 'NOT_ME_LINK_INVALID' },
    ]);
  });

  it('[AUTH-6] a confirmed authenticator app is told by text only while the email is unverified; its link cannot sign in', async () => {
    const { headers, patient } = await seed();
    const appId = await addAuthenticator(headers, patient.phone);
    const { message, token } = notMeLink(patient.phone);
    expect(message.body).toContain('An authenticator app was just added');
    expect(suite.messages.sent.some((m) => m.to === patient.email && m.code === token)).toBe(false);

    const asBearer = { authorization: `Bearer ${token}`, 'x-csrftoken': token };
    expect((await call('GET', '/v1/patient/gatepass', asBearer)).statusCode).toBe(401);
    expect(errorOf(await call('POST', '/v1/recovery/factors', {}, { review_token: token }))).toBe(
      'RECOVERY_REVIEW_INVALID',
    );
    const opened = content(await call('POST', '/v1/recovery/not-me', {}, { token }));
    expect(opened).toMatchObject({ kind: 'authenticator', label: 'Attacker phone', removed: true });
    expect(Object.keys(opened).sort()).toEqual(['kind', 'label', 'removed', 'sessions_ended']);
    const left = await suite.db
      .selectFrom('totp_authenticators')
      .select('id')
      .where('id', '=', appId)
      .execute();
    expect(left).toEqual([]);
  });

  it('[AUTH-6] a "this wasn\'t me" link expires', async () => {
    const { headers, patient } = await seed();
    await addPasskey(headers, patient.phone);
    const { token } = notMeLink(patient.phone);
    aheadMs = 8 * 24 * 60 * MINUTE;
    try {
      expect(errorOf(await call('POST', '/v1/recovery/not-me', {}, { token }))).toBe('NOT_ME_LINK_INVALID');
    } finally {
      aheadMs = 0;
    }
  });
});
