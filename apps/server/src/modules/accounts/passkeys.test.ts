import { describe, expect, it } from 'vitest';
import type { StepUpAction } from '@portal/contract';
import { testDatabases } from '../../test/databases.js';
import {
  appPerSuite,
  contentOf,
  errorCodeOf,
  requester,
  seedPatientWithOwnNumber,
} from '../../test/helpers.js';
import { softAuthenticator, TEST_RP, type Challenge } from '../../test/webauthn.js';

type Headers = Record<string, string>;
const rp = TEST_RP;

describe.each(testDatabases())('passkeys on $name', (database) => {
  /** How far the server's clock runs ahead of the real one (a test that lets a challenge expire moves it). */
  let aheadMs = 0;
  const suite = appPerSuite(
    database,
    { publicOrigin: `${rp.origin}/` },
    { now: () => new Date(Date.now() + aheadMs) },
  );
  const call = requester(suite);
  const content = contentOf;
  const errorOf = errorCodeOf;
  let numbers = 2000;
  const seed = () => seedPatientWithOwnNumber(suite.db, (numbers += 1));
  const stepUp = async (headers: Headers, phone: string, action: StepUpAction = 'add_passkey') => {
    const started = content(await call('POST', '/v1/account/step-up', headers, { action }));
    return { mfa_token: started.mfa_token as string, code: suite.messages.lastCodeTo(phone) };
  };
  const register = async (headers: Headers, phone: string, key = softAuthenticator(rp)) => {
    const options = await call('POST', '/v1/account/passkeys/options', headers, await stepUp(headers, phone));
    expect(options.statusCode).toBe(200);
    const created = await call('POST', '/v1/account/passkeys', headers, {
      label: 'Laptop',
      credential: key.create(content(options) as Challenge),
    });
    return { key, created };
  };
  const passwordStep = async (email: string) =>
    content(await call('POST', '/v1/login', {}, { email, password: 'Correct-Horse-9!' }));
  const auditOf = (patientId: string, resource: string) =>
    suite.db
      .selectFrom('audit_log')
      .select(['action', 'outcome', 'error_code'])
      .where('patient_id', '=', patientId)
      .where('resource', '=', resource)
      .orderBy('id')
      .execute();

  it('[AUTH-6] a passkey registered after a fresh code answers the login after the password', async () => {
    const { headers, patient } = await seed();
    const { key, created } = await register(headers, patient.phone);
    expect(created.statusCode).toBe(201);
    expect(content(created)).toMatchObject({ label: 'Laptop', last_used_at: null });
    const listed = content(await call('GET', '/v1/account/passkeys', headers)).passkeys as unknown[];
    expect(listed).toEqual([content(created)]);
    expect(JSON.stringify(listed)).not.toContain(key.credentialId);

    const attempt = await passwordStep(patient.email);
    expect(attempt.passkey).toBe(true);
    const options = await call('POST', '/v1/login/passkey/options', {}, { mfa_token: attempt.mfa_token });
    expect(content(options)).toMatchObject({
      rpId: rp.id,
      allowCredentials: [{ id: key.credentialId, type: 'public-key' }],
    });
    const signedIn = await call(
      'POST',
      '/v1/login/passkey',
      {},
      {
        mfa_token: attempt.mfa_token,
        credential: key.get(content(options) as Challenge),
      },
    );
    expect(signedIn.statusCode).toBe(200);
    expect(Object.keys(content(signedIn)).sort()).toEqual([
      'access_token',
      'id_token',
      'refresh_token',
      'web_token',
    ]);
    const [used] = content(await call('GET', '/v1/account/passkeys', headers)).passkeys as Array<{
      last_used_at: string | null;
    }>;
    expect(used?.last_used_at).not.toBeNull();
    // The attempt is used up: the same answer, or a new one, starts no second session.
    const again = await call(
      'POST',
      '/v1/login/passkey',
      {},
      {
        mfa_token: attempt.mfa_token,
        credential: key.get(content(options) as Challenge),
      },
    );
    expect(errorOf(again)).toBe('MFA_TOKEN_INVALID');
  });

  it('[AUTH-6] registering needs a fresh code, the portal origin from configuration and an unused challenge; refusals are audited', async () => {
    const { headers, patient } = await seed();
    const noStepUp = await call('POST', '/v1/account/passkeys/options', headers, {
      mfa_token: 'no-such-step-up',
      code: '123456',
    });
    expect(errorOf(noStepUp)).toBe('MFA_TOKEN_INVALID');

    // A Host header names no relying party: the options carry the configured one.
    const options = content(
      await call(
        'POST',
        '/v1/account/passkeys/options',
        { ...headers, host: 'evil.example' },
        await stepUp(headers, patient.phone),
      ),
    );
    expect(options.rp).toMatchObject({ id: rp.id });
    const key = softAuthenticator(rp);
    const elsewhere = await call('POST', '/v1/account/passkeys', headers, {
      credential: key.create(options as Challenge, 'https://evil.example'),
    });
    expect(errorOf(elsewhere)).toBe('PASSKEY_INVALID');
    // The refused answer used the challenge up: even a good answer to it is refused now.
    const late = await call('POST', '/v1/account/passkeys', headers, {
      credential: key.create(options as Challenge),
    });
    expect(errorOf(late)).toBe('PASSKEY_INVALID');
    expect(content(await call('GET', '/v1/account/passkeys', headers)).passkeys).toEqual([]);
    expect(await auditOf(patient.id, 'account.passkeys')).toEqual(
      expect.arrayContaining([
        { action: 'register_options', outcome: 'refused', error_code: 'MFA_TOKEN_INVALID' },
        { action: 'create', outcome: 'refused', error_code: 'PASSKEY_INVALID' },
      ]),
    );
  });

  it('[AUTH-6] a cloned key (its counter not moving on) and another patient’s passkey cannot answer a login', async () => {
    const owner = await seed();
    const { key } = await register(owner.headers, owner.patient.phone);
    const other = await seed();
    await register(other.headers, other.patient.phone);

    const first = await passwordStep(owner.patient.email);
    const firstOptions = content(
      await call('POST', '/v1/login/passkey/options', {}, { mfa_token: first.mfa_token }),
    );
    expect(
      (
        await call(
          'POST',
          '/v1/login/passkey',
          {},
          { mfa_token: first.mfa_token, credential: key.get(firstOptions as Challenge) },
        )
      ).statusCode,
    ).toBe(200);
    const second = await passwordStep(owner.patient.email);
    const options = content(
      await call('POST', '/v1/login/passkey/options', {}, { mfa_token: second.mfa_token }),
    );
    const cloned = await call(
      'POST',
      '/v1/login/passkey',
      {},
      {
        mfa_token: second.mfa_token,
        credential: key.get(options as Challenge, { keepCounter: true }),
      },
    );
    expect(errorOf(cloned)).toBe('PASSKEY_INVALID');

    // The owner's key against the other patient's login attempt: not one of theirs.
    const theirs = await passwordStep(other.patient.email);
    const theirOptions = content(
      await call('POST', '/v1/login/passkey/options', {}, { mfa_token: theirs.mfa_token }),
    );
    const borrowed = await call(
      'POST',
      '/v1/login/passkey',
      {},
      {
        mfa_token: theirs.mfa_token,
        credential: key.get(theirOptions as Challenge),
      },
    );
    expect(errorOf(borrowed)).toBe('PASSKEY_INVALID');
    expect(await auditOf(other.patient.id, 'session')).toEqual(
      expect.arrayContaining([
        { action: 'login_passkey', outcome: 'refused', error_code: 'PASSKEY_INVALID' },
      ]),
    );
  });

  it('[AUTH-6] an account without a passkey is offered none, and removing one needs a fresh code and must be one’s own', async () => {
    const { headers, patient } = await seed();
    const attempt = await passwordStep(patient.email);
    expect(attempt.passkey).toBe(false);
    const none = await call('POST', '/v1/login/passkey/options', {}, { mfa_token: attempt.mfa_token });
    expect(errorOf(none)).toBe('MFA_METHOD_UNAVAILABLE');

    const { created } = await register(headers, patient.phone);
    const id = content(created).id as string;
    const stranger = await seed();
    const notTheirs = await call('DELETE', '/v1/account/passkeys', stranger.headers, {
      id,
      ...(await stepUp(stranger.headers, stranger.patient.phone, 'remove_passkey')),
    });
    expect(errorOf(notTheirs)).toBe('PASSKEY_NOT_FOUND');
    const noCode = await call('DELETE', '/v1/account/passkeys', headers, {
      id,
      mfa_token: 'x',
      code: '123456',
    });
    expect(errorOf(noCode)).toBe('MFA_TOKEN_INVALID');
    const removed = await call('DELETE', '/v1/account/passkeys', headers, {
      id,
      ...(await stepUp(headers, patient.phone, 'remove_passkey')),
    });
    expect(removed.statusCode).toBe(200);
    expect(content(await call('GET', '/v1/account/passkeys', headers)).passkeys).toEqual([]);
  });

  const renameAudit = (patientId: string) =>
    suite.db
      .selectFrom('audit_log')
      .select(['action', 'outcome', 'error_code', 'changes'])
      .where('patient_id', '=', patientId)
      .where('resource', '=', 'account.passkeys')
      .where('action', '=', 'rename')
      .orderBy('id')
      .execute();
  const labels = async (headers: Headers) =>
    (content(await call('GET', '/v1/account/passkeys', headers)).passkeys as Array<{ label: string }>).map(
      (key) => key.label,
    );

  it('[PROF-7] a passkey is renamed without a fresh code; the audit keeps the name before and after', async () => {
    const { headers, patient } = await seed();
    const { created } = await register(headers, patient.phone);
    const id = content(created).id as string;
    const renamed = await call('PUT', '/v1/account/passkeys', headers, { id, label: '  Work laptop  ' });
    expect(renamed.statusCode).toBe(200);
    expect(content(renamed)).toMatchObject({ id, label: 'Work laptop' });
    expect(await labels(headers)).toEqual(['Work laptop']);
    expect(await renameAudit(patient.id)).toEqual([
      {
        action: 'rename',
        outcome: 'success',
        error_code: null,
        changes: [{ field: 'label', before: 'Laptop', after: 'Work laptop' }],
      },
    ]);
  });

  it('[PROF-7] [SEC-1] [SEC-2] another patient’s passkey answers not-found and a bad name is refused in Spanish; nothing changes', async () => {
    const owner = await seed();
    const { created } = await register(owner.headers, owner.patient.phone);
    const id = content(created).id as string;
    const stranger = await seed();
    const theirs = await call('PUT', '/v1/account/passkeys', stranger.headers, { id, label: 'Mine now' });
    expect(theirs.statusCode).toBe(404);
    expect(errorOf(theirs)).toBe('PASSKEY_NOT_FOUND');
    expect(await renameAudit(stranger.patient.id)).toEqual([
      { action: 'rename', outcome: 'refused', error_code: 'PASSKEY_NOT_FOUND', changes: null },
    ]);

    const refusals = [
      ['   ', 'VALIDATION_FAILED - Nombre: este dato es obligatorio.'],
      [
        'x'.repeat(61),
        'VALIDATION_FAILED - Nombre: el valor es demasiado largo; use como máximo 60 caracteres.',
      ],
    ];
    for (const [label, refusal] of refusals) {
      const bad = await call('PUT', '/v1/account/passkeys', owner.headers, { id, label }, 'es');
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error).toBe(refusal);
    }
    const notAnId = await call('PUT', '/v1/account/passkeys', owner.headers, { id: 'abc', label: 'Tablet' });
    expect(errorOf(notAnId)).toBe('VALIDATION_FAILED');
    expect(await labels(owner.headers)).toEqual(['Laptop']);
  });

  const passwordlessOptions = async (headers: Headers = {}) => {
    const answer = await call('POST', '/v1/login/passwordless/options', headers, {});
    expect(answer.statusCode).toBe(200);
    return content(answer) as Challenge & Record<string, unknown>;
  };
  const passwordless = (credential: unknown, lang = 'en') =>
    call('POST', '/v1/login/passwordless', {}, { credential }, lang);

  it('[AUTH-2] a passkey alone signs in: options name no credential and require verification; the session is the one a password and code give', async () => {
    const { headers, patient } = await seed();
    const { key } = await register(headers, patient.phone);

    // A Host header names no relying party: the options carry the configured one.
    const options = await passwordlessOptions({ host: 'evil.example' });
    expect(options).toMatchObject({ rpId: rp.id, userVerification: 'required' });
    expect(options.allowCredentials ?? []).toEqual([]);
    const signedIn = await passwordless(key.get(options, { discoverable: true }));
    expect(signedIn.statusCode).toBe(200);
    const tokens = content(signedIn);
    expect(Object.keys(tokens).sort()).toEqual(['access_token', 'id_token', 'refresh_token', 'web_token']);

    const attempt = await passwordStep(patient.email);
    await call('POST', '/v1/mfa/choose', {}, { mfa_token: attempt.mfa_token, method: 'sms' });
    const withCode = content(
      await call(
        'POST',
        '/v1/mfa/confirm',
        {},
        { mfa_token: attempt.mfa_token, code: suite.messages.lastCodeTo(patient.phone) },
      ),
    );
    const claims = (token: unknown) =>
      JSON.parse(Buffer.from(String(token).split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<
        string,
        unknown
      >;
    const comparable = (token: unknown) =>
      Object.fromEntries(
        Object.entries(claims(token)).filter(
          ([name]) => !['iat', 'exp', 'jti', 'sid', 'auth_time'].includes(name),
        ),
      );
    expect(comparable(tokens.id_token)).toEqual(comparable(withCode.id_token));
    expect(Object.keys(claims(tokens.access_token)).sort()).toEqual(
      Object.keys(claims(withCode.access_token)).sort(),
    );
    const session = {
      authorization: `Bearer ${String(tokens.access_token)}`,
      'x-csrftoken': String(tokens.web_token),
    };
    const gatepass = await call('GET', '/v1/patient/gatepass', session);
    expect(gatepass.statusCode).toBe(200);
    expect(content(gatepass)).toEqual(content(await call('GET', '/v1/patient/gatepass', headers)));
    const [used] = content(await call('GET', '/v1/account/passkeys', session)).passkeys as Array<{
      last_used_at: string | null;
    }>;
    expect(used?.last_used_at).not.toBeNull();
    expect(await auditOf(patient.id, 'session')).toEqual(
      expect.arrayContaining([{ action: 'login_passwordless', outcome: 'success', error_code: null }]),
    );
  });

  it('[AUTH-2] [AUTH-3] a passwordless challenge is single use: a replayed answer, or a second answer to it, is refused', async () => {
    const { headers, patient } = await seed();
    const { key } = await register(headers, patient.phone);
    const options = await passwordlessOptions();
    const answer = key.get(options, { discoverable: true });
    expect((await passwordless(answer)).statusCode).toBe(200);
    const replayed = await passwordless(answer);
    expect(replayed.statusCode).toBe(400);
    expect(errorOf(replayed)).toBe('PASSKEY_INVALID');
    expect(errorOf(await passwordless(key.get(options, { discoverable: true })))).toBe('PASSKEY_INVALID');
    expect(await auditOf(patient.id, 'session')).toEqual(
      expect.arrayContaining([
        { action: 'login_passwordless', outcome: 'refused', error_code: 'PASSKEY_INVALID' },
      ]),
    );
  });

  it('[AUTH-2] [AUTH-3] an expired passwordless challenge is refused', async () => {
    const { headers, patient } = await seed();
    const { key } = await register(headers, patient.phone);
    const options = await passwordlessOptions();
    aheadMs = 6 * 60_000;
    try {
      expect(errorOf(await passwordless(key.get(options, { discoverable: true })))).toBe('PASSKEY_INVALID');
    } finally {
      aheadMs = 0;
    }
  });

  it('[AUTH-2] an answer signed for another site, without user verification, or a cloned key is refused, and each uses the challenge up', async () => {
    const { headers, patient } = await seed();
    const { key } = await register(headers, patient.phone);
    const options = await passwordlessOptions();
    const elsewhere = await passwordless(
      key.get(options, { discoverable: true, origin: 'https://evil.example' }),
    );
    expect(errorOf(elsewhere)).toBe('PASSKEY_INVALID');
    // The refusal used the challenge up: a good answer to it no longer passes.
    expect(errorOf(await passwordless(key.get(options, { discoverable: true })))).toBe('PASSKEY_INVALID');

    const touchOnly = await passwordless(
      key.get(await passwordlessOptions(), { discoverable: true, unverified: true }),
    );
    expect(errorOf(touchOnly)).toBe('PASSKEY_INVALID');

    expect(
      (await passwordless(key.get(await passwordlessOptions(), { discoverable: true }))).statusCode,
    ).toBe(200);
    const cloned = await passwordless(
      key.get(await passwordlessOptions(), { discoverable: true, keepCounter: true }),
    );
    expect(errorOf(cloned)).toBe('PASSKEY_INVALID');
    expect(await auditOf(patient.id, 'session')).toEqual(
      expect.arrayContaining([
        { action: 'login_passwordless', outcome: 'refused', error_code: 'PASSKEY_INVALID' },
      ]),
    );
  });

  it('[AUTH-2] [SEC-1] another patient’s credential id or user handle signs no one in; an unknown passkey gets a translated refusal', async () => {
    const victim = await seed();
    const { key: victimKey } = await register(victim.headers, victim.patient.phone);
    const attacker = await seed();
    const { key: attackerKey } = await register(attacker.headers, attacker.patient.phone);

    // The attacker's own signature under the victim's credential id: the victim's public key does not verify it.
    const forged = attackerKey.get(await passwordlessOptions(), { discoverable: true });
    const asVictim = await passwordless({
      ...forged,
      id: victimKey.credentialId,
      rawId: victimKey.credentialId,
    });
    expect(errorOf(asVictim)).toBe('PASSKEY_INVALID');
    // The attacker's own key claiming the victim's account handle.
    const victimHandle = Buffer.from(victim.patient.id).toString('base64url');
    const borrowed = await passwordless(
      attackerKey.get(await passwordlessOptions(), { discoverable: true, handle: victimHandle }),
    );
    expect(errorOf(borrowed)).toBe('PASSKEY_INVALID');
    expect(await auditOf(victim.patient.id, 'session')).toEqual(
      expect.arrayContaining([
        { action: 'login_passwordless', outcome: 'refused', error_code: 'PASSKEY_INVALID' },
      ]),
    );

    const stranger = softAuthenticator(rp);
    stranger.create({ challenge: 'unused', user: { id: 'bm9ib2R5' } });
    const unknown = await passwordless(
      stranger.get(await passwordlessOptions(), { discoverable: true }),
      'es',
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toBe(
      'PASSKEY_UNKNOWN - No reconocemos esta llave de acceso: puede que se haya eliminado. Inicie sesión con su correo electrónico y su contraseña.',
    );
  });
});
