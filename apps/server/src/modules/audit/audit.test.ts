import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import type { Db } from '../../db/database.js';
import type { AppModule } from '../../http/context.js';
import { AppError } from '../../http/errors.js';
import { success } from '../../http/envelope.js';
import { testDatabases } from '../../test/databases.js';
import { seedPatientWithSession, testApp } from '../../test/helpers.js';
import { noteAudit } from './routes.js';
import { isAnonymousRefusal, outcomeOf, writeAudit } from './service.js';

describe('outcomeOf', () => {
  it.each([
    [200, 'success'],
    [204, 'success'],
    [302, 'success'],
    [400, 'refused'],
    [401, 'refused'],
    [429, 'refused'],
    [500, 'failed'],
    [503, 'failed'],
  ])('[SEC-4] %i → %s', (status, outcome) => expect(outcomeOf(status)).toBe(outcome));
});

describe('isAnonymousRefusal', () => {
  it.each([
    ['refused', null, 'anonymous', true],
    ['refused', 'a patient', 'anonymous', false],
    ['refused', null, 'patient:x', false],
    ['refused', null, 'integration:onfido', false],
    ['failed', null, 'anonymous', false],
    ['success', null, 'anonymous', false],
  ] as const)('[SEC-4] %s, patient %s, by %s → counted: %s', (outcome, patientId, actor, counted) =>
    expect(isAnonymousRefusal({ outcome, patientId, actor })).toBe(counted),
  );
});

/** Routes the tests need that no module has yet: a handler that learns its patient, and a rate-limited one. */
const probe: AppModule = (app) => {
  app.post(
    '/v1/test/webhook',
    { config: { audit: { action: 'update', resource: 'test.webhook' } } },
    async (request) => {
      const { patient_id } = request.body as { patient_id: string };
      noteAudit(request, { patientId: patient_id, actor: 'integration:test' });
      return success({});
    },
  );
  app.get('/v1/test/broken', { config: { audit: { action: 'read', resource: 'test.broken' } } }, async () => {
    throw new Error('a bug');
  });
  app.get('/v1/test/limited', async () => {
    throw new AppError('RATE_LIMITED', 429, { minutes: 1 });
  });
};

