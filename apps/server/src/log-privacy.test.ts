import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from './app.js';
import type { Db } from './db/database.js';
import { captureLog, testApp } from './test/helpers.js';
import { testDatabases } from './test/databases.js';

describe.each(testDatabases())('logs on $name', (database) => {
  let db: Db;
  let app: App;
  let messages: Awaited<ReturnType<typeof testApp>>['messages'];
  const log = captureLog();

  beforeAll(async () => {
    db = await database.open();
    // Outbox off: it is the one development-only place that prints codes on purpose.
    ({ app, messages } = await testApp(
      db,
      { logLevel: 'trace', devOutbox: false },
      { logStream: log.stream },
    ));
  });
  afterAll(async () => {
    await app.close();
    await database.close(db);
  });

  it('[SEC-3] a full sign-up, login, refresh and logout leaves no personal field, password, code or token in the log', async () => {
    const patient = {
      first_name: 'Evangelina',
      last_name: 'Quintanilla',
      email: 'evangelina.quintanilla@example.com',
      password: 'Marigold-Lantern-93!',
      date_of_birth: '1983-11-27',
      phone: '413-555-0187',
      language: 'es',
    };
    const signup = await app.inject({ method: 'POST', url: '/v1/signup', payload: patient });
    const mfaToken = signup.json().content.mfa_token;
    const code = messages.lastCodeTo(patient.phone);
    const wrong = await app.inject({
      method: 'POST',
      url: '/v1/mfa/confirm',
      payload: { mfa_token: mfaToken, code: code === '999999' ? '000000' : '999999' },
    });
    expect(wrong.statusCode).toBe(400);
    const confirm = await app.inject({
      method: 'POST',
      url: '/v1/mfa/confirm',
      payload: { mfa_token: mfaToken, code },
    });
    const tokens = confirm.json().content;
    const headers = { authorization: `Bearer ${tokens.access_token}`, 'x-csrftoken': tokens.web_token };
    await app.inject({ method: 'GET', url: '/v1/patient/gatepass', headers });
    const login = await app.inject({
      method: 'POST',
      url: '/v1/login',
      payload: { email: patient.email, password: patient.password },
    });
    await app.inject({
      method: 'POST',
      url: '/v1/verify-reset-password/link',
      payload: { email: patient.email },
    });
    const resetToken = messages.sent.at(-1)!.code!;
    await app.inject({ method: 'GET', url: `/v1/verify-reset-password/link?token=${resetToken}` });
    const refreshed = await app.inject({
      method: 'GET',
      url: '/v1/refresh-token',
      headers: { 'refresh-authorization': tokens.refresh_token },
    });
    await app.inject({
      method: 'POST',
      url: '/v1/logout',
      headers: { ...headers, authorization: `Bearer ${refreshed.json().content.access_token}` },
    });
    await app.inject({ method: 'POST', url: '/v1/signup', payload: { ...patient, phone: 'bad' } });

    const text = log.text();
    expect(text).toContain('"statusCode":201'); // the log did capture the requests
    const secrets = [
      patient.email,
      'evangelina',
      'Evangelina',
      'Quintanilla',
      patient.password,
      patient.phone,
      '4135550187',
      '0187',
      patient.date_of_birth,
      code,
      mfaToken,
      login.json().content.mfa_token,
      resetToken,
      tokens.access_token,
      tokens.id_token,
      tokens.refresh_token,
      tokens.web_token,
      refreshed.json().content.refresh_token,
      '127.0.0.1',
    ];
    // A number counts standing alone: a response time's digits (80.01874…) are not the phone's last four
    const logged = (secret: string) =>
      /^\d+$/.test(secret) ? new RegExp(`(?<!\\d)${secret}(?!\\d)`).test(text) : text.includes(secret);
    for (const secret of secrets) expect(logged(secret), `log contains ${secret.slice(0, 12)}…`).toBe(false);
  });
});
