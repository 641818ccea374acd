import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AddressInfo } from 'node:net';
import type { App } from '../app.js';
import type { Db } from '../db/database.js';
import { testDatabases } from '../test/databases.js';
import { seedPatientWithSession, testApp } from '../test/helpers.js';
import { formatRequests, main, parseCoordinatorArgs } from './coordinator.js';

const ID = '0b8e7c1a-6d1f-4a43-9a53-0a2f3c5d7e91';

describe('coordinator command line', () => {
  it.each([
    [['list'], { command: 'list', url: 'http://localhost:8080' }],
    [['approve', ID], { command: 'approve', id: ID, by: 'os-user', url: 'http://localhost:8080' }],
    [
      ['reject', ID, '--by', 'Maria'],
      { command: 'reject', id: ID, by: 'Maria', url: 'http://localhost:8080' },
    ],
    [
      ['approve', ID, '--by=Sam', '--url', 'http://h:1/'],
      { command: 'approve', id: ID, by: 'Sam', url: 'http://h:1' },
    ],
    [[], { command: 'help' }],
    [['approve'], { command: 'help', error: 'unknown command: approve' }],
    [['approve', 'nope'], { command: 'help', error: 'not a request id: nope' }],
    [['approve', ID, '--by'], { command: 'help', error: '--by needs a value' }],
  ])('reads %j', (argv, expected) => {
    expect(parseCoordinatorArgs(argv, {}, 'os-user')).toEqual(expected);
  });

  it('says when nobody is waiting', () => {
    expect(formatRequests([])).toBe('No patient is waiting for a coordinator.');
  });
});

describe.each(testDatabases())('coordinator tool against a running server on $name', (database) => {
  let db: Db;
  let app: App;
  let url: string;
  const env = { PORTAL_COORDINATOR_TOKEN: 'cli-test-token' };

  beforeAll(async () => {
    db = await database.open();
    Object.assign(process.env, env);
    ({ app } = await testApp(db));
    delete process.env.PORTAL_COORDINATOR_TOKEN;
    await app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await app.close();
    await database.close(db);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('[IDV-5] lists a waiting patient and approves them, recording who and when', async () => {
    const { headers } = await seedPatientWithSession(db);
    await app.inject({
      method: 'POST',
      url: '/v1/signup/assisted-verify-id',
      headers,
      payload: { phone: '617-555-0100', preferred_time: new Date(Date.now() + 3600_000).toISOString() },
    });
    const out = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    expect(await main(['list', '--url', url], env)).toBe(0);
    const listed = out.mock.calls.flat().join('\n');
    expect(listed).toContain('Jordan Lee');
    const id = /^([0-9a-f-]{36})$/m.exec(listed)![1]!;

    expect(await main(['approve', id, '--by', 'maria', '--url', url], env)).toBe(0);
    expect(out.mock.calls.flat().join('\n')).toMatch(new RegExp(`Approved ${id} by maria at \\d{4}-`));
    const row = await db
      .selectFrom('identity_attempts')
      .select(['outcome', 'decided_by', 'decided_at'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ outcome: 'passed', decided_by: 'maria' });
    expect(row.decided_at).toBeInstanceOf(Date);
    const gatepass = await app.inject({ method: 'GET', url: '/v1/patient/gatepass', headers });
    expect(gatepass.json().content.identity).toEqual({ status: 'verified', method: 'assisted' });
  });

  it('fails with a wrong token', async () => {
    const err = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await main(['list', '--url', url], { PORTAL_COORDINATOR_TOKEN: 'wrong' })).toBe(1);
    expect(err.mock.calls.flat().join(' ')).toContain('UNAUTHORIZED');
  });
});
