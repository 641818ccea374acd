#!/usr/bin/env node
// Server figures on loopback (the built server; `npm run bench` at the root builds it through turbo):
//  - cold start (empty database: migrations + demo seed) and warm start to the first answer;
//  - POST /v1/login under load: p50/p99 reported on their own (scrypt is meant to be slow);
//  - authenticated reads under 50 concurrent clients, 10 s each (autocannon), as the demo patient once its
//    first pull has finished: gatepass, records summary, a trend, the timeline.
// Budgets (issue 28): on embedded PGlite each read's p99 ≤ 2× the floor's p99 (bench/pglite-floor.mjs: Fastify
// and one primary-key select, nothing else), the two measured in alternating slices of the same run so a busy
// machine weighs on both alike; on PostgreSQL (BENCH_DATABASE_URL, a server the bench may create a throw-away
// database on; without it the figure is missed) ≥ 5,000 authenticated reads/s (mean of the four) and each read's
// p99 ≤ 25 ms.
// Short mode: 10 clients, a fixed few requests each; it checks every request was answered, reports timings.
import autocannon from 'autocannon';
import pg from 'pg';
import { budget, figure, median, reportBudgets, short } from '../../../tools/bench.mjs';
import { DEMO, api, signIn, startServer } from '../../../tools/portal-server.mjs';
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const DURATION = short ? 1 : Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = short ? 10 : Number(process.env.BENCH_CONNECTIONS ?? 50);
/** Slices per PGlite read: floor, read, floor, read… each DURATION / SLICES seconds; the medians are compared. */
const SLICES = short ? 1 : 3;
/** Issue 28's budgets: the PGlite read against its floor, and PostgreSQL where production runs. */
const PGLITE_FLOOR_RATIO = 2;
const POSTGRES_READS_PER_SECOND = 5000;
const POSTGRES_P99_MS = 25;
const READS = [
  '/v1/patient/gatepass',
  '/v1/patient/records/summary',
  '/v1/patient/trends/vitals/BPRES',
  '/v1/patient/records',
];

/** Short mode sends a fixed number of requests (a loaded test machine may answer few in a second). */
const load = (opts, amount, duration = DURATION) =>
  new Promise((resolve, reject) =>
    autocannon(
      { connections: CONNECTIONS, ...(short ? { amount } : { duration }), ...opts },
      (err, result) => (err ? reject(err) : resolve(result)),
    ),
  );

/** Waits until the server has worked off the previous phase's backlog (queued password hashes). */
async function settle(base, headers) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const t0 = performance.now();
    await fetch(`${base}/v1/patient/gatepass`, { headers });
    if (performance.now() - t0 < 100) return;
    await new Promise((r) => setTimeout(r, 500));
  }
}

