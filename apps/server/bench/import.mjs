#!/usr/bin/env node
// Health-records figures (built server; `npm run bench` at the root builds it through turbo):
//  1. import throughput (resources/s) and peak memory for the largest Synthea bundle and for a generated
//     50,000-resource patient (streamed from a gzip file through gunzip and the bundle reader), each in its
//     own process;
//  2. p50/p99 of the timeline and of a trend endpoint under 50 concurrent clients for 10 s (autocannon),
//     as the demo patient once its first-start pull has finished.
import { execFile } from 'node:child_process';
import { createWriteStream, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createGzip } from 'node:zlib';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import autocannon from 'autocannon';
import { short } from '../../../tools/bench.mjs';
import { api, signIn, startServer } from '../../../tools/portal-server.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const dist = join(here, '..', 'dist');
// Short mode (npm test): a 500-resource generated patient and a fixed few requests, so it runs in seconds.
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = short ? 10 : Number(process.env.BENCH_CONNECTIONS ?? 50);
const GENERATED = short ? 500 : Number(process.env.BENCH_GENERATED_RESOURCES ?? 50_000);

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

const load = (opts) =>
  new Promise((resolve, reject) =>
    autocannon(
      { connections: CONNECTIONS, ...(short ? { amount: 20 } : { duration: DURATION }), ...opts },
      (err, result) => (err ? reject(err) : resolve(result)),
    ),
  );

async function readFigures() {
  const server = await startServer({
    // BENCH_DEMO_RESOURCES=90000 gives the demo patient a timeline of about 10,000 entries.
    env: { DEMO_RECORDS_RESOURCES: process.env.BENCH_DEMO_RESOURCES ?? (short ? '300' : '3000') },
  });
  const { base } = server;
  try {
    const headers = { authorization: `Bearer ${(await signIn(base)).access_token}` };
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
    await server.stop();
  }
}

const imports = await importFigures();
console.log('\nrecord import (streamed, batched upserts, each in its own process):');
console.table(imports);
const reads = await readFigures();
console.log(
  `records reads: ${CONNECTIONS} concurrent clients, ${short ? '20 requests' : `${DURATION} s`} each, loopback, PGlite, Node ${process.version}, ` +
    `${cpus().length} CPUs, load average ${loadavg()[0].toFixed(1)} (comparable only on a quiet machine)`,
);
console.table(reads);
// A bench that stops half way or imports nothing must fail, in short mode too
const broken = [
  ...imports
    .filter((r) => r.state !== 'succeeded' || !(r.resources > 0))
    .map((r) => `import of ${r.file}: ${r.state}`),
  ...reads
    .filter((r) => !(r['2xx'] > 0) || r['non-2xx'] || r.errors)
    .map((r) => `${r.name}: failed requests`),
];
if (broken.length) {
  console.error(`records bench: ${broken.join('; ')}`);
  process.exitCode = 1;
}
