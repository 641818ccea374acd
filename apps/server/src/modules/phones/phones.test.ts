import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/databases.js';
import { testConfig } from '../../config.js';
import { appPerSuite, requester, seedPatientWithSession } from '../../test/helpers.js';
import { startSession } from '../accounts/tokens.js';

type Headers = Record<string, string>;
const wrongCodeFor = (code: string) => (code === '000000' ? '111111' : '000000');

describe.each(testDatabases())('profile phones on $name', (database) => {
  const suite = appPerSuite(database);
  const call = requester(suite);
  const phones = async (headers: Headers) =>
    (await call('GET', '/v1/patient/phones', headers)).json().content.phoneNumber as Array<
      Record<string, unknown>
    >;
  let counter = 0;
  /** A number no other test used, so the per-number text limit never trips across tests. */
  const freshNumber = () => `312-555-${String(1000 + (counter += 1)).padStart(4, '0')}`;
  const auditOf = (patientId: string) =>
    suite.db
      .selectFrom('audit_log')
      .select(['action', 'outcome', 'error_code', 'changes'])
      .where('patient_id', '=', patientId)
      .where('resource', '=', 'profile.phones')
      .orderBy('id')
      .execute();

  it('[PROF-3] adds a second phone that counts only once the code texted to it comes back', async () => {
    const { headers, patient } = await seedPatientWithSession(suite.db);
    const number = freshNumber();
    const added = await call('POST', '/v1/patient/phone', headers, { phone: number, label: 'work' });
    expect(added.statusCode).toBe(201);
    const sent = added.json().content;
    expect(sent).toMatchObject({
      phone: { phone: number, label: 'work', primary: false, confirmed: false },
      destination: `***-***-${number.slice(-4)}`,
    });
    expect((await phones(headers)).map((p) => [p.id === 'account', p.phone, p.confirmed])).toEqual([
      [true, patient.phone, true],
      [false, number, false],
    ]);
    const confirmed = await call('POST', '/v1/patient/phone/confirm', headers, {
      id: sent.phone.id,
      mfa_token: sent.mfa_token,
      code: suite.messages.lastCodeTo(number),
    });
    expect(confirmed.statusCode).toBe(200);
    expect((await phones(headers))[1]).toMatchObject({ phone: number, label: 'work', confirmed: true });
    expect(JSON.stringify(await auditOf(patient.id))).not.toContain(number);
  });

  it('[PROF-3] [SEC-2] a wrong code is refused, audited and counted; the sixth try is locked even with the right code', async () => {
    const { headers, patient } = await seedPatientWithSession(suite.db);
    const number = freshNumber();
    const sent = (await call('POST', '/v1/patient/phone', headers, { phone: number, label: 'home' })).json()
      .content;
    const code = suite.messages.lastCodeTo(number);
    const attempt = (c: string) =>
      call('POST', '/v1/patient/phone/confirm', headers, {
        id: sent.phone.id,
        mfa_token: sent.mfa_token,
        code: c,
      });
    // Tries at once: counted in the database before each comparison, so none slips past the limit.
    const wrong = await Promise.all(Array.from({ length: 5 }, () => attempt(wrongCodeFor(code))));
    expect(wrong.map((r) => r.json().error.split(' - ')[0]).sort()).toEqual([
      'MFA_CODE_INVALID',
      'MFA_CODE_INVALID',
      'MFA_CODE_INVALID',
      'MFA_CODE_INVALID',
      'MFA_CODE_LOCKED',
    ]);
    expect((await attempt(code)).json().error).toMatch(/^MFA_CODE_LOCKED - /);
    expect((await phones(headers))[1]).toMatchObject({ confirmed: false });
    const refusals = (await auditOf(patient.id)).filter((r) => r.action === 'confirm');
    expect(refusals).toHaveLength(6);
    expect(refusals.every((r) => r.outcome !== 'success')).toBe(true);
  });

  it("[PROF-3] another number's code, or a resent code's predecessor, does not confirm a number", async () => {
    const { headers } = await seedPatientWithSession(suite.db);
    const [a, b] = [freshNumber(), freshNumber()];
    const first = (await call('POST', '/v1/patient/phone', headers, { phone: a, label: 'home' })).json()
      .content;
    const second = (await call('POST', '/v1/patient/phone', headers, { phone: b, label: 'work' })).json()
      .content;
    const crossed = await call('POST', '/v1/patient/phone/confirm', headers, {
      id: first.phone.id,
      mfa_token: second.mfa_token,
      code: suite.messages.lastCodeTo(b),
    });
    expect(crossed.json().error).toMatch(/^MFA_TOKEN_INVALID - /);
    const resent = await call('POST', '/v1/patient/phone/resend', headers, { id: first.phone.id });
    expect(resent.statusCode).toBe(200);
    const stale = await call('POST', '/v1/patient/phone/confirm', headers, {
      id: first.phone.id,
      mfa_token: first.mfa_token,
      code: suite.messages.lastCodeTo(a),
    });
    expect(stale.json().error).toMatch(/^MFA_TOKEN_INVALID - /);
    const fresh = await call('POST', '/v1/patient/phone/confirm', headers, {
      id: first.phone.id,
      mfa_token: resent.json().content.mfa_token,
      code: suite.messages.lastCodeTo(a),
    });
    expect(fresh.json().content).toMatchObject({ phone: a, confirmed: true });
  });

  it('[PROF-3] the sign-in mobile changes only to a confirmed number and only with a step-up code; the old one stays', async () => {
    const { headers, patient } = await seedPatientWithSession(suite.db);
    const number = freshNumber();
    const sent = (await call('POST', '/v1/patient/phone', headers, { phone: number, label: 'mobile' })).json()
      .content;
    const stepUp = async () =>
      (await call('POST', '/v1/account/step-up', headers, { action: 'sign_in_phone' })).json().content;
    const early = await stepUp();
    const unconfirmed = await call('PUT', '/v1/patient/phone', headers, {
      id: sent.phone.id,
      mfa_token: early.mfa_token,
      code: suite.messages.lastCodeTo(patient.phone),
    });
    expect(unconfirmed.statusCode).toBe(409);
    expect(unconfirmed.json().error).toBe(
      'PHONE_NOT_CONFIRMED - Please confirm this number with the code we texted to it first.',
    );
    await call('POST', '/v1/patient/phone/confirm', headers, {
      id: sent.phone.id,
      mfa_token: sent.mfa_token,
      code: suite.messages.lastCodeTo(number),
    });
    // The new number's own confirmation is no step-up: the code must come from the current mobile.
    const withoutStepUp = await call('PUT', '/v1/patient/phone', headers, {
      id: sent.phone.id,
      mfa_token: sent.mfa_token,
      code: suite.messages.lastCodeTo(number),
    });
    expect(withoutStepUp.json().error).toMatch(/^MFA_TOKEN_INVALID - /);
    const step = await stepUp();
    const changed = await call('PUT', '/v1/patient/phone', headers, {
      id: sent.phone.id,
      mfa_token: step.mfa_token,
      code: suite.messages.lastCodeTo(patient.phone),
    });
    expect(changed.statusCode).toBe(200);
    expect((await phones(headers)).map((p) => [p.id === 'account', p.phone, p.label, p.confirmed])).toEqual([
      [true, number, 'mobile', true],
      [false, patient.phone, 'mobile', true],
    ]);
    const next = await stepUp();
    expect(next.destination).toBe(`***-***-${number.slice(-4)}`);
  });

  it('[PROF-3] [SEC-1] moving the sign-in mobile signs out every other device and tells the old number', async () => {
    const { headers, patient } = await seedPatientWithSession(suite.db);
    const elsewhere = await startSession(suite.db, patient, 'carebridge', testConfig().jwtSecret, new Date());
    const otherDevice = {
      authorization: `Bearer ${elsewhere.access_token}`,
      'x-csrftoken': elsewhere.web_token,
    };
    const number = freshNumber();
    const sent = (await call('POST', '/v1/patient/phone', headers, { phone: number, label: 'mobile' })).json()
      .content;
    await call('POST', '/v1/patient/phone/confirm', headers, {
      id: sent.phone.id,
      mfa_token: sent.mfa_token,
      code: suite.messages.lastCodeTo(number),
    });
    expect((await call('GET', '/v1/patient/phones', otherDevice)).statusCode).toBe(200);
    const step = (await call('POST', '/v1/account/step-up', headers, { action: 'sign_in_phone' })).json()
      .content;
    const changed = await call('PUT', '/v1/patient/phone', headers, {
      id: sent.phone.id,
      mfa_token: step.mfa_token,
      code: suite.messages.lastCodeTo(patient.phone),
    });
    expect(changed.statusCode).toBe(200);
    expect((await call('GET', '/v1/patient/phones', otherDevice)).statusCode).toBe(401);
    expect((await call('GET', '/v1/patient/phones', headers)).statusCode).toBe(200);
    const notice = suite.messages.sent.at(-1)!;
    expect(notice).toMatchObject({ channel: 'sms', to: patient.phone });
    expect(notice.body).toMatch(
      /^CareBridge Health: The mobile number you use to sign in .* was just changed/,
    );
    // Codes and links only: the notice names neither number.
    expect(notice.body).not.toContain(number.slice(-4));
  });

  it.each([
    [
      'a 9-digit number',
      { phone: '312-555-012', label: 'home' },
      /^VALIDATION_FAILED - Enter a 10-digit mobile number\.$/,
    ],
    [
      'a number that cannot exist (an area code starting with 0)',
      { phone: '012-555-0199', label: 'home' },
      /^VALIDATION_FAILED - Check the number: a US area code and the next three digits never start with 0 or 1\.$/,
    ],
    [
      'an unknown label',
      { phone: '312-555-0999', label: 'pager' },
      /^VALIDATION_FAILED - \w+: choose one of the options\.$/,
    ],
  ])(
    '[PROF-3] [SEC-2] refuses %s with a clear message, sends nothing and changes nothing',
    async (_n, payload, error) => {
      const { headers } = await seedPatientWithSession(suite.db);
      const sentBefore = suite.messages.sent.length;
      const refused = await call('POST', '/v1/patient/phone', headers, payload);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error).toMatch(error);
      expect(suite.messages.sent.length).toBe(sentBefore);
      expect(await phones(headers)).toHaveLength(1);
    },
  );

  it('[PROF-3] refuses the number already on the account, in Spanish too', async () => {
    const { headers, patient } = await seedPatientWithSession(suite.db);
    const refused = await call(
      'POST',
      '/v1/patient/phone',
      headers,
      { phone: patient.phone, label: 'home' },
      'es',
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatch(/^PHONE_ALREADY_ADDED - /);
    expect(refused.json().error).not.toContain('already on your account');
  });

  it("[PROF-3] [SEC-1] another patient's number cannot be read, confirmed, resent, made the mobile or removed", async () => {
    const owner = await seedPatientWithSession(suite.db);
    const other = await seedPatientWithSession(suite.db);
    const number = freshNumber();
    const sent = (
      await call('POST', '/v1/patient/phone', owner.headers, { phone: number, label: 'home' })
    ).json().content;
    const id = sent.phone.id as string;
    const code = suite.messages.lastCodeTo(number);
    const body = { id, mfa_token: sent.mfa_token, code };
    expect((await call('POST', '/v1/patient/phone/confirm', other.headers, body)).statusCode).toBe(404);
    expect((await call('POST', '/v1/patient/phone/resend', other.headers, { id })).statusCode).toBe(404);
    expect((await call('PUT', '/v1/patient/phone', other.headers, body)).statusCode).toBe(404);
    expect((await call('DELETE', `/v1/patient/phone/${id}`, other.headers)).statusCode).toBe(404);
    expect((await phones(other.headers)).map((p) => p.phone)).not.toContain(number);
    expect((await call('DELETE', '/v1/patient/phone/account', owner.headers)).statusCode).toBe(400);
    expect((await call('DELETE', `/v1/patient/phone/${id}`, owner.headers)).statusCode).toBe(200);
    expect(await phones(owner.headers)).toHaveLength(1);
  });
});
