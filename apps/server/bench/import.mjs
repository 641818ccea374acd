#!/usr/bin/env node
// Health-records figures (built server; `npm run bench` at the root builds it through turbo):
//  1. import throughput (resources/s) and peak memory for the largest Synthea bundle and for a generated
//     50,000-resource patient (streamed from a gzip file through gunzip and the bundle reader), each in its
//     own process;
//  2. p50/p99 of the timeline and of a trend endpoint under 50 concurrent clients for 10 s (autocannon),
//     as the demo patient once its first-start pull has finished.
import { execFile, spawn } from 'node:child_process';
import { createWriteStream, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createGzip } from 'node:zlib';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import autocannon from 'autocannon';

const here = dirname(fileURLToPath(import.meta.url));
const dist = join(here, '..', 'dist');
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const GENERATED = Number(process.env.BENCH_GENERATED_RESOURCES ?? 50_000);
const DEMO = { email: 'demo@example.com', password: 'Demo-Patient-2026!' };

const { defaultSampleDir } = await import(join(dist, 'providers/records/sample.js'));
const { syntheticBundleChunks } = await import(join(dist, 'fhir/synthetic/generator.js'));

async function importFigures() {
  const sampleDir = defaultSampleDir();
  const largest = readdirSync(sampleDir)
    .filter((f) => f.endsWith('.json.gz'))
    .map((f) => ({ f, size: statSync(join(sampleDir, f)).size }))
    .sort((a, b) => b.size - a.size)[0].f;
  const genDir = mkdtempSync(join(tmpdir(), 'import-bench-bundles-'));
  // gzip-compressed like the sample bundles, so it streams through the same reader
  const genFile = `synthetic-${GENERATED}.json.gz`;
  const file = createWriteStream(join(genDir, genFile));
  const out = createGzip({ level: 1 });
  out.pipe(file);
  for (const chunk of syntheticBundleChunks({ seed: 1, resources: GENERATED })) {
    if (!out.write(chunk)) await new Promise((r) => out.once('drain', r));
  }
  await new Promise((r) => (file.once('close', r), out.end()));
  const sizeMb = (statSync(join(genDir, genFile)).size / 2 ** 20).toFixed(1);
  const run = async (dir, file) => {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [join(here, 'import-one.mjs'), dir, file],
      {
        maxBuffer: 1 << 20,
      },
    );
    return JSON.parse(stdout.trim().split('\n').at(-1));
  };
  try {
    const rows = [await run(sampleDir, largest), await run(genDir, genFile)];
    rows[1].file = `${rows[1].file} (${sizeMb} MB)`;
    return rows;
  } finally {
    rmSync(genDir, { recursive: true, force: true });
  }
}

const freePort = () =>
  new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

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

const load = (opts) =>
  new Promise((resolve, reject) =>
    autocannon({ connections: CONNECTIONS, duration: DURATION, ...opts }, (err, result) =>
      err ? reject(err) : resolve(result),
    ),
  );

async function readFigures() {
  const dataDir = mkdtempSync(join(tmpdir(), 'records-bench-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [join(dist, 'main.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PORTAL_DATA_DIR: dataDir,
      PORTAL_DEV_OUTBOX: '1',
      PORTAL_RATE_LIMIT_FACTOR: '1000000',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      // BENCH_DEMO_RESOURCES=90000 gives the demo patient a timeline of about 10,000 entries.
      DEMO_RECORDS_RESOURCES: process.env.BENCH_DEMO_RESOURCES ?? '3000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
      try {
        if ((await fetch(`${base}/v1/patient/gatepass`)).status === 401) break;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 20));
    }
    const token = await signIn(base);
    const headers = { authorization: `Bearer ${token}` };
    for (;;) {
      const status = await api(base, 'GET', '/v1/datapull/status', undefined, headers);
      if (status.content.state === 'succeeded') break;
      if (status.content.state === 'failed') throw new Error('the demo pull failed');
      await new Promise((r) => setTimeout(r, 200));
    }
    const timeline = await api(base, 'GET', '/v1/patient/records', undefined, headers);
    const entries = timeline.content[0].medications.length + timeline.content[1].encounters.length;
    const trend = await api(base, 'GET', '/v1/patient/trends/vitals/BPRES', undefined, headers);
    const row = (name, r) => ({
      name,
      'p50 ms': r.latency.p50,
      'p99 ms': r.latency.p99,
      'req/s': Math.round(r.requests.average),
      '2xx': r['2xx'],
      'non-2xx': r.non2xx,
      errors: r.errors,
    });
    return [
      row(
        `GET /v1/patient/records (timeline, ${entries} entries)`,
        await load({ url: `${base}/v1/patient/records`, headers }),
      ),
      row(
        `GET /v1/patient/trends/vitals/BPRES (${trend.content.data.length} points)`,
        await load({ url: `${base}/v1/patient/trends/vitals/BPRES`, headers }),
      ),
    ];
  } finally {
    await new Promise((resolve) => (child.once('exit', resolve), child.kill('SIGTERM')));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const imports = await importFigures();
console.log('\nrecord import (streamed, batched upserts, each in its own process):');
console.table(imports);
const reads = await readFigures();
console.log(
  `records reads: ${CONNECTIONS} concurrent clients, ${DURATION} s each, loopback, PGlite, Node ${process.version}, ` +
    `${cpus().length} CPUs, load average ${loadavg()[0].toFixed(1)} (comparable only on a quiet machine)`,
);
console.table(reads);