describe.each(testDatabases())('audit on $name', (database) => {
  let db: Db;
  let app: App;
  beforeAll(async () => {
    db = await database.open();
    ({ app } = await testApp(db, {}, { modules: [probe] }));
  });
  afterAll(async () => {
    await app.close();
    await database.close(db);
  });

  const rowsAbout = (resource: string) =>
    db
      .selectFrom('audit_log')
      .select(['patient_id', 'actor', 'action', 'resource', 'outcome', 'error_code', 'ip'])
      .where('resource', '=', resource)
      .orderBy('id', 'desc')
      .execute();

  const countsAbout = (resource: string) =>
    db
      .selectFrom('audit_anonymous_refusals')
      .select(['action', 'resource', 'error_code', 'ip', 'count', 'first_at', 'last_at'])
      .where('resource', '=', resource)
      .execute();

  it('[SEC-4] [issue 26] 1,000 anonymous refusals from one address are a bounded number of rows that count them all', async () => {
    const ip = '203.0.113.26';
    const logBefore = await db
      .selectFrom('audit_log')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    for (let round = 0; round < 10; round += 1) {
      const answers = await Promise.all(
        Array.from({ length: 100 }, () =>
          app.inject({ method: 'GET', url: '/v1/patient/gatepass', remoteAddress: ip }),
        ),
      );
      expect(answers.map((a) => a.statusCode)).toEqual(Array(100).fill(401));
    }
    const logAfter = await db
      .selectFrom('audit_log')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(logAfter.n) - Number(logBefore.n)).toBe(0);
    const counts = (await countsAbout('gatepass')).filter((c) => c.ip === ip);
    // One row per hour: two when the run straddles an hour's turn
    expect(counts.length).toBeLessThanOrEqual(2);
    expect(counts.reduce((n, c) => n + c.count, 0)).toBe(1000);
    expect(counts[0]).toMatchObject({ action: 'read', error_code: 'UNAUTHORIZED' });
    for (const c of counts) expect(c.last_at.getTime()).toBeGreaterThanOrEqual(c.first_at.getTime());
  });

  it('[SEC-4] [issue 26] a refusal that names its patient stays one row each in the trail', async () => {
    const { patient } = await seedPatientWithSession(db);
    await writeAudit(
      { db },
      {
        patientId: patient.id,
        actor: 'anonymous',
        action: 'login',
        resource: 'x.named',
        outcome: 'refused',
        errorCode: 'LOGIN_FAILED',
        ip: '203.0.113.27',
      },
    );
    await writeAudit(
      { db },
      {
        patientId: patient.id,
        actor: 'anonymous',
        action: 'login',
        resource: 'x.named',
        outcome: 'refused',
        errorCode: 'LOGIN_FAILED',
        ip: '203.0.113.27',
      },
    );
    expect(await rowsAbout('x.named')).toHaveLength(2);
    expect(await countsAbout('x.named')).toEqual([]);
  });

  it('[SEC-4] a declared route writes who, whose, what and how it ended', async () => {
    const { headers, patient } = await seedPatientWithSession(db);
    const res = await app.inject({ method: 'GET', url: '/v1/patient/gatepass', headers });
    expect(res.statusCode).toBe(200);
    const [row] = (await rowsAbout('gatepass')).filter((r) => r.patient_id === patient.id);
    expect(row).toEqual({
      patient_id: patient.id,
      actor: `patient:${patient.id}`,
      action: 'read',
      resource: 'gatepass',
      outcome: 'success',
      error_code: null,
      ip: '127.0.0.1',
    });
  });

  it('[SEC-4] requests answered at the same time each get their own row; a row that cannot be written fails only its request', async () => {
    const { headers, patient } = await seedPatientWithSession(db);
    const before = (await rowsAbout('gatepass')).filter((r) => r.patient_id === patient.id).length;
    const [unwritable, ...reads] = await Promise.all([
      // not a uuid: the database refuses this row, and only this one
      app.inject({ method: 'POST', url: '/v1/test/webhook', payload: { patient_id: 'not-a-uuid' } }),
      ...Array.from({ length: 12 }, () =>
        app.inject({ method: 'GET', url: '/v1/patient/gatepass', headers }),
      ),
    ]);
    expect(unwritable!.statusCode).toBeGreaterThanOrEqual(400);
    expect(reads.map((r) => r.statusCode)).toEqual(Array(12).fill(200));
    const after = (await rowsAbout('gatepass')).filter((r) => r.patient_id === patient.id).length;
    expect(after - before).toBe(12);
  });

  it('[SEC-4] a handler names the resource it touched, never the value', async () => {
    const { headers, patient } = await seedPatientWithSession(db);
    const res = await app.inject({
      method: 'PUT',
      url: '/v1/patient/gatepass/property',
      headers,
      payload: { key: 'welcome_seen', value: true },
    });
    expect(res.statusCode).toBe(200);
    expect(await rowsAbout('gatepass.property.welcome_seen')).toContainEqual(
      expect.objectContaining({ patient_id: patient.id, action: 'update', outcome: 'success' }),
    );
  });

  it.each([
    ['no token', 'GET', '/v1/patient/gatepass', 'none', 401, 'UNAUTHORIZED', 'gatepass'],
    [
      'a missing CSRF token',
      'PUT',
      '/v1/patient/gatepass/property',
      'no-csrf',
      403,
      'CSRF_MISMATCH',
      'gatepass.property',
    ],
    [
      'bad input',
      'PUT',
      '/v1/patient/gatepass/property',
      'full',
      400,
      'VALIDATION_FAILED',
      'gatepass.property',
    ],
    ['an unknown /v1 path', 'GET', '/v1/nothing/here', 'none', 404, 'NOT_FOUND', 'unmatched'],
    ['a conflict', 'POST', '/v1/signup/addresses', 'full', 409, 'HIPAA_NOT_SIGNED', 'addresses'],
    ['a rate limit', 'GET', '/v1/test/limited', 'none', 429, 'RATE_LIMITED', '/v1/test/limited'],
  ])(
    '[SEC-4] a request refused for %s is audited with its code',
    async (_why, method, url, auth, status, code, resource) => {
      const { headers, patient } = await seedPatientWithSession(db);
      const sent =
        auth === 'none' ? {} : auth === 'no-csrf' ? { authorization: headers.authorization } : headers;
      const payload =
        url === '/v1/signup/addresses'
          ? {
              primary: { address1: '1 Main St', city: 'Springfield', state: 'IL', zip: '62701' },
              past: [],
            }
          : method === 'PUT'
            ? auth === 'full'
              ? { key: 'not_a_flag', value: true }
              : { key: 'welcome_seen', value: true }
            : undefined;
      const res = await app.inject({
        method: method as 'GET',
        url,
        headers: sent,
        ...(payload ? { payload } : {}),
      });
      expect(res.statusCode).toBe(status);
      if (auth === 'full') {
        expect((await rowsAbout(resource))[0]).toMatchObject({
          outcome: 'refused',
          error_code: code,
          patient_id: patient.id,
          actor: `patient:${patient.id}`,
        });
      } else {
        // No identity proved, no patient named: counted with its kind (see the flood test below)
        expect(await countsAbout(resource)).toContainEqual(
          expect.objectContaining({ error_code: code, ip: '127.0.0.1' }),
        );
      }
    },
  );

  it('[SEC-4] a request that fails on the server is audited as failed', async () => {
    const { headers } = await seedPatientWithSession(db);
    const res = await app.inject({ method: 'GET', url: '/v1/test/broken', headers });
    expect(res.statusCode).toBe(500);
    expect((await rowsAbout('test.broken'))[0]).toMatchObject({ outcome: 'failed', error_code: 'INTERNAL' });
  });

  it('[SEC-4] a handler that learns the patient while running names it on the row', async () => {
    const { patient } = await seedPatientWithSession(db);
    await app.inject({ method: 'POST', url: '/v1/test/webhook', payload: { patient_id: patient.id } });
    expect((await rowsAbout('test.webhook'))[0]).toMatchObject({
      patient_id: patient.id,
      actor: 'integration:test',
      outcome: 'success',
    });
  });

  it('[SEC-4] the raw URL of a refused request (it may carry personal data) is never stored', async () => {
    await app.inject({ method: 'GET', url: '/v1/patients/jordan.lee@example.com?phone=617-555-0199' });
    const stored = JSON.stringify([
      await db.selectFrom('audit_log').selectAll().execute(),
      await db.selectFrom('audit_anonymous_refusals').selectAll().execute(),
    ]);
    expect(stored).not.toContain('jordan.lee');
    expect(stored).not.toContain('617-555');
  });

  it.each([
    ['lower a count', sql`update audit_anonymous_refusals set count = 1`],
    ['rename a count', sql`update audit_anonymous_refusals set ip = '192.0.2.1', count = count + 1`],
    ['delete', sql`delete from audit_anonymous_refusals`],
    ['truncate', sql`truncate audit_anonymous_refusals`],
  ])(
    '[SEC-4] [issue 26] anonymous refusals only count up: %s is refused by the database',
    async (_op, statement) => {
      const entry = {
        patientId: null,
        actor: 'anonymous',
        action: 'read',
        resource: 'x.counted',
        outcome: 'refused' as const,
        errorCode: 'UNAUTHORIZED',
        ip: '203.0.113.28',
      };
      await writeAudit({ db }, entry);
      await writeAudit({ db }, entry);
      const before = await countsAbout('x.counted');
      await expect(statement.execute(db)).rejects.toThrow(/only counts up/);
      expect(await countsAbout('x.counted')).toEqual(before);
      expect(before.reduce((n, c) => n + c.count, 0)).toBeGreaterThanOrEqual(2);
    },
  );

  it.each([
    ['update', sql`update audit_log set actor = 'someone else'`],
    ['delete', sql`delete from audit_log`],
    ['truncate', sql`truncate audit_log`],
  ])('[SEC-4] the trail is append-only: %s is refused by the database', async (_op, statement) => {
    await writeAudit(
      { db },
      { patientId: null, actor: 'system', action: 'test', resource: 'x', outcome: 'success' },
    );
    const before = await db
      .selectFrom('audit_log')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirst();
    await expect(statement.execute(db)).rejects.toThrow(/append-only/);
    const after = await db
      .selectFrom('audit_log')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirst();
    expect(after).toEqual(before);
    expect(
      await db.selectFrom('audit_log').select('actor').where('actor', '=', 'someone else').execute(),
    ).toEqual([]);
  });
});
