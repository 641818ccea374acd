import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/databases.js';
import { appPerSuite, requester, seedPatientWithSession } from '../../test/helpers.js';
import { softAuthenticator } from '../../test/webauthn.js';

type Headers = Record<string, string>;
type Challenge = { challenge: string };
const rp = { id: 'portal.example.org', origin: 'https://portal.example.org' };

describe.each(testDatabases())('passkeys on $name', (database) => {
  const suite = appPerSuite(database, { publicOrigin: `${rp.origin}/` });
  const call = requester(suite);
  const content = (answer: { json: () => { content?: unknown } }) =>
    answer.json().content as Record<string, unknown>;
  const errorOf = (answer: { json: () => { error?: string } }) => answer.json().error?.split(' - ')[0];

  let numbers = 0;
  /** A patient with a number of their own, so the per-number text limit never trips across tests. */
  const seed = async () => {
    const seeded = await seedPatientWithSession(suite.db);
    const phone = `415-555-${String(2000 + (numbers += 1))}`;
    await suite.db.updateTable('patients').set({ phone }).where('id', '=', seeded.patient.id).execute();
    return { ...seeded, patient: { ...seeded.patient, phone } };
  };
  const stepUp = async (headers: Headers, phone: string) => {
    const started = content(await call('POST', '/v1/account/step-up', headers, {}));
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
      ...(await stepUp(stranger.headers, stranger.patient.phone)),
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
      ...(await stepUp(headers, patient.phone)),
    });
    expect(removed.statusCode).toBe(200);
    expect(content(await call('GET', '/v1/account/passkeys', headers)).passkeys).toEqual([]);
  });
});
