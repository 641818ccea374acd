import { describe, expect, it } from 'vitest';
import type { StepUpAction, StepUpMethod } from '@portal/contract';
import { testConfig } from '../../config.js';
import { testDatabases } from '../../test/databases.js';
import {
  appPerSuite,
  contentOf,
  errorCodeOf,
  requester,
  seedPatientWithOwnNumber,
} from '../../test/helpers.js';
import { softAuthenticator, TEST_RP, type Challenge } from '../../test/webauthn.js';
import { startSession } from './tokens.js';

type Headers = Record<string, string>;
const rp = TEST_RP;
const PASSWORD = 'Correct-Horse-9!';
const NEW_PASSWORD = 'Another-Garden-77!';

/**
 * [AUTH-6] The step-up before a change to how a patient signs in: by any factor the account has, a passkey too,
 * and its grant short-lived, single-use, and good only for the session and the change it was asked for.
 */
describe.each(testDatabases())('step-up on $name', (database) => {
  const suite = appPerSuite(database, { publicOrigin: `${rp.origin}/` });
  const call = requester(suite);
  const content = contentOf;
  const errorOf = errorCodeOf;
  let numbers = 3000;
  const seed = () => seedPatientWithOwnNumber(suite.db, (numbers += 1));
  const startStepUp = (headers: Headers, action: StepUpAction, method?: StepUpMethod) =>
    call('POST', '/v1/account/step-up', headers, { action, ...(method ? { method } : {}) });
  const textedStepUp = async (headers: Headers, phone: string, action: StepUpAction) => {
    const started = content(await startStepUp(headers, action));
    return { mfa_token: started.mfa_token as string, code: suite.messages.lastCodeTo(phone) };
  };
  /** A patient who added a passkey (after a texted step-up), as the portal does. */
  const withPasskey = async () => {
    const seeded = await seed();
    const key = softAuthenticator(rp);
    const options = await call(
      'POST',
      '/v1/account/passkeys/options',
      seeded.headers,
      await textedStepUp(seeded.headers, seeded.patient.phone, 'add_passkey'),
    );
    const created = await call('POST', '/v1/account/passkeys', seeded.headers, {
      label: 'Laptop',
      credential: key.create(content(options) as Challenge),
    });
    expect(created.statusCode).toBe(201);
    return { ...seeded, key };
  };
  const changePassword = (headers: Headers, grant: { mfa_token: string; code: string }, current = PASSWORD) =>
    call('POST', '/v1/change-password', headers, {
      current_password: current,
      new_password: NEW_PASSWORD,
      ...grant,
    });
  const refusals = (patientId: string) =>
    suite.db
      .selectFrom('audit_log')
      .select(['action', 'error_code'])
      .where('patient_id', '=', patientId)
      .where('outcome', '!=', 'success')
      .orderBy('id')
      .execute();

  it('[AUTH-6] [AUTH-5] a passkey confirms a password change: nothing is texted, a mistyped current password spends nothing, and the grant is single-use', async () => {
    const { headers, key } = await withPasskey();
    const texts = suite.messages.sent.length;
    const started = content(await startStepUp(headers, 'change_password', 'passkey'));
    expect(started).toMatchObject({
      destination: 'passkey',
      passkey_options: { rpId: rp.id, allowCredentials: [{ id: key.credentialId, type: 'public-key' }] },
    });
    const mfa_token = started.mfa_token as string;
    // Before the passkey answers, the step-up has no code to guess
    expect(errorOf(await changePassword(headers, { mfa_token, code: '123456' }))).toBe('MFA_CODE_INVALID');

    const answered = await call('POST', '/v1/account/step-up/passkey', headers, {
      mfa_token,
      credential: key.get(started.passkey_options as Challenge),
    });
    expect(answered.statusCode).toBe(200);
    const grant = { mfa_token, code: content(answered).code as string };
    expect(errorOf(await changePassword(headers, grant, 'Wrong-Horse-9!'))).toBe('PASSWORD_INCORRECT');
    expect((await changePassword(headers, grant)).statusCode).toBe(200);
    expect(suite.messages.sent).toHaveLength(texts);

    // Replayed: the grant was used up by the change
    expect(errorOf(await changePassword(headers, grant, NEW_PASSWORD))).toBe('MFA_TOKEN_INVALID');
    // and the passkey's answer cannot be given twice
    const again = await call('POST', '/v1/account/step-up/passkey', headers, {
      mfa_token,
      credential: key.get(started.passkey_options as Challenge),
    });
    expect(errorOf(again)).toBe('MFA_TOKEN_INVALID');
  });

  it('[AUTH-6] a factor the account does not have is refused and audited: no passkey, no app, a passkey answering a texted step-up', async () => {
    const { headers, patient } = await seed();
    expect(errorOf(await startStepUp(headers, 'change_password', 'passkey'))).toBe('MFA_METHOD_UNAVAILABLE');
    expect(errorOf(await startStepUp(headers, 'change_password', 'totp'))).toBe('MFA_METHOD_UNAVAILABLE');
    const texted = await textedStepUp(headers, patient.phone, 'change_password');
    const stranger = softAuthenticator(rp);
    const answered = await call('POST', '/v1/account/step-up/passkey', headers, {
      mfa_token: texted.mfa_token,
      credential: stranger.get({ challenge: 'bm90LWEtY2hhbGxlbmdl' }),
    });
    expect(errorOf(answered)).toBe('MFA_TOKEN_INVALID');
    expect(await refusals(patient.id)).toEqual([
      { action: 'step_up_sent', error_code: 'MFA_METHOD_UNAVAILABLE' },
      { action: 'step_up_sent', error_code: 'MFA_METHOD_UNAVAILABLE' },
      { action: 'step_up_passkey', error_code: 'MFA_TOKEN_INVALID' },
    ]);
    // The texted code was not touched by any of it
    expect((await changePassword(headers, texted)).statusCode).toBe(200);
  });

  it('[AUTH-6] a step-up opens only the change it was asked for, and is refused before its code is counted', async () => {
    const { headers, patient } = await seed();
    const forPassword = await textedStepUp(headers, patient.phone, 'change_password');
    for (const attempt of [
      call('POST', '/v1/account/authenticators', headers, { label: 'Mine', ...forPassword }),
      call('POST', '/v1/account/passkeys/options', headers, forPassword),
    ]) {
      expect(errorOf(await attempt)).toBe('MFA_TOKEN_INVALID');
    }
    expect((await changePassword(headers, forPassword)).statusCode).toBe(200);
    const missing = await call('POST', '/v1/account/step-up', headers, {});
    expect(errorOf(missing)).toBe('VALIDATION_FAILED');
  });

  it('[AUTH-6] a step-up is good only in the session that asked for it', async () => {
    const { headers, patient } = await seed();
    const grant = await textedStepUp(headers, patient.phone, 'change_password');
    const other = await startSession(suite.db, patient, 'carebridge', testConfig().jwtSecret, new Date());
    const otherHeaders = { authorization: `Bearer ${other.access_token}`, 'x-csrftoken': other.web_token };
    expect(errorOf(await changePassword(otherHeaders, grant))).toBe('MFA_TOKEN_INVALID');
    expect((await changePassword(headers, grant)).statusCode).toBe(200);
  });

  it('[AUTH-6] [AUTH-3] an attacker with a session and no passkey meets the step-up’s tries: the sixth answer is locked', async () => {
    const { headers, patient } = await withPasskey();
    const started = content(await startStepUp(headers, 'change_password', 'passkey'));
    const theirs = softAuthenticator(rp);
    const answers = [];
    for (let i = 0; i < 6; i += 1) {
      const answer = await call('POST', '/v1/account/step-up/passkey', headers, {
        mfa_token: started.mfa_token,
        credential: theirs.get(started.passkey_options as Challenge),
      });
      answers.push(errorOf(answer));
    }
    expect(answers).toEqual([...Array(5).fill('PASSKEY_INVALID'), 'MFA_CODE_LOCKED']);
    expect((await refusals(patient.id)).filter((row) => row.action === 'step_up_passkey')).toHaveLength(6);
  });

  it('[AUTH-6] removing a passkey already gone (another tab) leaves the step-up for the next try', async () => {
    const { headers, patient } = await withPasskey();
    const [key] = content(await call('GET', '/v1/account/passkeys', headers)).passkeys as Array<{
      id: string;
    }>;
    const grant = await textedStepUp(headers, patient.phone, 'remove_passkey');
    const gone = await call('DELETE', '/v1/account/passkeys', headers, {
      id: '00000000-0000-4000-8000-000000000000',
      ...grant,
    });
    expect(errorOf(gone)).toBe('PASSKEY_NOT_FOUND');
    const removed = await call('DELETE', '/v1/account/passkeys', headers, { id: key!.id, ...grant });
    expect(removed.statusCode).toBe(200);
  });

  it('[AUTH-5] [AUTH-3] guessing the current password still locks, and the refusal says for how long and that it is the password', async () => {
    const { headers, patient } = await seed();
    const grant = await textedStepUp(headers, patient.phone, 'change_password');
    const answers = [];
    for (let i = 0; i < testConfig().limits.loginPerAccount.max + 1; i += 1) {
      answers.push(await changePassword(headers, grant, `Wrong-Horse-${i}!`));
    }
    const last = answers.at(-1)!;
    expect(answers.slice(0, -1).map(errorOf)).toEqual(
      Array(testConfig().limits.loginPerAccount.max).fill('PASSWORD_INCORRECT'),
    );
    expect(last.statusCode).toBe(429);
    expect(last.json().params).toEqual({ minutes: expect.any(Number), limit: 'login' });
    // Even the right password waits now; the code was never touched by any of it
    expect(errorOf(await changePassword(headers, grant))).toBe('RATE_LIMITED');
  });
});
