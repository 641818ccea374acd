import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/databases.js';
import {
  appPerSuite,
  captureMessages,
  contentOf,
  errorCodeOf,
  markIdentityVerified,
  seedPatientWithSession,
  testApp,
} from '../../test/helpers.js';
import { softAuthenticator, type Challenge } from '../../test/webauthn.js';
import { testConfig } from '../../config.js';
import { defaultLimits } from '../../limits.js';
import { writeAudit } from '../audit/service.js';
import { notifier } from '../notifications/routes.js';

/**
 * [issue 25] Each brand is its own portal: the default brand on PUBLIC_ORIGIN, each partner on its label in front
 * of it; an account belongs to the brand it was made on; every link opens on the origin of the patient's brand.
 */
const PUBLIC_ORIGIN = 'https://portal.example.org';
const HOST = {
  carebridge: 'portal.example.org',
  acme: 'acme.portal.example.org',
  sunrise: 'sunrise.portal.example.org',
};
const ORIGIN = {
  carebridge: PUBLIC_ORIGIN,
  acme: 'https://acme.portal.example.org',
  sunrise: 'https://sunrise.portal.example.org',
};
type BrandId = keyof typeof HOST;
const PASSWORD = 'Correct-Horse-9!';
const rpOf = (brand: BrandId) => ({ id: HOST[brand], origin: ORIGIN[brand] });
const linkIn = (body: string) => new URL(/https?:\/\/\S+/.exec(body)![0]);