async function demoPullFinished(base, headers) {
  for (;;) {
    const status = await api(base, 'GET', '/v1/datapull/status', undefined, headers);
    if (status.content.state === 'succeeded') return;
    if (status.content.state === 'failed') throw new Error('the demo pull failed');
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** The whole measurement on one database: PGlite in a fresh data folder, or a fresh PostgreSQL database. */
async function measure(label, databaseUrl) {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-'));
  try {
    const cold = await startServer({ dataDir, databaseUrl });
    await cold.stop();
    // The server seeds the demo patient on embedded PGlite only (a known password); on the bench's throw-away
    // PostgreSQL database the bench seeds it, so both measure the same patient
    if (databaseUrl) await seedDemo(databaseUrl);
    const warm = await startServer({ dataDir, databaseUrl });
    try {
      const { base } = warm;
      figure(`${label} start, cold (migrations + demo seed)`, Math.round(cold.ms), ' ms');
      figure(`${label} start, warm`, Math.round(warm.ms), ' ms');
      const headers = { authorization: `Bearer ${(await signIn(base)).access_token}` };
      await demoPullFinished(base, headers);

      // One account from one address is refused while its previous attempt is counted (accounts' per-pair
      // delay), so the load signs in as a new unknown email each time: the same scrypt work (a decoy hash),
      // answered 400 LOGIN_FAILED, each attempt a fresh pair
      let attempt = 0;
      const login = await load(
        {
          url: `${base}/v1/login`,
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          setupRequest: (request) => ({
            ...request,
            body: JSON.stringify({ email: `load-${(attempt += 1)}@example.com`, password: DEMO.password }),
          }),
        },
        10,
      );
      const codes = login.statusCodeStats ?? {};
      const answered = (code) => codes[code]?.count ?? 0;
      if (short && answered(400) === 0) throw new Error('POST /v1/login: no password was checked');
      figure(`${label} POST /v1/login p50`, login.latency.p50, ' ms');
      figure(`${label} POST /v1/login p99`, login.latency.p99, ' ms');
      figure(
        `${label} POST /v1/login checked (400) / busy (503) / timeouts`,
        answered(400),
        ` / ${answered(503)} / ${login.timeouts}`,
      );
      await settle(base, headers);

      const reads =
        label === 'PGlite' ? await pgliteReads(base, headers) : await postgresReads(base, headers);
      if (label === 'PostgreSQL')
        budget(`${label} authenticated reads/s (mean of the four reads)`, Math.round(reads), {
          min: POSTGRES_READS_PER_SECOND,
        });
    } finally {
      await warm.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** One read's load; its errors are a budget of their own, and in short mode no answer at all breaks the bench. */
async function read(base, path, headers, duration) {
  const r = await load({ url: `${base}${path}`, headers }, 50, duration);
  if (short && r['2xx'] === 0)
    throw new Error(`${path}: no 2xx answer (${r.errors} errors, ${r.timeouts} timeouts)`);
  // autocannon leaves timed-out requests out of its latencies: no answer at all counts as the timeout
  return { ...r, p99: r['2xx'] ? r.latency.p99 : 10_000 };
}

const errorsBudget = (label, path, runs) =>
  budget(
    `${label} GET ${path} errors + timeouts + non-2xx`,
    runs.reduce((sum, r) => sum + r.errors + r.timeouts + r.non2xx, 0),
    { max: 0 },
  );

/** PostgreSQL: each read for DURATION; answers the mean of their requests per second. */
async function postgresReads(base, headers) {
  let readsPerSecond = 0;
  for (const path of READS) {
    const r = await read(base, path, headers, DURATION);
    errorsBudget('PostgreSQL', path, [r]);
    readsPerSecond += r.requests.average / READS.length;
    budget(`PostgreSQL GET ${path} p99`, r.p99, { max: POSTGRES_P99_MS, unit: ' ms' });
    figure(`PostgreSQL GET ${path} req/s`, Math.round(r.requests.average));
  }
  return readsPerSecond;
}

/**
 * PGlite: each read against the floor under its budget (bench/pglite-floor.mjs), the two loaded in turn, slice
 * by slice, and their median p99s compared: what the API adds to one select on the same database, whatever
 * else the machine is doing meanwhile.
 */
async function pgliteReads(base, headers) {
  const floor = await startFloor();
  try {
    for (const path of READS) {
      const reads = [];
      const floors = [];
      for (let slice = 0; slice < SLICES; slice += 1) {
        floors.push(await floor.load(DURATION / SLICES));
        reads.push(await read(base, path, headers, DURATION / SLICES));
      }
      errorsBudget('PGlite', path, reads);
      const p99 = median(reads.map((r) => r.p99));
      const floorP99 = median(floors.map((r) => r.latency.p99));
      figure(`PGlite GET ${path} p99 (floor's p99 beside it)`, p99, ` ms / ${floorP99} ms`);
      budget(`PGlite GET ${path} p99 ÷ floor's p99`, Math.round((p99 / floorP99) * 100) / 100, {
        max: PGLITE_FLOOR_RATIO,
        unit: '×',
      });
      figure(
        `PGlite GET ${path} req/s (floor's beside it)`,
        Math.round(median(reads.map((r) => r.requests.average))),
        ` / ${Math.round(median(floors.map((r) => r.requests.average)))}`,
      );
    }
  } finally {
    floor.stop();
  }
}

/**
 * What the read budget is up against: Fastify answering each request with one select on embedded PGlite and
 * nothing else. An authenticated read does that much and more (its token, session, data and audit row).
 */
async function startFloor() {
  const child = fork(fileURLToPath(new URL('./pglite-floor.mjs', import.meta.url)), {
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  try {
    const port = await new Promise((resolve, reject) => {
      child.once('message', resolve);
      child.once('exit', (code) => reject(new Error(`bench/pglite-floor.mjs exited with ${code}`)));
    });
    return {
      load: async (duration) => {
        const r = await load({ url: `http://127.0.0.1:${port}/` }, 50, duration);
        if (r['2xx'] === 0) throw new Error('bench/pglite-floor.mjs: no 2xx answer');
        return r;
      },
      stop: () => child.kill(),
    };
  } catch (error) {
    child.kill();
    throw error;
  }
}

async function seedDemo(url) {
  const { createDatabase } = await import(new URL('../dist/db/database.js', import.meta.url));
  const { seedDemoPatient } = await import(new URL('../dist/modules/accounts/seed.js', import.meta.url));
  const db = await createDatabase({ url });
  try {
    await seedDemoPatient({ db, config: { env: 'development' } });
  } finally {
    await db.destroy();
  }
}

/** BENCH_DATABASE_URL (a PostgreSQL server): also measure there, in a throw-away database. */
async function withPostgres(serverUrl, run) {
  const name = `portal_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  try {
    return await run(url.toString());
  } finally {
    await admin.query(`drop database ${name} with (force)`);
    await admin.end();
  }
}

const title = (database) =>
  `API on ${database}, loopback, ${CONNECTIONS} concurrent clients, ${short ? 'a few requests' : `${DURATION} s`} per figure`;
await measure('PGlite', '');
reportBudgets(title('embedded PGlite'));
if (process.env.BENCH_DATABASE_URL) {
  await withPostgres(process.env.BENCH_DATABASE_URL, (url) => measure('PostgreSQL', url)).catch((error) => {
    console.error(`PostgreSQL not measured: ${error.message}`);
    budget('PostgreSQL authenticated reads/s (not measured)', 0, { min: POSTGRES_READS_PER_SECOND });
  });
  reportBudgets(title('PostgreSQL'));
} else if (!short) {
  console.log(
    'PostgreSQL not measured: set BENCH_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test)',
  );
  budget('PostgreSQL authenticated reads/s (not measured)', 0, { min: POSTGRES_READS_PER_SECOND });
  reportBudgets(title('PostgreSQL'));
}
