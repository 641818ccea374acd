import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { nextCoordinatorCall } from '@portal/contract';
import type { AddressInfo } from 'node:net';
import type { App } from '../app.js';
import { testConfig } from '../config.js';
import type { Db } from '../db/database.js';
import { testDatabases } from '../test/databases.js';
import { markIdentityVerified, seedPatientWithSession, testApp } from '../test/helpers.js';
import { coordinatorTokenHash } from '../modules/identity/routes.js';
import { formatRequests, main, newCoordinatorToken, parseCoordinatorArgs } from './coordinator.js';

const ID = '0b8e7c1a-6d1f-4a43-9a53-0a2f3c5d7e91';

describe('coordinator command line', () => {
  it.each([
    [['list'], { command: 'list', url: 'http://localhost:8080' }],
    [['approve', ID], { command: 'approve', id: ID, url: 'http://localhost:8080' }],
    [['reject', ID, '--url', 'http://h:1/'], { command: 'reject', id: ID, url: 'http://h:1' }],
    [['new-token', 'Maria'], { command: 'new-token', name: 'maria' }],
    [['reviews'], { command: 'reviews', url: 'http://localhost:8080' }],
    [['approve-review', ID], { command: 'approve-review', id: ID, url: 'http://localhost:8080' }],
    [['reject-review', ID], { command: 'reject-review', id: ID, url: 'http://localhost:8080' }],
    [[], { command: 'help' }],
    [['approve'], { command: 'help', error: 'unknown command: approve' }],
    [['approve', 'nope'], { command: 'help', error: 'not a request id: nope' }],
    [['approve', ID, '--by', 'sam'], { command: 'help', error: 'unknown option: --by' }],
    [['approve', ID, '--url'], { command: 'help', error: '--url needs a value' }],
    [['new-token', 'a:b'], { command: 'help', error: 'a name is 1-40 letters, digits, . _ -: a:b' }],
  ])('reads %j', (argv, expected) => {
    expect(parseCoordinatorArgs(argv, {})).toEqual(expected);
  });

  it('makes a token whose hash is the entry the server reads', () => {
    const { token, entry } = newCoordinatorToken('maria');
    expect(entry).toBe(`maria:${coordinatorTokenHash(token)}`);
    expect(newCoordinatorToken('maria').token).not.toBe(token);
  });

  it('says when nobody is waiting', () => {
    expect(formatRequests([])).toBe('No patient is waiting for a coordinator.');
  });
});

describe.each(testDatabases())('coordinator tool against a running server on $name', (database) => {
  let db: Db;
  let app: App;
  let url: string;
  const maria = newCoordinatorToken('maria');
  const env = { PORTAL_COORDINATOR_TOKEN: maria.token };

  beforeAll(async () => {
    db = await database.open();
    process.env.COORDINATOR_TOKENS = `${maria.entry},${newCoordinatorToken('sam').entry}`;
    ({ app } = await testApp(db));
    delete process.env.COORDINATOR_TOKENS;
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

  it("[IDV-5] [issue 25] lists a waiting patient with their brand and approves them under the coordinator's own name", async () => {
    const { headers } = await seedPatientWithSession(db, testConfig(), 'acme');
    await app.inject({
      method: 'POST',
      url: '/v1/signup/assisted-verify-id',
      headers,
      payload: {
        phone: '617-555-0100',
        preferred_time: nextCoordinatorCall(new Date(), 'America/New_York').toISOString(),
        time_zone: 'America/New_York',
      },
    });
    const out = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    expect(await main(['list', '--url', url], env)).toBe(0);
    const listed = out.mock.calls.flat().join('\n');
    expect(listed).toContain('Jordan Lee');
    expect(listed).toContain('  brand:     Acme Care');
    const id = /^([0-9a-f-]{36})$/m.exec(listed)![1]!;

    expect(await main(['approve', id, '--url', url], env)).toBe(0);
    expect(out.mock.calls.flat().join('\n')).toMatch(new RegExp(`Approved ${id} by maria at \\d{4}-`));
    const row = await db
      .selectFrom('identity_attempts')
      .select(['outcome', 'decided_by', 'decided_at'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ outcome: 'passed', decided_by: 'maria' });
    expect(row.decided_at).toBeInstanceOf(Date);
    const gatepass = await app.inject({ method: 'GET', url: '/v1/patient/gatepass', headers });
    expect(gatepass.json().content.identity).toMatchObject({
      status: 'verified',
      method: 'assisted',
      assurance: { level: 'coordinator', method: 'assisted' },
    });
    const audit = await db
      .selectFrom('audit_log')
      .select('actor')
      .where('resource', '=', 'identity.attempt.approve')
      .execute();
    expect(audit).toContainEqual({ actor: 'coordinator:maria' });
  });

  it('[PROF-1] lists a legal-name change waiting for review and approves it: the new name applies', async () => {
    const { headers, patient } = await seedPatientWithSession(db);
    await markIdentityVerified(db, patient.id);
    await app.inject({
      method: 'PUT',
      url: '/v1/patient/name',
      headers,
      payload: { first_name: 'Jordan', last_name: 'Okafor' },
    });
    const out = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    expect(await main(['reviews', '--url', url], env)).toBe(0);
    const listed = out.mock.calls.flat().join('\n');
    expect(listed).toContain('asked for: Jordan Okafor');
    const id = new RegExp(
      `^([0-9a-f-]{36})\\n  patient:   Jordan Lee\\n  change:    legal name\\n  now:       Jordan Lee\\n  asked for: Jordan Okafor`,
      'm',
    ).exec(listed)![1]!;
    expect(await main(['approve-review', id, '--url', url], env)).toBe(0);
    expect(out.mock.calls.flat().join('\n')).toMatch(new RegExp(`Approved review ${id} by maria at \\d{4}-`));
    const names = await app.inject({ method: 'GET', url: '/v1/patient/names', headers });
    expect(names.json().content.names[0]).toMatchObject({ first_name: 'Jordan', last_name: 'Okafor' });
  });

  it('fails with a wrong token', async () => {
    const err = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await main(['list', '--url', url], { PORTAL_COORDINATOR_TOKEN: 'wrong' })).toBe(1);
    expect(err.mock.calls.flat().join(' ')).toContain('UNAUTHORIZED');
  });
});