describe.each(testDatabases())('brands as portals on $name', (database) => {
  const suite = appPerSuite(database, { publicOrigin: PUBLIC_ORIGIN, limits: defaultLimits(50) });
  let n = 0;
  /** A new address and a number of its own (its own range too), so no text limit trips across tests. */
  const newPerson = () => {
    n += 1;
    return {
      email: `member.${randomUUID().slice(0, 8)}@example.com`,
      phone: `${300 + n}-${300 + n}-0100`,
      ip: `127.0.${n}.1`,
    };
  };
  const call = (
    brand: BrandId | { host: string; [header: string]: string },
    method: 'GET' | 'POST',
    url: string,
    payload?: object,
    extra: { lang?: string; ip?: string; headers?: Record<string, string> } = {},
  ) =>
    suite.app.inject({
      method,
      url,
      headers: {
        ...(typeof brand === 'string' ? { host: HOST[brand] } : brand),
        'accept-language': extra.lang ?? 'en',
        ...extra.headers,
      },
      ...(extra.ip ? { remoteAddress: extra.ip } : {}),
      ...(payload ? { payload } : {}),
    });
  const outbox = async (to: string) =>
    (contentOf(await call('carebridge', 'GET', `/v1/dev/outbox?to=${encodeURIComponent(to)}`)).messages as {
      body: string;
      code: string | null;
    }[]) ?? [];

  async function signUp(brand: BrandId, person = newPerson()) {
    const res = await call(
      brand,
      'POST',
      '/v1/signup',
      {
        first_name: 'Rosa',
        last_name: 'Diaz',
        email: person.email,
        password: PASSWORD,
        date_of_birth: '1975-04-02',
        phone: person.phone,
        language: 'en',
      },
      { ip: person.ip },
    );
    expect(res.statusCode).toBe(201);
    return { ...person, mfaToken: contentOf(res).mfa_token as string };
  }
  async function member(brand: BrandId, person = newPerson()) {
    const { mfaToken } = await signUp(brand, person);
    const code = suite.messages.lastCodeTo(person.phone);
    const res = await call(
      brand,
      'POST',
      '/v1/mfa/confirm',
      { mfa_token: mfaToken, code },
      { ip: person.ip },
    );
    expect(res.statusCode).toBe(200);
    const tokens = contentOf(res);
    const headers = {
      host: HOST[brand],
      authorization: `Bearer ${tokens.access_token as string}`,
      'x-csrftoken': tokens.web_token as string,
    };
    return { ...person, headers };
  }
  const accounts = (email: string) =>
    suite.db
      .selectFrom('patients')
      .select(['id', 'brand'])
      .where('email', '=', email)
      .orderBy('brand')
      .execute();
  const login = (brand: BrandId, person: { email: string; ip: string }, password = PASSWORD, lang = 'en') =>
    call(brand, 'POST', '/v1/login', { email: person.email, password }, { ip: person.ip, lang });

  describe('accounts belong to a brand', () => {
    it('[issue 25] an email makes one account per brand: a second sign-up on the same brand is the decoy', async () => {
      const person = newPerson();
      await member('acme', person);
      await member('sunrise', person);
      expect((await accounts(person.email)).map((a) => a.brand)).toEqual(['acme', 'sunrise']);

      const again = await signUp('acme', person);
      expect(again.mfaToken).toBeTruthy();
      expect((await accounts(person.email)).map((a) => a.brand)).toEqual(['acme', 'sunrise']);
    });

    it.each([
      [
        'en',
        'This account belongs to the Acme Care portal. Please sign in there: https://acme.portal.example.org',
      ],
      [
        'es',
        'Esta cuenta pertenece al portal de Acme Care. Inicie sesión allí: https://acme.portal.example.org',
      ],
    ])(
      '[issue 25] an Acme account signing in on Sunrise is refused naming Acme’s portal (%s)',
      async (lang, text) => {
        const person = await member('acme');
        const refused = await login('sunrise', person, PASSWORD, lang);
        expect(refused.statusCode).toBe(403);
        expect(refused.json()).toMatchObject({
          error: `ACCOUNT_OTHER_PORTAL - ${text}`,
          params: { brand: 'Acme Care', origin: 'https://acme.portal.example.org' },
        });
        expect((await login('acme', person)).statusCode).toBe(200);
      },
    );

    it('[issue 25] [AUTH-9] without its password, another brand’s account is an unknown email: the same refusal', async () => {
      const person = await member('acme');
      const wrong = await login('sunrise', person, 'Wrong-Horse-9!');
      const unknown = await login('sunrise', { ...newPerson() }, 'Wrong-Horse-9!');
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toEqual(unknown.json());
      expect(JSON.stringify(wrong.json())).not.toMatch(/acme/i);
    });

    it('[issue 25] [SEC-4] the refusal is audited against the account, on the portal it came to', async () => {
      const person = await member('acme');
      const [account] = await accounts(person.email);
      await login('sunrise', person);
      const rows = await suite.db
        .selectFrom('audit_log')
        .select(['action', 'outcome', 'error_code', 'brand'])
        .where('patient_id', '=', account!.id)
        .orderBy('id')
        .execute();
      expect(rows.at(0)).toMatchObject({ action: 'create', outcome: 'success', brand: 'acme' });
      expect(rows.at(-1)).toEqual({
        action: 'login_password',
        outcome: 'refused',
        error_code: 'ACCOUNT_OTHER_PORTAL',
        brand: 'sunrise',
      });
    });

    it('[issue 25] [SEC-4] a row written outside a request (a job) names the patient’s own brand', async () => {
      const { patient } = await seedPatientWithSession(suite.db, testConfig(), 'acme');
      const row = { patientId: patient.id, actor: 'system', action: 'brand_probe', resource: 'account' };
      await writeAudit({ db: suite.db }, { ...row, outcome: 'success' });
      const written = await suite.db
        .selectFrom('audit_log')
        .select('brand')
        .where('patient_id', '=', patient.id)
        .where('action', '=', 'brand_probe')
        .executeTakeFirstOrThrow();
      expect(written.brand).toBe('acme');
    });

    it('[issue 25] a sign-in attempt begun on Acme cannot be finished on Sunrise', async () => {
      const person = await member('acme');
      const attempt = contentOf(await login('acme', person));
      await call(
        'acme',
        'POST',
        '/v1/mfa/choose',
        { mfa_token: attempt.mfa_token, method: 'sms' },
        { ip: person.ip },
      );
      const code = suite.messages.lastCodeTo(person.phone);
      const finished = await call('sunrise', 'POST', '/v1/mfa/confirm', {
        mfa_token: attempt.mfa_token,
        code,
      });
      expect(errorCodeOf(finished)).toBe('ACCOUNT_OTHER_PORTAL');
    });

    it('[issue 25] with one identity across brands (a setting), the Acme account signs in on Sunrise and owns the email there', async () => {
      const person = await member('acme');
      const shared = await testApp(suite.db, {
        publicOrigin: PUBLIC_ORIGIN,
        limits: defaultLimits(50),
        oneIdentityAcrossBrands: true,
      });
      try {
        const signedIn = await shared.app.inject({
          method: 'POST',
          url: '/v1/login',
          headers: { host: HOST.sunrise },
          payload: { email: person.email, password: PASSWORD },
          remoteAddress: person.ip,
        });
        expect(signedIn.statusCode).toBe(200);
        await shared.app.inject({
          method: 'POST',
          url: '/v1/signup',
          headers: { host: HOST.sunrise },
          payload: {
            first_name: 'Rosa',
            last_name: 'Diaz',
            email: person.email,
            password: PASSWORD,
            date_of_birth: '1975-04-02',
            phone: person.phone,
            language: 'en',
          },
          remoteAddress: person.ip,
        });
        expect((await accounts(person.email)).map((a) => a.brand)).toEqual(['acme']);
      } finally {
        await shared.app.close();
      }
    });
  });

  describe('links open on the origin of the patient’s brand', () => {
    it('[issue 25] [AUTH-4] a reset asked on Acme links to Acme’s origin, whatever Host or X-Forwarded-Host say', async () => {
      const person = await member('acme');
      const proxied = await testApp(suite.db, {
        publicOrigin: PUBLIC_ORIGIN,
        limits: defaultLimits(50),
        trustProxy: 1,
      });
      try {
        const forged = {
          host: HOST.acme,
          'x-forwarded-host': 'acme.evil.example',
          'x-forwarded-proto': 'http',
        };
        const asked = await proxied.app.inject({
          method: 'POST',
          url: '/v1/verify-reset-password/link',
          headers: forged,
          payload: { email: person.email },
        });
        expect(asked.statusCode).toBe(200);
      } finally {
        await proxied.app.close();
      }
      await call(
        'acme',
        'POST',
        '/v1/verify-reset-password/link',
        { email: person.email },
        { ip: person.ip },
      );
      const links = (await outbox(person.phone)).filter((m) => m.body.includes('/reset-password'));
      expect(links.map((m) => linkIn(m.body).origin)).toEqual([ORIGIN.acme, ORIGIN.acme]);
      expect(links.map((m) => m.body).join()).not.toContain('evil');
    });

    it('[issue 25] a reset asked on Sunrise for an Acme account sends nothing, with the answer any email gets', async () => {
      const person = await member('acme');
      const asked = await call('sunrise', 'POST', '/v1/verify-reset-password/link', { email: person.email });
      expect(asked.json()).toEqual(
        (
          await call('sunrise', 'POST', '/v1/verify-reset-password/link', { email: newPerson().email })
        ).json(),
      );
      expect((await outbox(person.phone)).some((m) => m.body.includes('/reset-password'))).toBe(false);
    });

    it('[issue 25] a caregiver invitation sent from Sunrise opens on Sunrise', async () => {
      const { patient, headers } = await seedPatientWithSession(suite.db, testConfig(), 'sunrise');
      await markIdentityVerified(suite.db, patient.id);
      const caregiver = `caregiver.${randomUUID().slice(0, 8)}@example.com`;
      const invited = await call({ ...headers, host: HOST.sunrise }, 'POST', '/v1/patient/sharing/proxies', {
        name: 'Sam Diaz',
        email: caregiver,
        reason: 'My son helps me',
        categories: ['medications'],
      });
      expect(invited.statusCode).toBe(201);
      const [mail] = await outbox(caregiver);
      expect(linkIn(mail!.body).origin).toBe(ORIGIN.sunrise);
      expect(mail!.body).not.toMatch(/acme|carebridge/i);
    });

    it('[issue 25] a notice links to the sign-in page of the patient’s brand', async () => {
      const { patient } = await seedPatientWithSession(suite.db, testConfig(), 'acme');
      const messenger = captureMessages();
      const notify = notifier(
        {
          config: testConfig({ publicOrigin: PUBLIC_ORIGIN }),
          db: suite.db,
          messenger,
          jobs: suite.app.jobs,
        },
        suite.app.log,
      );
      await notify(patient.id, [{ category: 'records', eventKeys: [`pull:${randomUUID()}`] }]);
      expect(messenger.sent.map((m) => linkIn(m.body).href)).toEqual([`${ORIGIN.acme}/login`]);
    });
  });

  describe('passkeys belong to the brand they were made on', () => {
    const stepUp = async (person: { phone: string; headers: { host: string; [header: string]: string } }) => {
      const started = contentOf(
        await call(person.headers, 'POST', '/v1/account/step-up', { action: 'add_passkey' }),
      );
      return { mfa_token: started.mfa_token as string, code: suite.messages.lastCodeTo(person.phone) };
    };
    async function withPasskey(brand: BrandId) {
      const person = await member(brand);
      const key = softAuthenticator(rpOf(brand));
      const options = await call(
        person.headers,
        'POST',
        '/v1/account/passkeys/options',
        await stepUp(person),
      );
      expect(contentOf(options)).toMatchObject({ rp: { id: HOST[brand] } });
      const created = await call(person.headers, 'POST', '/v1/account/passkeys', {
        label: 'Laptop',
        credential: key.create(contentOf(options) as Challenge),
      });
      expect(created.statusCode).toBe(201);
      return { person, key };
    }
    const passwordless = async (brand: BrandId, answer: (options: Challenge) => unknown, lang = 'en') => {
      const options = contentOf(await call(brand, 'POST', '/v1/login/passwordless/options', {}));
      expect(options.rpId).toBe(HOST[brand]);
      return call(
        brand,
        'POST',
        '/v1/login/passwordless',
        { credential: answer(options as Challenge) },
        { lang },
      );
    };

    it('[issue 25] [AUTH-6] a passkey registered on Acme signs in on Acme, and its "this wasn’t me" link opens there', async () => {
      const { person, key } = await withPasskey('acme');
      const signedIn = await passwordless('acme', (o) => key.get(o, { discoverable: true }));
      expect(signedIn.statusCode).toBe(200);
      const notice = (await outbox(person.phone)).find((m) => m.body.includes('/not-me#'));
      expect(linkIn(notice!.body).origin).toBe(ORIGIN.acme);
    });

    it('[issue 25] [AUTH-6] a passkey from Acme answering on Sunrise is refused naming Acme’s portal', async () => {
      const { key } = await withPasskey('acme');
      const refused = await passwordless('sunrise', (o) => key.get(o, { discoverable: true }));
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error).toBe(
        'PASSKEY_OTHER_PORTAL - This passkey was made on the Acme Care portal and works only there: https://acme.portal.example.org',
      );
    });

    it('[issue 25] [AUTH-6] an answer signed for Sunrise with an Acme passkey proves nothing and names no portal', async () => {
      const { key } = await withPasskey('acme');
      const forged = await passwordless('sunrise', (o) =>
        key.get(o, { discoverable: true, origin: ORIGIN.sunrise }),
      );
      expect(errorCodeOf(forged)).toBe('PASSKEY_INVALID');
    });

    it('[issue 25] [AUTH-2] after the password on Acme, the attempt offers the Acme passkey with Acme’s relying party', async () => {
      const { person, key } = await withPasskey('acme');
      const attempt = contentOf(await login('acme', person));
      expect(attempt.passkey).toBe(true);
      const options = contentOf(
        await call('acme', 'POST', '/v1/login/passkey/options', { mfa_token: attempt.mfa_token }),
      );
      expect(options).toMatchObject({ rpId: HOST.acme, allowCredentials: [{ id: key.credentialId }] });
    });
  });
});
