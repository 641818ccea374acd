import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_BODY_LIMIT, type App } from '../app.js';
import { testConfig } from '../config.js';
import type { AppModule } from './context.js';
import { success } from './envelope.js';
import type { Db } from '../db/database.js';
import { signCallback, SIGNATURE_HEADER, TIMESTAMP_HEADER } from '../lib/webhook-signature.js';
import { testDatabases } from '../test/databases.js';
import { seedPatientWithSession, testApp } from '../test/helpers.js';

const signup = {
  first_name: 'Sam',
  last_name: 'Park',
  email: 'sam.park@example.com',
  password: 'Quiet-River-2030!',
  phone: '508-555-0142',
  language: 'en',
};
const address = { address1: '1 Main St', city: 'Springfield', state: 'IL', zip: '62701' };

/** A callback from a record source, correctly signed: only its content is wrong. */
function signed(payload: object) {
  const raw = JSON.stringify(payload);
  const timestamp = Math.floor(Date.now() / 1000);
  return {
    payload: raw,
    headers: {
      'content-type': 'application/json',
      [TIMESTAMP_HEADER]: String(timestamp),
      [SIGNATURE_HEADER]: signCallback(testConfig().records.callbackSecret, raw, timestamp),
    },
  };
}

type Case = [
  string,
  'GET' | 'POST' | 'PUT',
  string,
  (() => { payload?: unknown; headers?: object }) | undefined,
];

const CASES: Case[] = [
  [
    'an impossible birth date',
    'POST',
    '/v1/signup',
    () => ({ payload: { ...signup, date_of_birth: '1990-02-30' } }),
  ],
  [
    'a birth date in month 13',
    'POST',
    '/v1/signup',
    () => ({ payload: { ...signup, date_of_birth: '1990-13-01' } }),
  ],
  ['an impossible from date', 'GET', '/v1/patient/records?date_from=2021-02-30', undefined],
  ['an impossible to date', 'GET', '/v1/patient/records?category=conditions&date_to=2021-04-31', undefined],
  ['a page far past the end', 'GET', '/v1/patient/records?page=100000000000000000000', undefined],
  [
    'an impossible address date',
    'POST',
    '/v1/signup/addresses',
    () => ({ payload: { primary: { ...address, from: '2021-02-29' }, past: [] } }),
  ],
  [
    'a job id that is not a UUID',
    'POST',
    '/v1/datapull/success',
    () => signed({ event_id: 'evt-bad-input-1', job_id: 'not-a-uuid' }),
  ],
  [
    'a failed job id that is not a UUID',
    'POST',
    '/v1/datapull/error',
    () => signed({ event_id: 'evt-bad-input-2', job_id: "1' or '1'='1", code: 'x' }),
  ],
  [
    'an impossible licence expiry',
    'POST',
    '/v1/signup/verify-id/driver-licence',
    () => ({
      payload: { number: 'D1234567', state: 'MA', issue_date: '2020-01-15', expiry_date: '2030-02-30' },
    }),
  ],
  ['an impossible trend', 'GET', '/v1/patient/trends/labs/%00', undefined],
  ['an impossible trend date', 'GET', '/v1/patient/trends/vitals/BMI?date_to=2021-11-31', undefined],
  ['a records category that does not exist', 'GET', '/v1/patient/records?category=../../etc', undefined],
  ['an id the route forgot to check', 'GET', '/v1/test/careless/not-a-uuid', undefined],
  [
    'an impossible confirmed birth date',
    'POST',
    '/v1/signup/verify-id/confirm',
    () => ({ payload: { first_name: 'Sam', last_name: 'Park', date_of_birth: '2001-02-29', address: null } }),
  ],
];

/** A route whose schema forgot a rule: the database's own refusal must still be a 400. */
const careless: AppModule = (app, { db }) => {
  app.get('/v1/test/careless/:id', async (request) => {
    const { id } = request.params as { id: string };
    await db.selectFrom('patients').select('id').where('id', '=', id).execute();
    return success({});
  });
};

describe.each(testDatabases())('bad input on $name', (database) => {
  let db: Db;
  let app: App;
  beforeAll(async () => {
    db = await database.open();
    ({ app } = await testApp(db, {}, { modules: [careless] }));
  });
  afterAll(async () => {
    await app.close();
    await database.close(db);
  });

  it.each(CASES)(
    '[SEC-2] %s answers 400 VALIDATION_FAILED, never a 500 (%s %s)',
    async (_name, method, url, make) => {
      const { headers } = await seedPatientWithSession(db);
      const request = make?.() ?? {};
      const res = await app.inject({
        method,
        url,
        headers: { ...headers, ...(request.headers ?? {}) },
        ...(request.payload !== undefined ? { payload: request.payload as string } : {}),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatch(/^VALIDATION_FAILED - /);
    },
  );

  it('[SEC-2] a body over the default limit answers 413 PAYLOAD_TOO_LARGE before it is read', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/v1/login',
      payload: { email: 'sam@example.com', password: 'x'.repeat(DEFAULT_BODY_LIMIT) },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toMatch(/^PAYLOAD_TOO_LARGE - /);
  });
});
