import { createHmac, randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { idTokenClaims } from '@portal/contract';
import type { App } from '../../app.js';
import { testConfig } from '../../config.js';
import type { Db } from '../../db/database.js';
import { decryptSecret } from '../../lib/encryption.js';
import { JWT_AUDIENCE, verifyJwt } from '../../lib/jwt.js';
import { hashCode, passwordHashing } from '../../lib/secrets.js';
import { ScryptPool } from '../../lib/scrypt-pool.js';
import { totpCode } from '../../lib/totp.js';
import { captureMessages, testApp } from '../../test/helpers.js';
import { INVITATION_LIMIT_DEFAULTS } from '../sharing/invitation-limits.js';
import { REFRESH_GRACE_SECONDS } from './rules.js';
import { ACCESS_TOKEN_TTL_SECONDS } from './tokens.js';
import { testDatabases } from '../../test/databases.js';

const KEYS = testConfig();
const SECRET = KEYS.jwtSecret;

/** Every row of every table as text: what a leak of the database would show. */
async function databaseText(db: Db): Promise<string> {
  const tables = await sql<{ table_name: string }>`
    select table_name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(db);
  const dumps: string[] = [];
  for (const { table_name } of tables.rows) {
    const rows = await sql<{ row: string }>`select t::text as row from ${sql.table(table_name)} t`.execute(
      db,
    );
    dumps.push(...rows.rows.map((r) => r.row));
  }
  return dumps.join('\n');
}
/** Small limits keep the limit tests quick; each test uses its own client address. */
const LIMITS = {
  loginPerAccount: { max: 6, windowSeconds: 900 },
  loginPerIp: { max: 12, windowSeconds: 900 },
  codeSendPerAccount: { max: 5, windowSeconds: 900 },
  codeSendPerIp: { max: 8, windowSeconds: 3600 },
  codeCheckPerAccount: { max: 8, windowSeconds: 3600 },
  smsPerNumber: { max: 6, windowSeconds: 3600 },
  smsPerAccount: { max: 8, windowSeconds: 3600 },
  smsPerIp: { max: 100_000, windowSeconds: 3600 },
  smsPerRange: { max: 100_000, windowSeconds: 3600 },
  smsPerBrand: { max: 100_000, windowSeconds: 3600 },
  smsTotal: { max: 100_000, windowSeconds: 3600 },
  shareOpenPerLink: { max: 30, windowSeconds: 900 },
  shareOpenPerIp: { max: 60, windowSeconds: 900 },
  invitations: INVITATION_LIMIT_DEFAULTS,
};
let phoneCounter = 1000;
const wrongCodeFor = (code: string) => (code === '000000' ? '111111' : '000000');

function newPatient(overrides: Record<string, unknown> = {}) {
  phoneCounter += 1;
  return {
    first_name: 'Maria',
    last_name: 'Gomez',
    email: `maria.${randomUUID().slice(0, 8)}@example.com`,
    password: 'Sunny-Garden-42!',
    date_of_birth: '1975-09-12',
    phone: `617-555-${String(phoneCounter).padStart(4, '0')}`,
    language: 'en',
    ...overrides,
  };
}

describe.each(testDatabases())('accounts and sessions on $name', (database) => {
  let db: Db;
  let app: App;
  let messages: ReturnType<typeof captureMessages>;
  let clock = new Date();
  let ipCounter = 0;
  /** Each test gets its own client address, so per-IP limits of one test do not leak into another. */
  let ip = '10.0.0.1';

  beforeAll(async () => {
    db = await database.open();
    ({ app, messages } = await testApp(db, { limits: LIMITS }, { now: () => clock }));
  });
  afterAll(async () => {
    await app.close();
    await database.close(db);
  });

  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url, payload: payload as object, headers, remoteAddress: ip });
  const refresh = (token: string) =>
    app.inject({
      method: 'GET',
      url: '/v1/refresh-token',
      headers: { 'refresh-authorization': token },
      remoteAddress: ip,
    });
  const fresh = () => {
    clock = new Date();
    ipCounter += 1;
    ip = `10.0.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
  };

  const gatepassWith = (access_token: string) =>
    app.inject({
      method: 'GET',
      url: '/v1/patient/gatepass',
      headers: { authorization: `Bearer ${access_token}` },
    });
  const later = (seconds: number) => {
    clock = new Date(clock.getTime() + seconds * 1000);
  };

  async function signUp(overrides: Record<string, unknown> = {}) {
    const patient = newPatient(overrides);
    const res = await post('/v1/signup', patient);
    expect(res.statusCode).toBe(201);
    return { patient, mfaToken: res.json().content.mfa_token as string, res };
  }

  async function signedIn(overrides: Record<string, unknown> = {}) {
    const { patient, mfaToken } = await signUp(overrides);
    const res = await post('/v1/mfa/confirm', {
      mfa_token: mfaToken,
      code: messages.lastCodeTo(patient.phone),
    });
    expect(res.statusCode).toBe(200);
    const tokens = res.json().content as {
      access_token: string;
      id_token: string;
      refresh_token: string;
      web_token: string;
    };
    const headers = { authorization: `Bearer ${tokens.access_token}`, 'x-csrftoken': tokens.web_token };
    return { patient, tokens, headers };
  }

  /** Proves the email with the code sent to it, as the portal's verify-email step does. */
  async function verifyEmail(patient: { email: string }, headers: Record<string, string>) {
    const started = await post('/v1/account/email/verification', {}, headers);
    expect(started.json().content).toEqual({
      mfa_token: expect.any(String),
      destination: 'm***@example.com',
    });
    const confirmed = await post(
      '/v1/account/email/verification/confirm',
      { mfa_token: started.json().content.mfa_token, code: messages.lastCodeTo(patient.email) },
      headers,
    );
    expect(confirmed.json().content).toEqual({ email_verified: true });
  }

  /** Adds an authenticator app the way the portal must: a fresh code from the phone first (step-up). */
  async function addApp(headers: Record<string, string>, phone: string, body: Record<string, unknown> = {}) {
    const step = (await post('/v1/account/step-up', { action: 'add_authenticator' }, headers)).json().content;
    return post(
      '/v1/account/authenticators',
      { ...body, mfa_token: step.mfa_token, code: messages.lastCodeTo(phone) },
      headers,
    );
  }

  /** Changes the password the way the portal must: a fresh code from the phone first (step-up). */
  async function changePassword(
    headers: Record<string, string>,
    phone: string,
    body: { current_password: string; new_password: string },
  ) {
    const step = (await post('/v1/account/step-up', { action: 'change_password' }, headers)).json().content;
    return post(
      '/v1/change-password',
      { ...body, mfa_token: step.mfa_token, code: messages.lastCodeTo(phone) },
      headers,
    );
  }

  const auditRows = (action: string) =>
    db.selectFrom('audit_log').selectAll().where('action', '=', action).execute();

  describe('sign-up', () => {
    it('[AUTH-1] creates the account and texts a 6-digit code to the phone', async () => {
      fresh();
      const { patient, res } = await signUp();
      expect(res.json()).toMatchObject({
        status_code: 201,
        status_text: 'Created',
        content: { mfa_method: 'sms', destination: `***-***-${patient.phone.slice(-4)}` },
      });
      const sms = messages.sent.at(-1)!;
      expect(sms).toMatchObject({ channel: 'sms', to: patient.phone });
      expect(sms.code).toMatch(/^\d{6}$/);
      expect(sms.body).toContain(sms.code);
    });

    it('[AUTH-1][ONB-2] confirming the code verifies the phone and returns all four tokens', async () => {
      fresh();
      const { tokens, headers } = await signedIn();
      expect(Object.keys(tokens).sort()).toEqual(['access_token', 'id_token', 'refresh_token', 'web_token']);
      const gatepass = await app.inject({ method: 'GET', url: '/v1/patient/gatepass', headers });
      expect(gatepass.json().content).toMatchObject({ phone_verified: true, next_step: 'verify_id' });
    });

    it('puts the OIDC-style claims in the id token, with the brand from the Host', async () => {
      fresh();
      const patient = newPatient({ language: 'es' });
      const res = await app.inject({
        method: 'POST',
        url: '/v1/signup',
        payload: patient,
        headers: { host: 'acme.localhost:8080' },
        remoteAddress: ip,
      });
      const confirm = await app.inject({
        method: 'POST',
        url: '/v1/mfa/confirm',
        payload: { mfa_token: res.json().content.mfa_token, code: messages.lastCodeTo(patient.phone) },
        headers: { host: 'acme.localhost:8080' },
      });
      const claims = idTokenClaims.parse(
        await verifyJwt(confirm.json().content.id_token, KEYS, { audience: JWT_AUDIENCE.id }),
      );
      expect(claims).toMatchObject({
        given_name: 'Maria',
        family_name: 'Gomez',
        email: patient.email,
        phone_number: patient.phone,
        birthdate: '1975-09-12',
        locale: 'es',
        brand: 'acme',
      });
    });

    it('[AUTH-8] a token signed with our key but not issued by us for this API (no iss/aud, or the id token) is refused', async () => {
      fresh();
      const { tokens, headers } = await signedIn();
      const claims = (await verifyJwt(tokens.access_token, KEYS, { audience: JWT_AUDIENCE.access }))!;
      const { iss: _iss, aud: _aud, ...bare } = claims;
      const forged = (body: object) => {
        const input = `${tokens.access_token.split('.')[0]}.${Buffer.from(JSON.stringify(body)).toString('base64url')}`;
        return `${input}.${createHmac('sha256', SECRET).update(input).digest('base64url')}`;
      };
      for (const token of [
        forged(bare),
        forged({ ...bare, aud: JWT_AUDIENCE.id }),
        forged({ ...claims, iss: 'https://elsewhere.example' }),
      ]) {
        const res = await app.inject({
          method: 'GET',
          url: '/v1/patient/gatepass',
          headers: { ...headers, authorization: `Bearer ${token}` },
        });
        expect(res.statusCode).toBe(401);
      }
      expect((await app.inject({ method: 'GET', url: '/v1/patient/gatepass', headers })).statusCode).toBe(
        200,
      );
    });

    it('[AUTH-9] answers an existing email exactly like a new one, and no code can pass it', async () => {
      fresh();
      const { patient } = await signUp();
      const again = await post('/v1/signup', {
        ...patient,
        email: patient.email.toUpperCase(),
        phone: '617-555-0999',
      });
      expect(again.statusCode).toBe(201);
      expect(Object.keys(again.json().content).sort()).toEqual(['destination', 'mfa_method', 'mfa_token']);
      expect(again.json().content.destination).toBe('***-***-0999');
      const owner = messages.sent.at(-1)!;
      expect(owner).toMatchObject({ channel: 'email', to: patient.email });
      expect(owner.code).toBeUndefined();
      const confirm = await post('/v1/mfa/confirm', {
        mfa_token: again.json().content.mfa_token,
        code: '123456',
      });
      expect(confirm.json().error).toMatch(/^MFA_CODE_INVALID - /);
      expect(
        await db.selectFrom('patients').select('id').where('email', '=', patient.email).execute(),
      ).toHaveLength(1);
    });

    it('[AUTH-9] a taken email’s decoy counts tries like a real sign-up, before and after a new code', async () => {
      fresh();
      const { patient } = await signUp();
      const real = await signUp();
      const decoy = (await post('/v1/signup', { ...patient, phone: '617-555-0998' })).json().content;
      const tries = async (mfa_token: string) => {
        const answers = [];
        for (let i = 0; i < 6; i += 1)
          answers.push((await post('/v1/mfa/confirm', { mfa_token, code: '000000' })).json());
        expect((await post('/v1/mfa/choose', { mfa_token, method: 'sms' })).statusCode).toBe(200);
        answers.push((await post('/v1/mfa/confirm', { mfa_token, code: '000000' })).json());
        return answers.map((a) => [a.error.split(' - ')[0], a.params]);
      };
      // one fresh address each, so the per-address limits do not differ between the two
      const realAnswers = await tries(real.mfaToken);
      fresh();
      expect(await tries(decoy.mfa_token)).toEqual(realAnswers);
    });

    it.each([
      ['password', 'short-1A!', 'VALIDATION_FAILED - Your password needs: at least 12 characters.'],
      ['password', 'no-capitals-here-42!', 'VALIDATION_FAILED - Your password needs: an upper-case letter.'],
      ['password', 'No-Digits-Here-At-All!', 'VALIDATION_FAILED - Your password needs: a number.'],
      ['password', 'NoSymbolsHere42', 'VALIDATION_FAILED - Your password needs: a symbol, such as ! or #.'],
      ['phone', '6175550100', 'VALIDATION_FAILED - Enter a 10-digit mobile number.'],
      [
        'phone',
        '000-555-0199',
        'VALIDATION_FAILED - Check the number: a US area code and the next three digits never start with 0 or 1.',
      ],
      [
        'phone',
        '617-155-0199',
        'VALIDATION_FAILED - Check the number: a US area code and the next three digits never start with 0 or 1.',
      ],
      [
        'date_of_birth',
        '1890-02-03',
        'VALIDATION_FAILED - Enter a real date of birth, from 1900 until today.',
      ],
      [
        'date_of_birth',
        '1990-02-30',
        'VALIDATION_FAILED - Enter a real date of birth, from 1900 until today.',
      ],
      ['email', 'not-an-email', 'VALIDATION_FAILED - Enter an email address like name@example.com.'],
      ['first_name', undefined, 'VALIDATION_FAILED - First name is required.'],
    ])(
      '[SEC-2] refuses a bad %s (%j) with a 400 naming it, and creates nothing',
      async (field, value, error) => {
        fresh();
        const patient = { ...newPatient(), [field]: value };
        const res = await post('/v1/signup', patient);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ status_code: 400, status_text: 'Bad Request', error });
        expect(res.json().params).toMatchObject({ field });
        const rows = await db
          .selectFrom('patients')
          .select('id')
          .where('phone', '=', patient.phone as string)
          .execute();
        expect(rows).toEqual([]);
      },
    );

    it('[AUTH-1] refuses a breached password (with digits and symbols stuck on) at sign-up, reset and change', async () => {
      fresh();
      const breached = 'Password2024!';
      const refused = await post('/v1/signup', newPatient({ password: breached }), {
        'accept-language': 'es',
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error).toMatch(/^PASSWORD_BREACHED - Esta contraseña aparece/);
      const { patient, headers } = await signedIn();
      const change = await changePassword(headers, patient.phone, {
        current_password: patient.password,
        new_password: 'Sunshine-2024#',
      });
      expect(change.json().error).toMatch(/^PASSWORD_BREACHED - /);
      await post('/v1/verify-reset-password/link', { email: patient.email });
      const token = messages.sent.at(-1)!.code!;
      const reset = await post('/v1/reset-password', { token, password: 'Welcome12345!' });
      expect(reset.json().error).toMatch(/^PASSWORD_BREACHED - /);
      expect((await post('/v1/login', { email: patient.email, password: patient.password })).statusCode).toBe(
        200,
      );
    });

    it('[SEC-2] translates the password rule into Spanish', async () => {
      fresh();
      const res = await post(
        '/v1/signup',
        { ...newPatient(), password: 'short' },
        { 'accept-language': 'es' },
      );
      expect(res.json().error).toBe('VALIDATION_FAILED - Su contraseña necesita: al menos 12 caracteres.');
    });
  });

  describe('one-time codes', () => {
    it('[AUTH-3] a wrong code 5 times kills the code, even for the right one after', async () => {
      fresh();
      const { patient, mfaToken } = await signUp();
      const code = messages.lastCodeTo(patient.phone);
      const wrong = code === '000000' ? '111111' : '000000';
      const errors = [];
      for (let i = 0; i < 5; i += 1)
        errors.push((await post('/v1/mfa/confirm', { mfa_token: mfaToken, code: wrong })).json().error);
      expect(errors.slice(0, 4).every((e: string) => e.startsWith('MFA_CODE_INVALID - '))).toBe(true);
      expect(errors[4]).toMatch(/^MFA_CODE_LOCKED - /);
      const right = await post('/v1/mfa/confirm', { mfa_token: mfaToken, code });
      expect(right.statusCode).toBe(400);
      expect(right.json().error).toMatch(/^MFA_CODE_LOCKED - /);
    });

    async function loginAttempt(patient: { email: string; password: string }) {
      const login = await post('/v1/login', { email: patient.email, password: patient.password });
      expect(login.statusCode).toBe(200);
      return login.json().content.mfa_token as string;
    }
    const wrongFor = wrongCodeFor;

    it('[AUTH-3] a refused code says how many tries are left; a new code sent starts a fresh count', async () => {
      fresh();
      const { patient, mfaToken } = await signUp();
      const wrong = wrongFor(messages.lastCodeTo(patient.phone));
      const answers = [];
      for (let i = 0; i < 5; i += 1)
        answers.push((await post('/v1/mfa/confirm', { mfa_token: mfaToken, code: wrong })).json());
      expect(answers.map((a) => [a.error.split(' - ')[0], a.params?.attempts_left])).toEqual([
        ['MFA_CODE_INVALID', 4],
        ['MFA_CODE_INVALID', 3],
        ['MFA_CODE_INVALID', 2],
        ['MFA_CODE_INVALID', 1],
        ['MFA_CODE_LOCKED', 0],
      ]);
      // "Please ask for a new one" must work: the new code gets its own five tries
      expect((await post('/v1/mfa/choose', { mfa_token: mfaToken, method: 'sms' })).statusCode).toBe(200);
      const again = await post('/v1/mfa/confirm', { mfa_token: mfaToken, code: wrong });
      expect(again.json()).toMatchObject({ params: { attempts_left: 4 } });
      const right = await post('/v1/mfa/confirm', {
        mfa_token: mfaToken,
        code: messages.lastCodeTo(patient.phone),
      });
      expect(right.statusCode).toBe(200);
    });

    it('[AUTH-3] an attacker resending to get fresh tries still meets the account’s hourly limit on codes checked', async () => {
      fresh();
      const { patient, headers } = await signedIn();
      await verifyEmail(patient, headers);
      const mfa_token = await loginAttempt(patient);
      await post('/v1/mfa/choose', { mfa_token, method: 'sms' });
      const sms = messages.lastCodeTo(patient.phone);
      const errors = [];
      for (let i = 0; i < 5; i += 1)
        errors.push((await post('/v1/mfa/confirm', { mfa_token, code: wrongFor(sms) })).json().error);
      await post('/v1/mfa/choose', { mfa_token, method: 'email' });
      const email = messages.lastCodeTo(patient.email);
      // sign-up and the email proof checked 2, five wrong SMS codes make 7, one wrong email code the cap of 8
      errors.push((await post('/v1/mfa/confirm', { mfa_token, code: wrongFor(email) })).json().error);
      const right = await post('/v1/mfa/confirm', { mfa_token, code: email });
      expect([...errors, right.json().error].map((e: string) => e.split(' - ')[0])).toEqual([
        'MFA_CODE_INVALID',
        'MFA_CODE_INVALID',
        'MFA_CODE_INVALID',
        'MFA_CODE_INVALID',
        'MFA_CODE_LOCKED',
        'MFA_CODE_INVALID',
        'RATE_LIMITED',
      ]);
      expect(right.statusCode).toBe(429);
    });

    it('[AUTH-3] parallel guesses are each counted before they are compared: no more than five per login', async () => {
      fresh();
      const { patient } = await signedIn();
      const mfa_token = await loginAttempt(patient);
      await post('/v1/mfa/choose', { mfa_token, method: 'sms' });
      const code = messages.lastCodeTo(patient.phone);
      const guesses = Array.from({ length: 12 }, (_, i) =>
        String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'),
      );
      const answers = await Promise.all(
        guesses.map((guess) => post('/v1/mfa/confirm', { mfa_token, code: guess })),
      );
      // Four wrong codes are told so; the fifth ends the attempt; the rest are not compared at all (the
      // attempt is over, or the account's hourly limit counted them first).
      const codes = answers.map((r) => (r.json().error as string).split(' - ')[0]);
      expect(codes.filter((c) => c === 'MFA_CODE_INVALID')).toHaveLength(4);
      expect(
        codes
          .filter((c) => c !== 'MFA_CODE_INVALID')
          .every((c) => c === 'MFA_CODE_LOCKED' || c === 'RATE_LIMITED'),
      ).toBe(true);
      const counted = await db
        .selectFrom('mfa_challenges')
        .select('code_attempts')
        .where('method', '=', 'sms')
        .where('patient_id', 'is not', null)
        .orderBy('created_at', 'desc')
        .executeTakeFirstOrThrow();
      expect(counted.code_attempts).toBe(5);
      expect((await post('/v1/mfa/confirm', { mfa_token, code })).json().error).toMatch(
        /^(MFA_CODE_LOCKED|RATE_LIMITED) - /,
      );
    });

    it('[AUTH-3] limits codes checked per account per hour, across login attempts', async () => {
      fresh();
      const { patient } = await signedIn();
      // signing in checked one code; seven wrong ones over two logins make eight, the cap
      const first = await loginAttempt(patient);
      await post('/v1/mfa/choose', { mfa_token: first, method: 'sms' });
      const sms = messages.lastCodeTo(patient.phone);
      for (let i = 0; i < 5; i += 1) await post('/v1/mfa/confirm', { mfa_token: first, code: wrongFor(sms) });
      const second = await loginAttempt(patient);
      await post('/v1/mfa/choose', { mfa_token: second, method: 'sms' });
      const code = messages.lastCodeTo(patient.phone);
      for (let i = 0; i < 2; i += 1)
        await post('/v1/mfa/confirm', { mfa_token: second, code: wrongFor(code) });
      const right = await post('/v1/mfa/confirm', { mfa_token: second, code });
      expect(right.statusCode).toBe(429);
      expect(right.json().error).toMatch(/^RATE_LIMITED - /);
    });

    it('[AUTH-3] limits /v1/mfa/confirm per client address like /v1/login', async () => {
      fresh();
      let last;
      for (let i = 0; i <= LIMITS.loginPerIp.max; i += 1)
        last = await post('/v1/mfa/confirm', { mfa_token: `made-up-${i}`, code: '123456' });
      expect(last!.statusCode).toBe(429);
      expect(last!.json().error).toMatch(/^RATE_LIMITED - /);
    });

    it('[AUTH-3] a code expires after 10 minutes', async () => {
      fresh();
      const { patient, mfaToken } = await signUp();
      const code = messages.lastCodeTo(patient.phone);
      clock = new Date(clock.getTime() + 10 * 60_000 + 1000);
      const res = await post('/v1/mfa/confirm', { mfa_token: mfaToken, code });
      expect(res.json().error).toMatch(/^MFA_CODE_EXPIRED - /);
    });

    it('[AUTH-3] a code works once', async () => {
      fresh();
      const { patient, mfaToken } = await signUp();
      const code = messages.lastCodeTo(patient.phone);
      expect((await post('/v1/mfa/confirm', { mfa_token: mfaToken, code })).statusCode).toBe(200);
      const again = await post('/v1/mfa/confirm', { mfa_token: mfaToken, code });
      expect(again.json().error).toMatch(/^MFA_TOKEN_INVALID - /);
    });

    it('[AUTH-3] codes are stored hashed, never as sent', async () => {
      fresh();
      const { patient } = await signUp();
      const code = messages.lastCodeTo(patient.phone);
      const rows = await db.selectFrom('mfa_challenges').select(['code_hash']).execute();
      expect(rows.some((r) => r.code_hash === code || r.code_hash?.includes(code))).toBe(false);
    });

    it('[AUTH-3] codes are hashed with a key of their own, not the token-signing secret', async () => {
      fresh();
      const { patient } = await signUp();
      const code = messages.lastCodeTo(patient.phone);
      const row = await db
        .selectFrom('mfa_challenges')
        .innerJoin('patients', 'patients.id', 'mfa_challenges.patient_id')
        .select(['mfa_challenges.id', 'code_hash'])
        .where('patients.email', '=', patient.email)
        .executeTakeFirstOrThrow();
      expect(row.code_hash).toMatch(/^[\w-]{43}$/);
      expect(row.code_hash).not.toBe(hashCode(code, row.id, SECRET));
    });

    it('[AUTH-3] texts to one number are limited per hour, whoever asks and from wherever (SMS pumping)', async () => {
      fresh();
      const phone = newPatient().phone;
      const answers = [];
      for (let i = 0; i <= LIMITS.smsPerNumber.max; i += 1) {
        ip = `10.66.${i}.${ipCounter % 250}`;
        answers.push(await post('/v1/signup', newPatient({ phone })));
      }
      expect(answers.slice(0, -1).every((r) => r.statusCode === 201)).toBe(true);
      expect(answers.at(-1)!.statusCode).toBe(429);
      expect(messages.sent.filter((m) => m.to === phone)).toHaveLength(LIMITS.smsPerNumber.max);
    });

    it('[AUTH-3] limits code sends per account with a translated message', async () => {
      fresh();
      const { patient } = await signedIn();
      const login = await post('/v1/login', { email: patient.email, password: patient.password });
      const mfa_token = login.json().content.mfa_token;
      const answers = [];
      for (let i = 0; i < 6; i += 1) {
        ip = `10.99.${i}.${ipCounter % 250}`; // a new address each time: the account limit must still hold
        answers.push(await post('/v1/mfa/choose', { mfa_token, method: 'sms' }, { 'accept-language': 'es' }));
      }
      const limited = answers.at(-1)!;
      expect(limited.statusCode).toBe(429);
      expect(limited.headers['retry-after']).toMatch(/^\d+$/);
      expect(limited.json().error).toMatch(/^RATE_LIMITED - Demasiados intentos\. Espere \d+ minutos/);
    });

    it('[AUTH-3] limits code sends per IP address', async () => {
      fresh();
      const limits = LIMITS;
      let last;
      for (let i = 0; i <= limits.codeSendPerIp.max; i += 1) last = await post('/v1/signup', newPatient());
      expect(last!.statusCode).toBe(429);
      expect(last!.json().error).toMatch(/^RATE_LIMITED - Too many attempts\. Please wait \d+ minutes/);
    });
  });

  describe('login', () => {
    it("[AUTH-2] while password hashing is saturated, a login is answered at once: 503 SERVER_BUSY with Retry-After, in the patient's language; once there is room the same login goes through", async () => {
      fresh();
      const { patient } = await signedIn();
      // A pool whose queue is already full (no room at all): every hash is refused as a saturated one is
      const full = new ScryptPool({ size: 1, queueLimit: 0, retryAfterSeconds: 2 });
      const busy = vi.spyOn(passwordHashing, 'hash').mockImplementation((...args) => full.hash(...args));
      try {
        const res = await post(
          '/v1/login',
          { email: patient.email, password: patient.password },
          { 'accept-language': 'es' },
        );
        expect(res.statusCode).toBe(503);
        expect(res.headers['retry-after']).toBe('2');
        expect(res.json()).toMatchObject({ status_code: 503 });
        expect(res.json().error).toMatch(/^SERVER_BUSY - Estamos muy ocupados/);
      } finally {
        busy.mockRestore();
        await full.close();
      }
      const again = await post('/v1/login', { email: patient.email, password: patient.password });
      expect(again.statusCode).toBe(200);
    });

    it('[AUTH-2] asks for a second factor and offers the methods the account has', async () => {
      fresh();
      const { patient } = await signedIn();
      const res = await post('/v1/login', { email: patient.email, password: patient.password });
      expect(res.statusCode).toBe(200);
      expect(res.json().content.methods).toEqual(['sms']);
      expect(res.json().content.mfa_token).toEqual(expect.any(String));
    });

    it('[AUTH-2][AUTH-4] an unproven email is no channel: login does not offer it, choosing it is refused, a reset goes by text to the verified phone', async () => {
      fresh();
      const { patient } = await signedIn();
      const before = messages.sent.length;
      const login = await post('/v1/login', { email: patient.email, password: patient.password });
      expect(login.json().content.methods).toEqual(['sms']);
      const choose = await post('/v1/mfa/choose', {
        mfa_token: login.json().content.mfa_token,
        method: 'email',
      });
      expect(choose.json().error).toMatch(/^MFA_METHOD_UNAVAILABLE - /);
      await post('/v1/verify-reset-password/link', { email: patient.email });
      const sent = messages.sent.slice(before);
      expect(sent.map((m) => `${m.channel} ${m.to}`)).toEqual([`sms ${patient.phone}`]);
      expect(sent[0]!.body).toMatch(/\/reset-password\?token=/);
    });

    it('[AUTH-2][AUTH-4] once the patient proves the email with a code, login offers it and a reset is emailed', async () => {
      fresh();
      const { patient, headers, tokens } = await signedIn();
      const { email_verified } = (await verifyJwt(tokens.id_token, KEYS, { audience: JWT_AUDIENCE.id }))!;
      expect(email_verified).toBe(false);
      await verifyEmail(patient, headers);
      const login = await post('/v1/login', { email: patient.email, password: patient.password });
      expect(login.json().content.methods).toEqual(['sms', 'email']);
      await post('/v1/verify-reset-password/link', { email: patient.email });
      expect(messages.sent.at(-1)).toMatchObject({ channel: 'email', to: patient.email });
    });

    it('[AUTH-2] an email verification code confirms nothing else: not a login, not for another patient', async () => {
      fresh();
      const owner = await signedIn();
      const other = await signedIn();
      const started = (await post('/v1/account/email/verification', {}, owner.headers)).json().content;
      const code = messages.lastCodeTo(owner.patient.email);
      const asLogin = await post('/v1/mfa/confirm', { mfa_token: started.mfa_token, code });
      expect(asLogin.json().error).toMatch(/^MFA_TOKEN_INVALID - /);
      const asOther = await post(
        '/v1/account/email/verification/confirm',
        { mfa_token: started.mfa_token, code },
        other.headers,
      );
      expect(asOther.json().error).toMatch(/^MFA_TOKEN_INVALID - /);
      const login = await post('/v1/login', { email: other.patient.email, password: other.patient.password });
      expect(login.json().content.methods).toEqual(['sms']);
    });

    it('[AUTH-2] choose email sends the code to the email; confirm returns the tokens', async () => {
      fresh();
      const { patient, headers } = await signedIn();
      await verifyEmail(patient, headers);
      const login = await post('/v1/login', { email: patient.email, password: patient.password });
      const mfa_token = login.json().content.mfa_token;
      const choose = await post('/v1/mfa/choose', { mfa_token, method: 'email' });
      expect(choose.json().content).toEqual({ destination: `m***@example.com` });
      const confirm = await post('/v1/mfa/confirm', { mfa_token, code: messages.lastCodeTo(patient.email) });
      expect(Object.keys(confirm.json().content).sort()).toEqual([
        'access_token',
        'id_token',
        'refresh_token',
        'web_token',
      ]);
    });

    it('[AUTH-2] refuses the authenticator method when the account has none', async () => {
      fresh();
      const { patient } = await signedIn();
      const login = await post('/v1/login', { email: patient.email, password: patient.password });
      const res = await post('/v1/mfa/choose', { mfa_token: login.json().content.mfa_token, method: 'totp' });
      expect(res.json().error).toMatch(/^MFA_METHOD_UNAVAILABLE - /);
    });

    it('[AUTH-9] a wrong password and an unknown email get the same answer', async () => {
      fresh();
      const { patient } = await signedIn();
      const wrong = await post('/v1/login', { email: patient.email, password: 'Wrong-Password-1!' });
      const unknown = await post('/v1/login', {
        email: `nobody.${randomUUID()}@example.com`,
        password: patient.password,
      });
      expect(wrong.statusCode).toBe(unknown.statusCode);
      expect(wrong.json()).toEqual(unknown.json());
      expect(wrong.json().error).toBe('LOGIN_FAILED - The email or password is not correct.');
    });

    it('[AUTH-9] a wrong password and an unknown email take about as long (the unknown one checks a decoy hash)', async () => {
      fresh();
      const { patient } = await signedIn();
      const timed = async (email: string) => {
        ip = `10.55.${ipCounter % 250}.${Math.floor(Math.random() * 250)}`;
        const start = performance.now();
        await post('/v1/login', { email, password: 'Wrong-Password-1!' });
        return performance.now() - start;
      };
      const known: number[] = [];
      const unknown: number[] = [];
      for (let i = 0; i < 4; i += 1) {
        known.push(await timed(patient.email));
        unknown.push(await timed(`nobody.${randomUUID()}@example.com`));
      }
      const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
      // Without the decoy an unknown email skips scrypt (~20 times faster): the bound is loose on purpose.
      expect(median(unknown)).toBeGreaterThan(median(known) / 3);
    });

    it('[AUTH-3] a stranger guessing from many addresses cannot lock the patient out', async () => {
      fresh();
      const { patient } = await signedIn();
      const own = ip;
      for (let i = 0; i < 12; i += 1) {
        ip = `10.77.${i}.${ipCounter % 250}`;
        const guess = await post('/v1/login', { email: patient.email, password: 'Wrong-Password-1!' });
        expect(guess.json().error).toBe('LOGIN_FAILED - The email or password is not correct.');
      }
      ip = own;
      expect((await post('/v1/login', { email: patient.email, password: patient.password })).statusCode).toBe(
        200,
      );
    });

    it('[AUTH-3] failed logins from one address wait longer each time, counted before the password is compared', async () => {
      fresh();
      const { patient } = await signedIn();
      const wrong = { email: patient.email, password: 'Wrong-Password-1!' };
      const right = { email: patient.email, password: patient.password };
      for (let i = 0; i < 6; i += 1) expect((await post('/v1/login', wrong)).statusCode).toBe(400);
      // The sixth failure costs 30 s: meanwhile even the right password is not compared.
      const blocked = await post('/v1/login', right, { 'accept-language': 'es' });
      expect(blocked.statusCode).toBe(429);
      expect(blocked.headers['retry-after']).toBe('30');
      expect(blocked.json().error).toMatch(/^RATE_LIMITED - Demasiados intentos\. Espere 1 minutos/);
      clock = new Date(clock.getTime() + 31_000);
      expect((await post('/v1/login', wrong)).statusCode).toBe(400);
      const longer = await post('/v1/login', right);
      expect(longer.statusCode).toBe(429);
      expect(longer.headers['retry-after']).toBe('60');
      // Another address is not held up; and once the wait is over, the right password works here too.
      const own = ip;
      ip = `10.78.0.${ipCounter % 250}`;
      expect((await post('/v1/login', right)).statusCode).toBe(200);
      ip = own;
      clock = new Date(clock.getTime() + 61_000);
      expect((await post('/v1/login', right)).statusCode).toBe(200);
      expect((await post('/v1/login', wrong)).statusCode).toBe(400);
    });

    it('limits login attempts per IP address', async () => {
      fresh();
      const limits = LIMITS;
      let last;
      for (let i = 0; i <= limits.loginPerIp.max; i += 1) {
        last = await post('/v1/login', { email: `someone${i}@example.com`, password: 'Whatever-123!' });
      }
      expect(last!.statusCode).toBe(429);
      expect(last!.json().error).toMatch(/^RATE_LIMITED - Too many attempts/);
    });
  });

  describe('refresh tokens', () => {
    it('[AUTH-7][API-8] answers exactly { status_code: 200, status_text: "OK", content: { access_token, id_token, refresh_token } }', async () => {
      fresh();
      const { tokens } = await signedIn();
      const res = await refresh(tokens.refresh_token);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(Object.keys(body).sort()).toEqual(['content', 'status_code', 'status_text']);
      expect(body.status_code).toBe(200);
      expect(body.status_text).toBe('OK');
      expect(Object.keys(body.content).sort()).toEqual(['access_token', 'id_token', 'refresh_token']);
      expect(body.content.refresh_token).not.toBe(tokens.refresh_token);
      const gatepass = await app.inject({
        method: 'GET',
        url: '/v1/patient/gatepass',
        headers: { authorization: `Bearer ${body.content.access_token}` },
      });
      expect(gatepass.statusCode).toBe(200);
    });

    it('[AUTH-7] reuse of a rotated refresh token after the grace revokes the whole family', async () => {
      fresh();
      const { tokens, headers } = await signedIn();
      expect((await app.inject({ method: 'GET', url: '/v1/patient/gatepass', headers })).statusCode).toBe(
        200,
      );
      const first = await refresh(tokens.refresh_token);
      const next = first.json().content;
      later(REFRESH_GRACE_SECONDS + 1);
      const reuse = await refresh(tokens.refresh_token);
      expect(reuse.statusCode).toBe(401);
      expect(reuse.json().error).toMatch(/^REFRESH_TOKEN_INVALID - /);
      expect((await refresh(next.refresh_token)).statusCode).toBe(401);
      const gatepass = await app.inject({ method: 'GET', url: '/v1/patient/gatepass', headers });
      expect(gatepass.statusCode).toBe(401);
      expect(await auditRows('revoke_reused_refresh')).not.toHaveLength(0);
    });

    it('[AUTH-7] two tabs refreshing with one token at once both stay signed in, and each new token goes on working', async () => {
      fresh();
      const { tokens } = await signedIn();
      const answers = await Promise.all([refresh(tokens.refresh_token), refresh(tokens.refresh_token)]);
      expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
      const [a, b] = answers.map((r) => r.json().content);
      expect(a.refresh_token).not.toBe(tokens.refresh_token);
      expect(b.refresh_token).not.toBe(tokens.refresh_token);
      for (const next of [a, b]) {
        expect((await gatepassWith(next.access_token)).statusCode).toBe(200);
        expect((await refresh(next.refresh_token)).statusCode).toBe(200);
      }
    });

    it('[AUTH-7] the token just rotated, shown again within the grace, gets working tokens; shown after it, the family ends', async () => {
      fresh();
      const { tokens } = await signedIn();
      const first = (await refresh(tokens.refresh_token)).json().content;
      later(REFRESH_GRACE_SECONDS - 5);
      const second = await refresh(tokens.refresh_token);
      expect(second.statusCode).toBe(200);
      expect((await gatepassWith(second.json().content.access_token)).statusCode).toBe(200);
      later(10);
      expect((await refresh(tokens.refresh_token)).statusCode).toBe(401);
      expect((await refresh(first.refresh_token)).statusCode).toBe(401);
      expect((await gatepassWith(first.access_token)).statusCode).toBe(401);
    });

    it('[AUTH-7] an attacker replaying an older token (its successor already used) ends the family, even within the grace', async () => {
      fresh();
      const { tokens } = await signedIn();
      const first = (await refresh(tokens.refresh_token)).json().content;
      const second = (await refresh(first.refresh_token)).json().content;
      const replay = await refresh(tokens.refresh_token);
      expect(replay.statusCode).toBe(401);
      expect((await refresh(second.refresh_token)).statusCode).toBe(401);
      expect((await gatepassWith(second.access_token)).statusCode).toBe(401);
      expect(await auditRows('revoke_reused_refresh')).not.toHaveLength(0);
    });

    it('[SESS-4] a session unused for 30 minutes ends on the server: no refresh, no request', async () => {
      fresh();
      const { tokens } = await signedIn();
      clock = new Date(clock.getTime() + 29 * 60_000);
      const kept = await refresh(tokens.refresh_token);
      expect(kept.statusCode).toBe(200);
      clock = new Date(clock.getTime() + 30 * 60_000);
      const idle = await refresh(kept.json().content.refresh_token);
      expect(idle.statusCode).toBe(401);
      expect(idle.json().error).toMatch(/^REFRESH_TOKEN_INVALID - /);
    });

    it.each([
      ['unused for 31 minutes', sql`last_seen_at = now() - interval '31 minutes'`],
      ['started 12 hours ago', sql`created_at = now() - interval '12 hours 1 minute'`],
    ])('[SESS-4] a session %s refuses its still-unexpired access token', async (_case, moved) => {
      fresh();
      const { headers, tokens } = await signedIn();
      const { sid } = (await verifyJwt(tokens.access_token, KEYS, { audience: JWT_AUDIENCE.access })) as {
        sid: string;
      };
      await sql`update sessions set ${moved} where id = ${sid}`.execute(db);
      expect((await app.inject({ method: 'GET', url: '/v1/patient/gatepass', headers })).statusCode).toBe(
        401,
      );
      expect((await refresh(tokens.refresh_token)).statusCode).toBe(401);
    });

    it('[SESS-4] a session ends 12 hours after login however busy it is', async () => {
      fresh();
      const { tokens } = await signedIn();
      const loggedIn = clock.getTime();
      let refreshToken = tokens.refresh_token;
      while (clock.getTime() + 25 * 60_000 < loggedIn + 12 * 3600_000) {
        clock = new Date(clock.getTime() + 25 * 60_000);
        const res = await refresh(refreshToken);
        expect(res.statusCode).toBe(200);
        refreshToken = res.json().content.refresh_token;
      }
      clock = new Date(loggedIn + 12 * 3600_000);
      expect((await refresh(refreshToken)).statusCode).toBe(401);
    });

    it('[AUTH-7] refuses a missing or unknown refresh token with 401', async () => {
      fresh();
      for (const res of [
        await app.inject({ method: 'GET', url: '/v1/refresh-token' }),
        await refresh('made-up'),
      ]) {
        expect(res.statusCode).toBe(401);
        expect(res.json().error).toMatch(/^REFRESH_TOKEN_INVALID - /);
      }
    });
  });

  describe('logout', () => {
    it('[SESS-4] revokes the refresh token family and ends the access token', async () => {
      fresh();
      const { tokens, headers } = await signedIn();
      // Read first: a server that keeps the session in memory must forget it on logout
      expect((await app.inject({ method: 'GET', url: '/v1/patient/gatepass', headers })).statusCode).toBe(
        200,
      );
      const out = await post('/v1/logout', {}, headers);
      expect(out.statusCode).toBe(200);
      const res = await refresh(tokens.refresh_token);
      expect(res.statusCode).toBe(401);
      expect((await app.inject({ method: 'GET', url: '/v1/patient/gatepass', headers })).statusCode).toBe(
        401,
      );
    });

    it('[SESS-4] an access token that read before is refused once it expires, its session still live', async () => {
      fresh();
      const { headers } = await signedIn();
      const gatepass = () => app.inject({ method: 'GET', url: '/v1/patient/gatepass', headers });
      expect((await gatepass()).statusCode).toBe(200);
      later(ACCESS_TOKEN_TTL_SECONDS - 60);
      expect((await gatepass()).statusCode).toBe(200);
      later(61);
      expect((await gatepass()).statusCode).toBe(401);
    });

    it('[SESS-4] works with only the refresh token (access token already expired)', async () => {
      fresh();
      const { tokens } = await signedIn();
      expect(
        (await post('/v1/logout', {}, { 'refresh-authorization': tokens.refresh_token })).statusCode,
      ).toBe(200);
      const res = await refresh(tokens.refresh_token);
      expect(res.statusCode).toBe(401);
    });

    it('[AUTH-8] refuses logout with a live access token but a wrong X-CSRFToken, and changes nothing', async () => {
      fresh();
      const { tokens, headers } = await signedIn();
      const out = await post(
        '/v1/logout',
        {},
        { authorization: headers.authorization, 'x-csrftoken': 'nope' },
      );
      expect(out.statusCode).toBe(403);
      expect(out.json().error).toMatch(/^CSRF_MISMATCH - /);
      // The session lives on: its access token still reads and its refresh token still rotates.
      expect((await app.inject({ method: 'GET', url: '/v1/patient/gatepass', headers })).statusCode).toBe(
        200,
      );
      const refreshed = await refresh(tokens.refresh_token);
      expect(refreshed.statusCode).toBe(200);
    });
  });

  describe('password reset', () => {
    it('[AUTH-4][AUTH-9] answers the same for an unknown email and sends nothing', async () => {
      fresh();
      const before = messages.sent.length;
      const res = await post('/v1/verify-reset-password/link', {
        email: `nobody.${randomUUID()}@example.com`,
      });
      expect(res.json()).toEqual({ status_code: 200, status_text: 'OK', content: { sent: true } });
      expect(messages.sent.length).toBe(before);
    });

    it('[AUTH-4] emails a single-use link that resets the password and ends every session', async () => {
      fresh();
      const { patient, tokens, headers } = await signedIn();
      await verifyEmail(patient, headers);
      await post('/v1/verify-reset-password/link', { email: patient.email });
      const mail = messages.sent.at(-1)!;
      expect(mail).toMatchObject({ channel: 'email', to: patient.email });
      const token = new URL(/https?:\/\/\S+/.exec(mail.body)![0]).searchParams.get('token')!;
      const check = await app.inject({
        method: 'GET',
        url: `/v1/verify-reset-password/link?token=${encodeURIComponent(token)}`,
      });
      expect(check.json().content).toEqual({ valid: true });
      const reset = await post('/v1/reset-password', { token, password: 'Brand-New-Pass-77!' });
      expect(reset.statusCode).toBe(200);
      expect(
        (await post('/v1/reset-password', { token, password: 'Another-Pass-88!' })).json().error,
      ).toMatch(/^RESET_LINK_INVALID - /);
      expect(
        (await post('/v1/login', { email: patient.email, password: 'Brand-New-Pass-77!' })).statusCode,
      ).toBe(200);
      const res = await refresh(tokens.refresh_token);
      expect(res.statusCode).toBe(401);
    });

    it('[AUTH-4] a reset ends every outstanding code, sign-in attempt, reset link and session', async () => {
      fresh();
      const { patient, tokens } = await signedIn();
      // Someone holding the old password is halfway through a login, with a code on its way.
      const login = await post('/v1/login', { email: patient.email, password: patient.password });
      const mfa_token = login.json().content.mfa_token;
      await post('/v1/mfa/choose', { mfa_token, method: 'sms' });
      const code = messages.lastCodeTo(patient.phone);
      await post('/v1/verify-reset-password/link', { email: patient.email });
      const token = messages.sent.at(-1)!.code!;
      expect((await post('/v1/reset-password', { token, password: 'Brand-New-Pass-77!' })).statusCode).toBe(
        200,
      );

      expect((await post('/v1/mfa/confirm', { mfa_token, code })).json().error).toMatch(
        /^MFA_TOKEN_INVALID - /,
      );
      expect((await post('/v1/mfa/choose', { mfa_token, method: 'sms' })).json().error).toMatch(
        /^MFA_TOKEN_INVALID - /,
      );
      const refreshed = await refresh(tokens.refresh_token);
      expect(refreshed.statusCode).toBe(401);
      const check = await app.inject({
        method: 'GET',
        url: `/v1/verify-reset-password/link?token=${encodeURIComponent(token)}`,
      });
      expect(check.json().error).toMatch(/^RESET_LINK_INVALID - /);
    });

    it('[AUTH-4] a forged Host or X-Forwarded-Host never reaches the mailed link', async () => {
      fresh();
      const { patient } = await signedIn();
      const forged = {
        host: 'evil.example',
        'x-forwarded-host': 'evil.example',
        'x-forwarded-proto': 'https',
      };
      // Behind a proxy the app trusts X-Forwarded-*: were the request to decide, the attacker's host would win.
      for (const [overrides, origin] of [
        [{ trustProxy: 1 }, 'http://localhost:0'],
        [{ trustProxy: 1, publicOrigin: 'https://portal.example.org' }, 'https://portal.example.org'],
      ] as const) {
        const proxied = await testApp(db, { ...overrides, limits: LIMITS });
        const res = await proxied.app.inject({
          method: 'POST',
          url: '/v1/verify-reset-password/link',
          payload: { email: patient.email },
          headers: forged,
          remoteAddress: ip,
        });
        await proxied.app.close();
        expect(res.statusCode).toBe(200);
        const mail = proxied.messages.sent.at(-1)!;
        expect(mail.body).not.toContain('evil.example');
        expect(new URL(/https?:\/\/\S+/.exec(mail.body)![0]).origin).toBe(origin);
      }
    });

    it('[AUTH-4][AUTH-9] outside a local demo, no PUBLIC_ORIGIN means no reset mail, for any email', async () => {
      fresh();
      const { patient } = await signedIn();
      // A real mailer is configured (messages still land in the test's capture), PUBLIC_ORIGIN is not.
      const production = await testApp(db, {
        devOutbox: false,
        smtp: { host: 'smtp.example.org', port: 587, secure: false, from: 'portal@example.org', senders: {} },
        limits: LIMITS,
      });
      const answers = [];
      for (const email of [patient.email, `nobody.${randomUUID()}@example.com`]) {
        answers.push(
          await production.app.inject({
            method: 'POST',
            url: '/v1/verify-reset-password/link',
            payload: { email },
            headers: { host: 'evil.example' },
            remoteAddress: ip,
          }),
        );
      }
      await production.app.close();
      expect(answers.map((r) => r.statusCode)).toEqual([503, 503]);
      expect(answers[0]!.json()).toEqual(answers[1]!.json());
      expect(answers[0]!.json().error).toMatch(/^RESET_UNAVAILABLE - /);
      expect(production.messages.sent).toEqual([]);
    });

    it('[AUTH-4] a link expires', async () => {
      fresh();
      const { patient } = await signedIn();
      await post('/v1/verify-reset-password/link', { email: patient.email });
      const token = messages.sent.at(-1)!.code!;
      clock = new Date(clock.getTime() + 31 * 60_000);
      const reset = await post('/v1/reset-password', { token, password: 'Brand-New-Pass-77!' });
      expect(reset.statusCode).toBe(400);
      expect(reset.json().error).toMatch(/^RESET_LINK_INVALID - /);
    });
  });

  describe('change password', () => {
    it('[AUTH-5] needs the current password', async () => {
      fresh();
      const { headers, patient } = await signedIn();
      const res = await changePassword(headers, patient.phone, {
        current_password: 'Not-The-One-1!',
        new_password: 'Brand-New-Pass-77!',
      });
      expect(res.json().error).toMatch(/^PASSWORD_INCORRECT - /);
    });

    it('[PROF-7] [AUTH-5] needs a fresh code texted to the phone: the session and the password are not enough', async () => {
      fresh();
      const { headers, patient } = await signedIn();
      const change = { current_password: patient.password, new_password: 'Brand-New-Pass-77!' };
      const without = await post('/v1/change-password', change, headers);
      expect(without.statusCode).toBe(400);
      expect(without.json().error).toMatch(/^VALIDATION_FAILED - /);
      const guessed = await post(
        '/v1/change-password',
        { ...change, mfa_token: 'made-up', code: '123456' },
        headers,
      );
      expect(guessed.statusCode).toBeGreaterThanOrEqual(400);
      expect((await post('/v1/login', { email: patient.email, password: patient.password })).statusCode).toBe(
        200,
      );
    });

    it('[AUTH-5] changes it and ends the other sessions, keeping this one', async () => {
      fresh();
      const { patient, headers } = await signedIn();
      const login = await post('/v1/login', { email: patient.email, password: patient.password });
      const mfa_token = login.json().content.mfa_token;
      await post('/v1/mfa/choose', { mfa_token, method: 'sms' });
      const other = (
        await post('/v1/mfa/confirm', { mfa_token, code: messages.lastCodeTo(patient.phone) })
      ).json().content;
      const otherHeaders = { authorization: `Bearer ${other.access_token}` };
      // The other session reads first, so ending it must also end what the server keeps of it in memory
      expect(
        (await app.inject({ method: 'GET', url: '/v1/patient/gatepass', headers: otherHeaders })).statusCode,
      ).toBe(200);
      const res = await changePassword(headers, patient.phone, {
        current_password: patient.password,
        new_password: 'Brand-New-Pass-77!',
      });
      expect(res.statusCode).toBe(200);
      expect((await app.inject({ method: 'GET', url: '/v1/patient/gatepass', headers })).statusCode).toBe(
        200,
      );
      const otherGate = await app.inject({
        method: 'GET',
        url: '/v1/patient/gatepass',
        headers: otherHeaders,
      });
      expect(otherGate.statusCode).toBe(401);
      expect(
        (await post('/v1/login', { email: patient.email, password: 'Brand-New-Pass-77!' })).statusCode,
      ).toBe(200);
    });
  });

  describe('step-up by any enrolled factor', () => {
    /** A confirmed authenticator app, added the way the portal does. */
    async function withApp(headers: Record<string, string>, phone: string) {
      const added = (await addApp(headers, phone, { label: 'Phone' })).json().content;
      await app.inject({
        method: 'PATCH',
        url: '/v1/account/authenticators',
        headers,
        payload: { id: added.id, code: totpCode(added.secret, clock) },
      });
      clock = new Date(clock.getTime() + 30_000);
      return added.secret as string;
    }

    it('[AUTH-6] an authenticator app confirms a change: no text is sent, the app’s code passes', async () => {
      fresh();
      const { patient, headers } = await signedIn();
      const secret = await withApp(headers, patient.phone);
      const textsBefore = messages.sent.length;
      const started = await post(
        '/v1/account/step-up',
        { method: 'totp', action: 'change_password' },
        headers,
      );
      expect(started.json().content).toEqual({ mfa_token: expect.any(String), destination: 'authenticator' });
      expect(messages.sent).toHaveLength(textsBefore);
      const changed = await post(
        '/v1/change-password',
        {
          current_password: patient.password,
          new_password: 'Another-Garden-77!',
          mfa_token: started.json().content.mfa_token,
          code: totpCode(secret, clock),
        },
        headers,
      );
      expect(changed.statusCode).toBe(200);
    });

    it('[AUTH-6] a verified email confirms a change too; an unproven email or a missing app is refused', async () => {
      fresh();
      const { patient, headers } = await signedIn();
      const refused = await post(
        '/v1/account/step-up',
        { method: 'email', action: 'add_authenticator' },
        headers,
      );
      expect(refused.json().error).toMatch(/^MFA_METHOD_UNAVAILABLE - /);
      expect(
        (await post('/v1/account/step-up', { method: 'totp', action: 'add_authenticator' }, headers))
          .statusCode,
      ).toBe(400);
      await verifyEmail(patient, headers);
      const started = (
        await post('/v1/account/step-up', { method: 'email', action: 'add_authenticator' }, headers)
      ).json().content;
      expect(started.destination).toBe('m***@example.com');
      const added = await post(
        '/v1/account/authenticators',
        { label: 'Tablet', mfa_token: started.mfa_token, code: messages.lastCodeTo(patient.email) },
        headers,
      );
      expect(added.statusCode).toBe(201);
    });

    it('[AUTH-5] a mistyped current password spends neither the code nor a try: the same code works once it is right', async () => {
      fresh();
      const { patient, headers } = await signedIn();
      const step = (await post('/v1/account/step-up', { action: 'change_password' }, headers)).json().content;
      const code = messages.lastCodeTo(patient.phone);
      const body = { new_password: 'Another-Garden-77!', mfa_token: step.mfa_token, code };
      for (let i = 0; i < 3; i += 1) {
        const typo = await post(
          '/v1/change-password',
          { ...body, current_password: 'Sunny-Garden-42' },
          headers,
        );
        expect(typo.json().error).toMatch(/^PASSWORD_INCORRECT - /);
      }
      const right = await post(
        '/v1/change-password',
        { ...body, current_password: patient.password },
        headers,
      );
      expect(right.statusCode).toBe(200);
    });

    it('[AUTH-6] an attacker with a session guessing step-up codes meets the tries of each code and the hourly limit', async () => {
      fresh();
      const { patient, headers } = await signedIn();
      const answers = [];
      for (let round = 0; round < 3; round += 1) {
        const step = (await post('/v1/account/step-up', { action: 'add_authenticator' }, headers)).json()
          .content;
        const wrong = wrongCodeFor(messages.lastCodeTo(patient.phone));
        for (let i = 0; i < 5; i += 1) {
          const answer = await post(
            '/v1/account/authenticators',
            { label: 'Mine', mfa_token: step.mfa_token, code: wrong },
            headers,
          );
          answers.push(answer.json().error.split(' - ')[0]);
        }
      }
      // sign-up checked 1 code: 7 more are compared, then every try is refused for the hour
      expect(answers.filter((a) => a === 'MFA_CODE_INVALID' || a === 'MFA_CODE_LOCKED')).toHaveLength(7);
      expect(answers.slice(7).every((a) => a === 'RATE_LIMITED')).toBe(true);
    });
  });

  describe('authenticator apps', () => {
    it('[AUTH-6] adds an app with an otpauth URI and QR, confirms it, offers it at login, and removes it with a fresh code', async () => {
      fresh();
      const { patient, headers } = await signedIn();
      const added = await addApp(headers, patient.phone, { label: 'My phone' });
      expect(added.statusCode).toBe(201);
      const app1 = added.json().content;
      expect(app1.otpauth_uri).toMatch(/^otpauth:\/\/totp\/.+secret=/);
      expect(app1.qr_data_url).toMatch(/^data:image\/png;base64,/);
      expect(app1.confirmed).toBe(false);

      const wrong = await app.inject({
        method: 'PATCH',
        url: '/v1/account/authenticators',
        headers,
        payload: { id: app1.id, code: '000000' },
      });
      expect(wrong.json().error).toMatch(/^AUTHENTICATOR_CODE_INVALID - /);
      const code1 = totpCode(app1.secret, clock);
      const confirmed = await app.inject({
        method: 'PATCH',
        url: '/v1/account/authenticators',
        headers,
        payload: { id: app1.id, code: code1 },
      });
      expect(confirmed.json().content.confirmed).toBe(true);

      const list = await app.inject({ method: 'GET', url: '/v1/account/authenticators', headers });
      expect(list.json().content.authenticators).toEqual([
        expect.objectContaining({ id: app1.id, label: 'My phone', confirmed: true }),
      ]);
      expect(JSON.stringify(list.json())).not.toContain(app1.secret);

      // Login with the app: the same code cannot be replayed, the next step's code works.
      clock = new Date(clock.getTime() + 30_000);
      const login = await post('/v1/login', { email: patient.email, password: patient.password });
      expect(login.json().content.methods).toEqual(['sms', 'totp']);
      const mfa_token = login.json().content.mfa_token;
      expect((await post('/v1/mfa/choose', { mfa_token, method: 'totp' })).json().content).toEqual({
        destination: 'authenticator',
      });
      const ok = await post('/v1/mfa/confirm', { mfa_token, code: totpCode(app1.secret, clock) });
      expect(ok.statusCode).toBe(200);

      // Removal: the code just used is not fresh; a later one is.
      const usedCode = totpCode(app1.secret, clock);
      const stale = await app.inject({
        method: 'DELETE',
        url: '/v1/account/authenticators',
        headers,
        payload: { id: app1.id, code: usedCode },
      });
      expect(stale.json().error).toMatch(/^AUTHENTICATOR_CODE_INVALID - /);
      clock = new Date(clock.getTime() + 30_000);
      const removed = await app.inject({
        method: 'DELETE',
        url: '/v1/account/authenticators',
        headers,
        payload: { id: app1.id, code: totpCode(app1.secret, clock) },
      });
      expect(removed.statusCode).toBe(200);
      const after = await app.inject({ method: 'GET', url: '/v1/account/authenticators', headers });
      expect(after.json().content.authenticators).toEqual([]);
    });

    it('[PROF-7] renames an app, the audit keeping its names before and after; another patient cannot rename it, and learns nothing about it', async () => {
      fresh();
      const owner = await signedIn();
      const added = (await addApp(owner.headers, owner.patient.phone, { label: 'Old phone' })).json().content;
      const rename = (headers: Record<string, string>, label: string) =>
        app.inject({
          method: 'PUT',
          url: '/v1/account/authenticators',
          headers,
          payload: { id: added.id, label },
        });
      const renamed = await rename(owner.headers, '  Work phone ');
      expect(renamed.statusCode).toBe(200);
      expect(renamed.json().content).toMatchObject({ id: added.id, label: 'Work phone' });
      const stranger = await signedIn();
      const refused = await rename(stranger.headers, 'Mine now');
      expect(refused.statusCode).toBe(404);
      expect(refused.json().error).toMatch(/^AUTHENTICATOR_NOT_FOUND - /);
      const list = await app.inject({
        method: 'GET',
        url: '/v1/account/authenticators',
        headers: owner.headers,
      });
      expect(list.json().content.authenticators).toEqual([expect.objectContaining({ label: 'Work phone' })]);
      expect((await rename(owner.headers, '')).statusCode).toBe(400);
      const renames = (email: string) =>
        db
          .selectFrom('audit_log')
          .innerJoin('patients', 'patients.id', 'audit_log.patient_id')
          .select(['outcome', 'error_code', 'changes'])
          .where('patients.email', '=', email)
          .where('resource', '=', 'account.authenticators')
          .where('action', '=', 'rename')
          .orderBy('audit_log.id')
          .execute();
      // the names before and after (an app's name is the patient's own label, not a secret); the stranger's try
      // is refused and audited under their own account, with nothing of the owner's
      expect(await renames(owner.patient.email)).toEqual([
        {
          outcome: 'success',
          error_code: null,
          changes: [{ field: 'label', before: 'Old phone', after: 'Work phone' }],
        },
        { outcome: 'refused', error_code: 'VALIDATION_FAILED', changes: null },
      ]);
      expect(await renames(stranger.patient.email)).toEqual([
        { outcome: 'refused', error_code: 'AUTHENTICATOR_NOT_FOUND', changes: null },
      ]);
    });

    it('[AUTH-6] a session alone cannot add an authenticator app: it takes a fresh code from the phone, once', async () => {
      fresh();
      const { patient, headers } = await signedIn();
      const other = await signedIn();
      const bare = await post('/v1/account/authenticators', { label: 'Thief' }, headers);
      expect(bare.statusCode).toBe(400);
      const step = (await post('/v1/account/step-up', { action: 'add_authenticator' }, headers)).json()
        .content;
      expect(step.destination).toBe(`***-***-${patient.phone.slice(-4)}`);
      const code = messages.lastCodeTo(patient.phone);
      const wrong = await post(
        '/v1/account/authenticators',
        { mfa_token: step.mfa_token, code: wrongCodeFor(code) },
        headers,
      );
      expect(wrong.json().error).toMatch(/^MFA_CODE_INVALID - /);
      const elsewhere = await post(
        '/v1/account/authenticators',
        { mfa_token: step.mfa_token, code },
        other.headers,
      );
      expect(elsewhere.json().error).toMatch(/^MFA_TOKEN_INVALID - /);
      expect(
        (await post('/v1/account/authenticators', { mfa_token: step.mfa_token, code }, headers)).statusCode,
      ).toBe(201);
      const again = await post('/v1/account/authenticators', { mfa_token: step.mfa_token, code }, headers);
      expect(again.json().error).toMatch(/^MFA_TOKEN_INVALID - /);
      const list = await app.inject({ method: 'GET', url: '/v1/account/authenticators', headers });
      expect(list.json().content.authenticators).toHaveLength(1);
    });

    it('[AUTH-6] keeps the app’s secret encrypted: the database never holds it, and codes from the app still work', async () => {
      fresh();
      const { patient, headers } = await signedIn();
      const added = (await addApp(headers, patient.phone, { label: 'Tablet' })).json().content;
      expect(added.secret).toMatch(/^[A-Z2-7]{32}$/);

      const row = await db
        .selectFrom('totp_authenticators')
        .select('secret')
        .where('id', '=', added.id)
        .executeTakeFirstOrThrow();
      expect(row.secret).toMatch(/^v2\./);
      expect(row.secret).not.toContain(added.secret);
      expect(await databaseText(db)).not.toContain(added.secret);
      expect(decryptSecret(row.secret, testConfig(), `totp_authenticators.secret:${added.id}`)).toBe(
        added.secret,
      );

      const confirm = await app.inject({
        method: 'PATCH',
        url: '/v1/account/authenticators',
        headers,
        payload: { id: added.id, code: totpCode(added.secret, clock) },
      });
      expect(confirm.json().content.confirmed).toBe(true);
      clock = new Date(clock.getTime() + 30_000);
      const removed = await app.inject({
        method: 'DELETE',
        url: '/v1/account/authenticators',
        headers,
        payload: { id: added.id, code: totpCode(added.secret, clock) },
      });
      expect(removed.statusCode).toBe(200);
    });

    it('[AUTH-6] a secret copied onto another app’s row does not work there', async () => {
      fresh();
      const { patient, headers } = await signedIn();
      const first = (await addApp(headers, patient.phone, { label: 'A' })).json().content;
      const second = (await addApp(headers, patient.phone, { label: 'B' })).json().content;
      const { secret } = await db
        .selectFrom('totp_authenticators')
        .select('secret')
        .where('id', '=', first.id)
        .executeTakeFirstOrThrow();
      await db.updateTable('totp_authenticators').set({ secret }).where('id', '=', second.id).execute();
      const res = await app.inject({
        method: 'PATCH',
        url: '/v1/account/authenticators',
        headers,
        payload: { id: second.id, code: totpCode(first.secret, clock) },
      });
      expect(res.statusCode).toBe(500);
      expect(res.json().error).toMatch(/^INTERNAL - /);
      const after = await db
        .selectFrom('totp_authenticators')
        .select('confirmed_at')
        .where('id', '=', second.id)
        .executeTakeFirstOrThrow();
      expect(after.confirmed_at).toBeNull();
    });

    it('[SEC-1] cannot remove another patient’s app', async () => {
      fresh();
      const owner = await signedIn();
      const other = await signedIn();
      const added = (await addApp(owner.headers, owner.patient.phone)).json().content;
      const res = await app.inject({
        method: 'DELETE',
        url: '/v1/account/authenticators',
        headers: other.headers,
        payload: { id: added.id, code: totpCode(added.secret, clock) },
      });
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toMatch(/^AUTHENTICATOR_NOT_FOUND - /);
    });
  });

  describe('gatepass', () => {
    it('[ONB-2] reads the gates of a new patient and resumes at the next step', async () => {
      fresh();
      const { headers } = await signedIn();
      const res = await app.inject({ method: 'GET', url: '/v1/patient/gatepass', headers });
      expect(res.json()).toEqual({
        status_code: 200,
        status_text: 'OK',
        content: {
          phone_verified: true,
          identity: {
            status: 'not_started',
            method: null,
            assurance: { level: 'none', method: null, at: null },
          },
          hipaa_signed: false,
          primary_address: false,
          data_pull: { state: 'not_started' },
          next_step: 'verify_id',
        },
      });
    });

    it('sets and reads allowed flags only', async () => {
      fresh();
      const { headers } = await signedIn();
      const set = await app.inject({
        method: 'PUT',
        url: '/v1/patient/gatepass/property',
        headers,
        payload: { key: 'insights_disclaimer_acknowledged', value: true },
      });
      expect(set.json().content).toEqual({ properties: { insights_disclaimer_acknowledged: true } });
      const one = await app.inject({
        method: 'GET',
        url: '/v1/patient/gatepass/property?key=insights_disclaimer_acknowledged',
        headers,
      });
      expect(one.json().content).toEqual({ properties: { insights_disclaimer_acknowledged: true } });
      const refused = await app.inject({
        method: 'PUT',
        url: '/v1/patient/gatepass/property',
        headers,
        payload: { key: 'role', value: 'admin' },
      });
      expect(refused.statusCode).toBe(400);
    });
  });

  describe('audit', () => {
    it('[SEC-4] audits every refused attempt against the account it tried, with its code', async () => {
      fresh();
      const { patient, tokens } = await signedIn();
      const { sub: id } = (await verifyJwt(tokens.id_token, KEYS, {
        audience: JWT_AUDIENCE.id,
        ignoreExpiry: true,
      })) as { sub: string };
      const mfa_token = (await post('/v1/login', { email: patient.email, password: patient.password })).json()
        .content.mfa_token;
      await post('/v1/mfa/choose', { mfa_token, method: 'sms' });
      await post('/v1/mfa/confirm', { mfa_token, code: wrongCodeFor(messages.lastCodeTo(patient.phone)) });
      for (let i = 0; i < 7; i += 1)
        await post('/v1/login', { email: patient.email, password: 'Wrong-Password-1!' });
      await refresh(tokens.refresh_token);
      later(REFRESH_GRACE_SECONDS);
      await refresh(tokens.refresh_token);
      const rows = await db
        .selectFrom('audit_log')
        .select(['action', 'resource', 'actor', 'outcome', 'error_code', 'ip'])
        .where('patient_id', '=', id)
        .where('outcome', '=', 'refused')
        .orderBy('id')
        .execute();
      expect(rows.map((r) => `${r.action} ${r.error_code}`)).toEqual([
        'login MFA_CODE_INVALID',
        ...Array(6).fill('login_password LOGIN_FAILED'),
        'login_password RATE_LIMITED',
        'refresh REFRESH_TOKEN_INVALID',
      ]);
      expect(rows.every((r) => r.actor === 'anonymous' && r.ip === ip)).toBe(true);
      expect(await auditRows('revoke_reused_refresh')).toContainEqual(
        expect.objectContaining({ patient_id: id, actor: 'system' }),
      );
    });

    it('[SEC-4] writes a row for sign-up, login, gatepass reads and changes, refresh and logout', async () => {
      fresh();
      const { patient, tokens, headers } = await signedIn();
      const id = (
        await db
          .selectFrom('patients')
          .select('id')
          .where('email', '=', patient.email)
          .executeTakeFirstOrThrow()
      ).id;
      await app.inject({ method: 'GET', url: '/v1/patient/gatepass', headers, remoteAddress: ip });
      await app.inject({
        method: 'PUT',
        url: '/v1/patient/gatepass/property',
        headers,
        payload: { key: 'welcome_seen', value: true },
        remoteAddress: ip,
      });
      const refreshed = await refresh(tokens.refresh_token);
      expect(refreshed.statusCode).toBe(200);
      await post('/v1/logout', {}, headers);
      const rows = await db
        .selectFrom('audit_log')
        .select(['action', 'resource', 'actor', 'ip'])
        .where('patient_id', '=', id)
        .orderBy('id')
        .execute();
      expect(rows.map((r) => `${r.action} ${r.resource}`)).toEqual([
        'create account',
        'login session',
        'read gatepass',
        'update gatepass.property.welcome_seen',
        'refresh session',
        'logout session',
      ]);
      expect(rows.every((r) => r.ip === ip)).toBe(true);
      expect(rows[1]!.actor).toBe(`patient:${id}`);
    });
  });
});
