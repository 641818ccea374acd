import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from './db/database.js';
import { categoryOfResourceType, normaliseResource } from './fhir/normalise.js';
import { generateSyntheticEntries, SYNTHETIC_IDENTIFIER_SYSTEM } from './fhir/synthetic/generator.js';
import { testRecordsConfig } from './modules/datapull/config.js';
import { LOGIN_FREE_FAILURES } from './modules/accounts/rules.js';
import { addSourceIdentifier } from './modules/datapull/queries.js';
import { startPull } from './modules/datapull/service.js';
import { testJobsConfig } from './modules/jobs/config.js';
import { RECORD_TABLES } from './modules/records/queries.js';
import { parseJobsArgs, runJobsCommand } from './cli/jobs.js';
import { testConfig } from './config.js';
import { postgresDatabase } from './test/databases.js';
import { completeOnboardingGates, seedPatientWithSession, testApp } from './test/helpers.js';

/*
 * [issue 27] A fleet: two instances on one PostgreSQL behind a round-robin proxy (made here), and a worker-only
 * process (`npm run worker`) killed in the middle of a pull. What one instance starts, the other continues:
 * sessions, record pulls (each run exactly once), the killed worker's pull after its lease, and the limits.
 */

const postgres = postgresDatabase();
/** Synthetic bundles: `seed-<n>` at the sample source gives `synthetic:<n>:<demoResources>`. */
const KILLED_SEED = 7;
const KILLED_RESOURCES = 1500;
/** The instances' sample source: smaller bundles for the pulls they start themselves. */
const records = { ...testRecordsConfig(), demoResources: 100 };
const rowsOf = (seed: number, resources: number) =>
  [...generateSyntheticEntries({ seed, resources })]
    .filter((e) => categoryOfResourceType(e.resource!.resourceType))
    .flatMap((e) => normaliseResource(e.resource!)).length;

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out; last seen ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The round-robin proxy: each request to the next instance; `served` says which instance had each. */
function roundRobin(ports: number[]) {
  const served: number[] = [];
  const server = http.createServer((req, res) => {
    const index = served.length % ports.length;
    served.push(index);
    const upstream = http.request(
      { host: '127.0.0.1', port: ports[index], method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  return { server, served };
}

describe.skipIf(!postgres)('two instances and a worker on one PostgreSQL', () => {
  let dataDir = '';
  const instances: ({ db: Db } & Awaited<ReturnType<typeof testApp>>)[] = [];
  let db: Db;
  let proxy: ReturnType<typeof roundRobin>;
  let base = '';
  let killedPatient = '';

  const patientWithSyntheticRecords = async (seed: number) => {
    const seeded = await seedPatientWithSession(db);
    await completeOnboardingGates(db, seeded.patient.id);
    await addSourceIdentifier(db, {
      patient_id: seeded.patient.id,
      system: SYNTHETIC_IDENTIFIER_SYSTEM,
      value: `seed-${seed}`,
    });
    return seeded;
  };

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'portal-fleet-'));
    db = await postgres!.open();
    // A worker-only process takes a pull and is killed (SIGKILL: no hand-back) after its first batches.
    killedPatient = (await patientWithSyntheticRecords(KILLED_SEED)).patient.id;
    await startPull({ db, config: { records }, now: () => new Date() }, { patientId: killedPatient });
    const worker = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'worker.ts')], {
      env: {
        ...process.env,
        NODE_ENV: 'development',
        DATABASE_URL: postgres!.shared!.url,
        PORTAL_DATA_DIR: dataDir,
        PORTAL_MIGRATE_ON_START: '0',
        PORTAL_PULL_LEASE_SECONDS: '2',
        PORTAL_PULL_BATCH: '100',
        DEMO_RECORDS_RESOURCES: String(KILLED_RESOURCES),
        LOG_LEVEL: 'silent',
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    const exited = new Promise((resolve) => worker.on('exit', resolve));
    const checkpoint = () =>
      db
        .selectFrom('data_pull_jobs')
        .select(['checkpoint', 'state'])
        .where('patient_id', '=', killedPatient)
        .executeTakeFirstOrThrow();
    await until(checkpoint, (job) => job.checkpoint >= 200, 30_000);
    worker.kill('SIGKILL');
    await exited;
    expect((await checkpoint()).checkpoint).toBeLessThan(KILLED_RESOURCES);

    for (let i = 0; i < 2; i++) {
      const own = await postgres!.shared!.connect();
      const { app, messages } = await testApp(own, {
        records,
        jobs: testJobsConfig({ run: true, concurrency: 2 }),
      });
      await app.listen({ port: 0, host: '127.0.0.1' });
      instances.push({ db: own, app, messages });
    }
    proxy = roundRobin(instances.map(({ app }) => (app.server.address() as AddressInfo).port));
    await new Promise<void>((resolve) => proxy.server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(proxy.server.address() as AddressInfo).port}`;
  }, 60_000);

  afterAll(async () => {
    proxy?.server.close();
    for (const { app, db: own } of instances) {
      await app.close();
      await own.destroy();
    }
    if (db) await postgres!.close(db);
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  const call = async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
    const answer = await fetch(base + path, {
      method,
      headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    return {
      status: answer.status,
      body: (await answer.json()) as { content: Record<string, string>; error?: string },
    };
  };
  const rowsFor = async (patientId: string) => {
    let rows = 0;
    for (const table of RECORD_TABLES) {
      const r = await sql<{ n: number }>`
        select count(*)::int as n from ${sql.table(table)} where patient_id = ${patientId}`.execute(db);
      rows += r.rows[0]!.n;
    }
    return rows;
  };

  it("[issue 27] a killed worker's pull is finished by an instance after its lease, every record once", async () => {
    const job = await until(
      () =>
        db
          .selectFrom('data_pull_jobs')
          .selectAll()
          .where('patient_id', '=', killedPatient)
          .executeTakeFirstOrThrow(),
      (row) => row.state === 'succeeded',
      20_000,
    );
    expect(job).toMatchObject({ attempts: 2, checkpoint: KILLED_RESOURCES });
    expect(await rowsFor(killedPatient)).toBe(rowsOf(KILLED_SEED, KILLED_RESOURCES));
  });

  it('[issue 27] signed in through one instance, the session refreshes on the other', async () => {
    const { patient } = await seedPatientWithSession(db);
    const before = proxy.served.length;
    const login = await call('POST', '/v1/login', { email: patient.email, password: 'Correct-Horse-9!' });
    expect(login.status).toBe(200);
    const { mfa_token } = login.body.content;
    expect((await call('POST', '/v1/mfa/choose', { mfa_token, method: 'sms' })).status).toBe(200);
    const code = instances
      .flatMap(({ messages }) => messages.sent)
      .filter((m) => m.to === patient.phone && m.code)
      .at(-1)!.code;
    const confirmed = await call('POST', '/v1/mfa/confirm', { mfa_token, code });
    expect(confirmed.status).toBe(200);
    const refreshed = await call('GET', '/v1/refresh-token', undefined, {
      'refresh-authorization': String(confirmed.body.content.refresh_token),
    });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.content.access_token).toEqual(expect.any(String));
    // Each step went to the other instance than the one before it.
    expect(proxy.served.slice(before)).toEqual([0, 1, 0, 1].map((i) => (i + before) % 2));
  });

  /** A server process of its own (`npm start`) on the fleet's database: nothing in memory shared with this one. */
  async function serverProcess() {
    const probe = http.createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const port = (probe.address() as AddressInfo).port;
    await new Promise((resolve) => probe.close(resolve));
    const child = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'main.ts')], {
      env: {
        ...process.env,
        NODE_ENV: 'development',
        DATABASE_URL: postgres!.shared!.url,
        JWT_SECRET: testConfig().jwtSecret,
        HOST: '127.0.0.1',
        PORT: String(port),
        PORTAL_DATA_DIR: dataDir,
        PORTAL_MIGRATE_ON_START: '0',
        PORTAL_RUN_JOBS: '0',
        LOG_LEVEL: 'silent',
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    const url = `http://127.0.0.1:${port}`;
    const answered = () =>
      fetch(`${url}/v1/patient/gatepass`).then(
        (answer) => answer.status,
        () => 0,
      );
    await until(answered, (status) => status === 401 || child.exitCode !== null, 45_000);
    if (child.exitCode !== null) throw new Error(`the server process exited with ${child.exitCode}`);
    const stop = () => new Promise((resolve) => (child.once('exit', resolve), child.kill('SIGTERM')));
    return { url, stop };
  }

  it('[SESS-4] [issue 28] a session logged out on one instance reads nothing more on another, at once', async () => {
    const other = await serverProcess();
    try {
      const { headers } = await seedPatientWithSession(db);
      const here = (method: string) =>
        instances[0]!.app.inject({
          method,
          url: method === 'GET' ? '/v1/patient/gatepass' : '/v1/logout',
          headers,
        });
      const there = () => fetch(`${other.url}/v1/patient/gatepass`, { headers });
      // Both have served the session: whatever either keeps of it in memory, it has it now
      for (let i = 0; i < 2; i++) {
        expect((await here('GET')).statusCode).toBe(200);
        expect((await there()).status).toBe(200);
      }
      expect((await here('POST')).statusCode).toBe(200);
      const after = await there();
      expect(after.status).toBe(401);
      expect(((await after.json()) as { content?: unknown }).content).toBeUndefined();
    } finally {
      await other.stop();
    }
  }, 60_000);

  it('[issue 27] pulls started through both instances each run exactly once', async () => {
    const patients = await Promise.all([11, 12, 13, 14].map((seed) => patientWithSyntheticRecords(seed)));
    for (const { headers } of patients)
      expect((await call('POST', '/v1/datapull/init', {}, headers)).status).toBe(200);
    for (const [i, { patient }] of patients.entries()) {
      await until(
        () =>
          db
            .selectFrom('data_pulls')
            .select('state')
            .where('patient_id', '=', patient.id)
            .executeTakeFirstOrThrow(),
        (pull) => pull.state === 'succeeded',
        20_000,
      );
      const jobs = await db
        .selectFrom('data_pull_jobs')
        .selectAll()
        .where('patient_id', '=', patient.id)
        .execute();
      expect(jobs.map((j) => ({ state: j.state, attempts: j.attempts }))).toEqual([
        { state: 'succeeded', attempts: 1 },
      ]);
      expect(await rowsFor(patient.id)).toBe(rowsOf([11, 12, 13, 14][i]!, records.demoResources));
      // The import's audit row follows the pull's completion: one, never two.
      const imports = await until(
        () =>
          db
            .selectFrom('audit_log')
            .select('id')
            .where('patient_id', '=', patient.id)
            .where('action', '=', 'import')
            .execute(),
        (rows) => rows.length > 0,
        5000,
      );
      expect(imports).toHaveLength(1);
    }
  });

  it('[issue 27] the login limit holds across both instances', async () => {
    const { patient } = await seedPatientWithSession(db);
    const statuses: number[] = [];
    for (let i = 0; i < LOGIN_FREE_FAILURES + 3; i++)
      statuses.push(
        (await call('POST', '/v1/login', { email: patient.email, password: `Wrong-Horse-${i}!` })).status,
      );
    // The failures are counted in the database, not per instance: alternating instances buys no extra tries.
    expect(statuses).toEqual([...Array(LOGIN_FREE_FAILURES + 1).fill(400), 429, 429]);
    // The right password now waits too, on whichever instance answers.
    for (let i = 0; i < 2; i++)
      expect(
        (await call('POST', '/v1/login', { email: patient.email, password: 'Correct-Horse-9!' })).status,
      ).toBe(429);
  });

  it('[issue 27] an operator lists the dead letters and queues one again; an instance then sends it', async () => {
    const { patient } = await seedPatientWithSession(db);
    const dead = await db
      .insertInto('background_jobs')
      .values({
        kind: 'notification.send',
        payload: JSON.stringify({
          patientId: patient.id,
          channel: 'email',
          categories: ['records'],
        }) as never,
        state: 'dead',
        attempts: 3,
        max_attempts: 3,
        last_error: 'EENVELOPE',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const lines: string[] = [];
    const jobs = (...args: string[]) => {
      const command = parseJobsArgs(args);
      if (command.command === 'help') throw new Error('not a command');
      lines.length = 0;
      return runJobsCommand(db, command, { log: (l) => lines.push(l), error: (l) => lines.push(l) });
    };
    expect(await jobs('dead-letters')).toBe(0);
    expect(lines).toContainEqual(
      expect.stringContaining(`${dead.id}  notification.send  attempts 3  EENVELOPE`),
    );
    expect(await jobs('retry', dead.id)).toBe(0);
    expect(lines).toEqual([`queued again: ${dead.id}`]);
    const sent = await until(
      async () => instances.flatMap(({ messages }) => messages.sent).filter((m) => m.to === patient.email),
      (messages) => messages.length > 0,
      5000,
    );
    expect(sent.map((m) => m.channel)).toEqual(['email']);
    expect(await jobs('retry', dead.id)).toBe(1);
    expect(lines).toEqual([`no dead letter ${dead.id}`]);
  });
});
