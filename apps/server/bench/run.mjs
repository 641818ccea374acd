#!/usr/bin/env node
// Server figures on loopback: cold start to first response, then p50/p99 of POST /v1/login and of an
// authenticated GET /v1/patient/gatepass under 50 concurrent clients for 10 s (autocannon).
// Runs the built server (npm run build first; `npm run bench` at the root does it through turbo).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';

const here = dirname(fileURLToPath(import.meta.url));
const main = join(here, '..', 'dist', 'main.js');
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DEMO = { email: 'demo@example.com', password: 'Demo-Patient-2026!' };

const freePort = () =>
  new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

async function startServer(dataDir, port, databaseUrl = '') {
  const started = performance.now();
  const child = spawn(process.execPath, [main], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PORTAL_DATA_DIR: dataDir,
      PORTAL_DEV_OUTBOX: '1',
      // The load test logs in thousands of times from one address as one patient.
      PORTAL_RATE_LIMIT_FACTOR: '1000000',
      LOG_LEVEL: 'warn',
      DATABASE_URL: databaseUrl,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/v1/patient/gatepass`);
      if (res.status === 401) return { child, ms: performance.now() - started };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 10));
  }
}

const stop = (child) => new Promise((resolve) => (child.once('exit', resolve), child.kill('SIGTERM')));

async function api(base, method, path, body, headers = {}) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return res.json();
}

async function signIn(base) {
  const login = await api(base, 'POST', '/v1/login', DEMO);
  const mfa_token = login.content.mfa_token;
  await api(base, 'POST', '/v1/mfa/choose', { mfa_token, method: 'sms' });
  const outbox = await api(base, 'GET', `/v1/dev/outbox?to=617-555-0100`);
  const confirm = await api(base, 'POST', '/v1/mfa/confirm', {
    mfa_token,
    code: outbox.content.messages[0].code,
  });
  return confirm.content.access_token;
}

/** Waits until the server has worked off the previous phase's backlog (queued password hashes). */
async function settle(base, token) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const t0 = performance.now();
    await fetch(`${base}/v1/patient/gatepass`, { headers: { authorization: `Bearer ${token}` } });
    if (performance.now() - t0 < 100) return;
    await new Promise((r) => setTimeout(r, 500));
  }
}

const load = (opts) =>
  new Promise((resolve, reject) =>
    autocannon({ connections: CONNECTIONS, duration: DURATION, ...opts }, (err, result) =>
      err ? reject(err) : resolve(result),
    ),
  );

/** Runs the whole measurement on one database: PGlite in a fresh data dir, or a fresh PostgreSQL database. */
async function measure(label, databaseUrl) {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  try {
    const cold = await startServer(dataDir, port, databaseUrl);
    await stop(cold.child);
    const warm = await startServer(dataDir, port, databaseUrl);
    try {
      const token = await signIn(base);
      const login = await load({
        url: `${base}/v1/login`,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(DEMO),
      });
      await settle(base, token);
      const gatepass = await load({
        url: `${base}/v1/patient/gatepass`,
        headers: { authorization: `Bearer ${token}` },
      });
      const row = (name, r) => ({
        database: label,
        name,
        'p50 ms': r.latency.p50,
        'p99 ms': r.latency.p99,
        'req/s': Math.round(r.requests.average),
        '2xx': r['2xx'],
        'non-2xx': r.non2xx,
        'errors/timeouts': r.errors + r.timeouts,
      });
      console.log(
        `${label}: start to first response: cold (empty database: migrations + demo seed) ${Math.round(cold.ms)} ms, ` +
          `warm ${Math.round(warm.ms)} ms`,
      );
      return [row('POST /v1/login', login), row('GET /v1/patient/gatepass', gatepass)];
    } finally {
      await stop(warm.child);
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
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

const rows = await measure('PGlite', '');
if (process.env.BENCH_DATABASE_URL)
  rows.push(...(await withPostgres(process.env.BENCH_DATABASE_URL, (url) => measure('PostgreSQL', url))));
console.log(
  `${CONNECTIONS} concurrent clients, ${DURATION} s each, loopback, Node ${process.version}, ` +
    `${cpus().length} CPUs, load average ${loadavg()[0].toFixed(1)} (figures are only comparable on a quiet machine)`,
);
console.table(rows);
