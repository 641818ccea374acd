import { randomUUID } from 'node:crypto';
import { INVITATION_LIMIT_DEFAULTS } from '../sharing/invitation-limits.js';
import { describe, expect, it } from 'vitest';
import { windowStart } from '../../http/rate-limit.js';
import { tokenDigest } from '../../lib/secrets.js';
import { testDatabases } from '../../test/databases.js';
import { appPerSuite, errorCodeOf, seedPatientWithSession } from '../../test/helpers.js';

/** Small limits: each test floods past one of them and shows who is still served. */
const LIMITS = {
  loginPerAccount: { max: 100, windowSeconds: 900 },
  loginPerIp: { max: 100, windowSeconds: 900 },
  codeSendPerAccount: { max: 6, windowSeconds: 900 },
  codeSendPerIp: { max: 1000, windowSeconds: 3600 },
  codeCheckPerAccount: { max: 100, windowSeconds: 3600 },
  smsPerNumber: { max: 3, windowSeconds: 3600 },
  smsPerAccount: { max: 8, windowSeconds: 3600 },
  smsPerIp: { max: 10, windowSeconds: 3600 },
  smsPerRange: { max: 6, windowSeconds: 3600 },
  smsPerBrand: { max: 8, windowSeconds: 3600 },
  smsTotal: { max: 16, windowSeconds: 3600 },
  shareOpenPerLink: { max: 30, windowSeconds: 900 },
  shareOpenPerIp: { max: 60, windowSeconds: 900 },
  invitations: INVITATION_LIMIT_DEFAULTS,
};

let counter = 0;
const signupOf = (phone: string) => ({
  first_name: 'Maria',
  last_name: 'Gomez',
  email: `maria.${randomUUID().slice(0, 8)}@example.com`,
  password: 'Sunny-Garden-42!',
  date_of_birth: '1975-09-12',
  phone,
  language: 'en',
});
const numberIn = (range: string) => `${range}-${String((counter += 1)).padStart(4, '0')}`;

describe.each(testDatabases())('text limits on $name', (database) => {
  const suite = appPerSuite(database, { limits: LIMITS });
  const post = (url: string, payload: object, remoteAddress: string, host = 'localhost') =>
    suite.app.inject({ method: 'POST', url, payload, remoteAddress, headers: { host } });

  it('[AUTH-3] [issue 26] one address flooding one number range is stopped at the range; a patient elsewhere still gets a code', async () => {
    const flood = [];
    for (let i = 0; i < 20; i += 1)
      flood.push((await post('/v1/signup', signupOf(numberIn('212-555')), '198.51.100.10')).statusCode);
    expect(flood.slice(0, LIMITS.smsPerRange.max)).toEqual(Array(LIMITS.smsPerRange.max).fill(201));
    expect(flood.slice(LIMITS.smsPerRange.max)).toEqual(Array(20 - LIMITS.smsPerRange.max).fill(429));

    const patient = signupOf(numberIn('503-555'));
    const res = await post('/v1/signup', patient, '198.51.100.11');
    expect(res.statusCode).toBe(201);
    expect(suite.messages.lastCodeTo(patient.phone)).toMatch(/^\d{6}$/);
  });

  it('[AUTH-3] [issue 26] a flood from many addresses and ranges on one brand is stopped at the brand; another brand still texts', async () => {
    const flood = [];
    for (let i = 0; i < 12; i += 1) {
      const range = `${300 + i}-555`;
      flood.push(
        (await post('/v1/signup', signupOf(numberIn(range)), `198.51.101.${i + 1}`, 'acme.localhost'))
          .statusCode,
      );
    }
    // Each from its own address and range: only the brand's limit is left to hold them, before everyone's does
    expect(flood).toEqual([
      ...Array(LIMITS.smsPerBrand.max).fill(201),
      ...Array(12 - LIMITS.smsPerBrand.max).fill(429),
    ]);

    const patient = signupOf(numberIn('971-555'));
    const res = await post('/v1/signup', patient, '198.51.100.12', 'sunrise.localhost');
    expect(res.statusCode).toBe(201);
    expect(suite.messages.lastCodeTo(patient.phone)).toMatch(/^\d{6}$/);
  });
});

describe.each(testDatabases())('reset requests under limits on $name', (database) => {
  const suite = appPerSuite(database, {
    limits: { ...LIMITS, smsPerRange: { max: 1000, windowSeconds: 3600 } },
  });
  const askReset = (email: string, remoteAddress: string) =>
    suite.app.inject({
      method: 'POST',
      url: '/v1/verify-reset-password/link',
      payload: { email },
      remoteAddress,
    });
  const answers = async (email: string, remoteAddress: string, n: number) => {
    const seen = [];
    for (let i = 0; i < n; i += 1) {
      const res = await askReset(email, remoteAddress);
      seen.push(`${res.statusCode} ${errorCodeOf(res) ?? ''} ${res.json().error?.split(' - ')[1] ?? ''}`);
    }
    return seen;
  };

  it('[AUTH-4] [AUTH-9] [issue 26] a known and an unknown email get the same answers, request for request, whatever the limits', async () => {
    // A patient who reset by text before: the phone is verified, the email not, so a reset goes by text
    const { patient } = await seedPatientWithSession(suite.db);
    const phone = numberIn('303-555');
    await suite.db.updateTable('patients').set({ phone }).where('id', '=', patient.id).execute();
    const sent = () => suite.messages.sent.filter((m) => m.to === phone).length;
    // Someone texted the number once already this hour (a sign-in code)
    await suite.db
      .insertInto('rate_limit_hits')
      .values({
        bucket: `sms:number:${tokenDigest(phone)}`,
        window_start: windowStart(new Date(), LIMITS.smsPerNumber.windowSeconds),
        hits: 1,
      })
      .execute();

    const known = await answers(patient.email, '198.51.102.1', 9);
    const unknown = await answers(`nobody.${randomUUID().slice(0, 8)}@example.com`, '198.51.102.2', 9);
    expect(known).toEqual(unknown);
    // The account's code-send limit answers both alike; the number's text limit only held texts back
    expect(known.filter((a) => a.startsWith('200'))).toHaveLength(LIMITS.codeSendPerAccount.max);
    expect(sent()).toBe(LIMITS.smsPerNumber.max - 1);
    const held = await suite.db
      .selectFrom('audit_log')
      .select(['action', 'outcome', 'error_code'])
      .where('patient_id', '=', patient.id)
      .where('action', '=', 'text_not_sent')
      .execute();
    expect(held).toEqual(
      Array(LIMITS.codeSendPerAccount.max - (LIMITS.smsPerNumber.max - 1)).fill({
        action: 'text_not_sent',
        outcome: 'refused',
        error_code: 'RATE_LIMITED',
      }),
    );
  });
});
