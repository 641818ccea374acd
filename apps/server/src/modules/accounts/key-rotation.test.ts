import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../config.js';
import type { Db } from '../../db/database.js';
import { jwtKeyId } from '../../lib/jwt.js';
import { testDatabases } from '../../test/databases.js';
import { seedPatientWithSession, testApp } from '../../test/helpers.js';

/** What the servers had before the rotation, and what they have after it. */
const OLD = testConfig().jwtSecret;
const NEW = 'new-secret-new-secret-new-secret-0123456789';
const kidOf = (token: string) =>
  (JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString('utf8')) as { kid?: string }).kid;

describe.each(testDatabases())('rotating JWT_SECRET on $name', (database) => {
  let db: Db;
  /** Servers before the rotation, during it (the old secret listed as previous), and after (it removed). */
  let before: Awaited<ReturnType<typeof testApp>>;
  let during: Awaited<ReturnType<typeof testApp>>;
  let after: Awaited<ReturnType<typeof testApp>>;
  beforeAll(async () => {
    db = await database.open();
    before = await testApp(db);
    during = await testApp(db, { jwtSecret: NEW, jwtPreviousSecrets: [OLD] });
    after = await testApp(db, { jwtSecret: NEW, jwtPreviousSecrets: [] });
  }, 120_000);
  afterAll(async () => {
    for (const server of [before, during, after]) await server?.app.close();
    if (db) await database.close(db);
  });

  it('keeps a patient signed in: tokens from before are accepted while the old secret is listed, and refreshed under the new one', async () => {
    const { headers, tokens } = await seedPatientWithSession(db);
    const gatepass = (server: typeof before, h: Record<string, string>) =>
      server.app.inject({ method: 'GET', url: '/v1/patient/gatepass', headers: h });
    expect((await gatepass(during, headers)).statusCode).toBe(200);
    expect((await gatepass(after, headers)).statusCode).toBe(401);

    const refreshed = await during.app.inject({
      method: 'GET',
      url: '/v1/refresh-token',
      headers: { 'refresh-authorization': tokens.refresh_token },
    });
    expect(refreshed.statusCode).toBe(200);
    const { access_token, id_token } = refreshed.json().content;
    expect([kidOf(access_token), kidOf(id_token)]).toEqual([jwtKeyId(NEW), jwtKeyId(NEW)]);
    const renewed = { ...headers, authorization: `Bearer ${access_token}`, 'id-authorization': id_token };
    expect((await gatepass(after, renewed)).statusCode).toBe(200);
  });

  it('[AUTH-3] accepts a code sent just before the rotation while the old secret is listed, not after', async () => {
    const { patient } = await seedPatientWithSession(db);
    const login = await before.app.inject({
      method: 'POST',
      url: '/v1/login',
      payload: { email: patient.email, password: 'Correct-Horse-9!' },
    });
    const { mfa_token } = login.json().content;
    await before.app.inject({ method: 'POST', url: '/v1/mfa/choose', payload: { mfa_token, method: 'sms' } });
    const code = before.messages.lastCodeTo(patient.phone);
    const confirm = (server: typeof before) =>
      server.app.inject({ method: 'POST', url: '/v1/mfa/confirm', payload: { mfa_token, code } });

    const refused = await confirm(after);
    expect(refused.json().error).toMatch(/^MFA_CODE_INVALID/);
    const accepted = await confirm(during);
    expect(accepted.statusCode).toBe(200);
    expect(kidOf(accepted.json().content.access_token)).toBe(jwtKeyId(NEW));
  });
});
