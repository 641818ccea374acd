#!/usr/bin/env node
// Record import figures (built server; `npm run bench` at the root builds it through turbo), each import in its
// own process (bench/import-one.mjs) so its memory is its own, the median of BENCH_RUNS runs (3; 1 in short mode):
//  - the largest Synthea sample bundle on PGlite (a real patient's mix; reported, no budget);
//  - a generated 50,000-resource patient (streamed from a gzip file through gunzip and the bundle reader) on
//    embedded PGlite (budget ≥ 2,000 resources/s) and on PostgreSQL when BENCH_DATABASE_URL names a server the
//    bench may create throw-away schemas on (budget ≥ 5,000 resources/s; without it the figure is missed);
//  - memory flat: peak RSS ≤ 256 MB. On PGlite the database itself lives in the process (its WebAssembly
//    memory, about 800 MB reserved at start), so there the budget is the growth over the RSS before the import.
// Short mode (npm test): a 500-resource patient, one run, no Synthea sample; it checks that each import reached its end with every
// resource stored, and only reports the timings.
import { execFile } from 'node:child_process';
import { createWriteStream, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createGzip } from 'node:zlib';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { budget, figure, median, reportBudgets, short } from '../../../tools/bench.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const dist = join(here, '..', 'dist');
const GENERATED = short ? 500 : Number(process.env.BENCH_GENERATED_RESOURCES ?? 50_000);
const RUNS = short ? 1 : Number(process.env.BENCH_RUNS ?? 3);
const MEMORY_MB = 256;

const { defaultSampleDir } = await import(join(dist, 'providers/records/sample.js'));
const { syntheticBundleChunks } = await import(join(dist, 'fhir/synthetic/generator.js'));

/** The generated patient as a gzip bundle like the samples; answers its folder and file name. */
async function generatedBundle() {
  const dir = mkdtempSync(join(tmpdir(), 'import-bench-bundles-'));
  const name = `synthetic-${GENERATED}.json.gz`;
  const file = createWriteStream(join(dir, name));
  const out = createGzip({ level: 1 });
  out.pipe(file);
  for (const chunk of syntheticBundleChunks({ seed: 1, resources: GENERATED })) {
    if (!out.write(chunk)) await new Promise((r) => out.once('drain', r));
  }
  await new Promise((r) => (file.once('close', r), out.end()));
  return { dir, name, mb: (statSync(join(dir, name)).size / 2 ** 20).toFixed(1) };
}

async function importOnce(dir, file, databaseUrl) {
  const { stdout } = await promisify(execFile)(process.execPath, [join(here, 'import-one.mjs'), dir, file], {
    maxBuffer: 1 << 20,
    env: { ...process.env, BENCH_DATABASE_URL: databaseUrl ?? '' },
  });
  return JSON.parse(stdout.trim().split('\n').at(-1));
}

/** RUNS imports of one file on one database: the median rate and memory, and every run's outcome. */
async function imports(dir, file, databaseUrl) {
  const runs = [];
  for (let i = 0; i < RUNS; i++) runs.push(await importOnce(dir, file, databaseUrl));
  return {
    runs,
    perSecond: Math.round(median(runs.map((r) => r.perSecond))),
    peakRssMb: median(runs.map((r) => r.peakRssMb)),
    growthMb: median(runs.map((r) => r.peakRssMb - r.rssBeforeMb)),
  };
}

/** Every run reached its end with every resource stored (the fewest any run stored), in short mode too. */
function completed(label, result, expected) {
  const stored = Math.min(...result.runs.map((run) => (run.state === 'succeeded' ? run.resources : 0)));
  budget(`${label}: every run succeeded, resources stored`, stored, { min: expected, always: true });
}

const sampleDir = defaultSampleDir();
const largest = readdirSync(sampleDir)
  .filter((f) => f.endsWith('.json.gz'))
  .map((f) => ({ f, size: statSync(join(sampleDir, f)).size }))
  .sort((a, b) => b.size - a.size)[0].f;
const generated = await generatedBundle();
// The generator writes GENERATED entries, one of them the Patient (not a record)
const expected = GENERATED - 1;
const label = `${GENERATED.toLocaleString('en')}-resource patient (${generated.mb} MB gzip)`;
try {
  if (!short) {
    const sample = await imports(sampleDir, largest, undefined);
    figure(
      `PGlite import, largest Synthea sample (${sample.runs[0].resources} resources)`,
      sample.perSecond,
      ' /s',
    );
  }

  const pglite = await imports(generated.dir, generated.name, undefined);
  completed(`PGlite import, ${label}`, pglite, expected);
  budget(`PGlite import, ${label}`, pglite.perSecond, { min: 2000, unit: ' /s' });
  budget(`PGlite import memory growth over the embedded database`, pglite.growthMb, {
    max: MEMORY_MB,
    unit: ' MB',
  });
  figure(`PGlite import peak RSS (database included)`, pglite.peakRssMb, ' MB');

  if (process.env.BENCH_DATABASE_URL) {
    const postgres = await imports(generated.dir, generated.name, process.env.BENCH_DATABASE_URL);
    completed(`PostgreSQL import, ${label}`, postgres, expected);
    budget(`PostgreSQL import, ${label}`, postgres.perSecond, { min: 5000, unit: ' /s' });
    budget(`PostgreSQL import peak RSS`, postgres.peakRssMb, { max: MEMORY_MB, unit: ' MB' });
  } else if (!short) {
    console.log(
      'PostgreSQL import not measured: set BENCH_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test)',
    );
    budget('PostgreSQL import (not measured)', 0, { min: 5000, unit: ' /s' });
  }
} finally {
  rmSync(generated.dir, { recursive: true, force: true });
}
reportBudgets(
  `Record import, median of ${RUNS} run(s) each, streamed, batched upserts, each in its own process`,
);
