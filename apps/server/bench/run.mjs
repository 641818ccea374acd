#!/usr/bin/env node
// Server figures on loopback (the built server; `npm run bench` at the root builds it through turbo):
//  - cold start (empty database: migrations + demo seed) and warm start to the first answer;
//  - POST /v1/login under load: p50/p99 reported on their own (scrypt is meant to be slow);
//  - authenticated reads under 50 concurrent clients, 10 s each (autocannon), as the demo patient once its
//    first pull has finished: gatepass, records summary, a trend, the timeline.
// Budgets: on embedded PGlite every read p99 ≤ 20 ms; on PostgreSQL (BENCH_DATABASE_URL, a server the bench
// may create a throw-away database on; without it the figure is missed) ≥ 2,000 authenticated reads/s.
// Short mode: 10 clients, a fixed few requests each; it checks every request was answered, reports timings.
// Beside the PGlite reads, the floor under their budget (bench/pglite-floor.mjs) under the same load.
import autocannon from 'autocannon';
import pg from 'pg';
import { budget, figure, reportBudgets, short } from '../../../tools/bench.mjs';
import { DEMO, api, signIn, startServer } from '../../../tools/portal-server.mjs';
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const DURATION = short ? 1 : Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = short ? 10 : Number(process.env.BENCH_CONNECTIONS ?? 50);
const READS = [
  '/v1/patient/gatepass',
  '/v1/patient/records/summary',
  '/v1/patient/trends/vitals/BPRES',
  '/v1/patient/records',
];

/** Short mode sends a fixed number of requests (a loaded test machine may answer few in a second). */
const load = (opts, amount) =>
  new Promise((resolve, reject) =>
    autocannon(
      { connections: CONNECTIONS, ...(short ? { amount } : { duration: DURATION }), ...opts },
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

      let readsPerSecond = 0;
      for (const path of READS) {
        const r = await load({ url: `${base}${path}`, headers }, 50);
        // In short mode no answer at all means the bench is broken; in a full run it is a missed budget
        if (short && r['2xx'] === 0)
          throw new Error(`${path}: no 2xx answer (${r.errors} errors, ${r.timeouts} timeouts)`);
        budget(`${label} GET ${path} errors + timeouts + non-2xx`, r.errors + r.timeouts + r.non2xx, {
          max: 0,
        });
        readsPerSecond += r.requests.average / READS.length;
        // autocannon leaves timed-out requests out of its latencies: no answer at all counts as the timeout
        const p99 = r['2xx'] ? r.latency.p99 : 10_000;
        if (label === 'PGlite') budget(`${label} GET ${path} p99`, p99, { max: 20, unit: ' ms' });
        else figure(`${label} GET ${path} p99`, p99, ' ms');
        figure(`${label} GET ${path} req/s`, Math.round(r.requests.average));
      }
      if (label === 'PostgreSQL')
        budget(`${label} authenticated reads/s (mean of the four reads)`, Math.round(readsPerSecond), {
          min: 2000,
        });
    } finally {
      await warm.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * What the read budget is up against: Fastify answering each request with one select on embedded PGlite and
 * nothing else. An authenticated read does that much and more (its session, its data, its audit row).
 */
async function measureFloor() {
  const child = fork(fileURLToPath(new URL('./pglite-floor.mjs', import.meta.url)), {
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  try {
    const port = await new Promise((resolve, reject) => {
      child.once('message', resolve);
      child.once('exit', (code) => reject(new Error(`bench/pglite-floor.mjs exited with ${code}`)));
    });
    const r = await load({ url: `http://127.0.0.1:${port}/` }, 50);
    if (r['2xx'] === 0) throw new Error('bench/pglite-floor.mjs: no 2xx answer');
    const what = 'PGlite floor: one select per request, no token, session or audit';
    figure(`${what} p99`, r.latency.p99, ' ms');
    figure(`${what} req/s`, Math.round(r.requests.average));
  } finally {
    child.kill();
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
await measureFloor();
reportBudgets(title('embedded PGlite'));
if (process.env.BENCH_DATABASE_URL) {
  await withPostgres(process.env.BENCH_DATABASE_URL, (url) => measure('PostgreSQL', url)).catch((error) => {
    console.error(`PostgreSQL not measured: ${error.message}`);
    budget('PostgreSQL authenticated reads/s (not measured)', 0, { min: 2000 });
  });
  reportBudgets(title('PostgreSQL'));
} else if (!short) {
  console.log(
    'PostgreSQL not measured: set BENCH_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test)',
  );
  budget('PostgreSQL authenticated reads/s (not measured)', 0, { min: 2000 });
  reportBudgets(title('PostgreSQL'));
}
