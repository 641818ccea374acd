#!/usr/bin/env node
// One import, measured in its own process so peak memory belongs to it alone:
//   node bench/import-one.mjs <bundle dir> <file name> [batch (default: the server's, PORTAL_PULL_BATCH)]
// Prints one JSON line: resources imported, seconds, resources/s, peak RSS and heap (MB).
// PGlite in a fresh data folder by default; BENCH_DATABASE_URL runs it on PostgreSQL instead.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

const dist = new URL('../dist/', import.meta.url);
const { createDatabase } = await import(new URL('db/database.js', dist));
const { migrateToLatest } = await import(new URL('db/migrate.js', dist));
const { SampleRecordSource } = await import(new URL('providers/records/sample.js', dist));
const { DEFAULT_PULL_BATCH, testRecordsConfig } = await import(new URL('modules/datapull/config.js', dist));
const { startPull, pullStatus } = await import(new URL('modules/datapull/service.js', dist));
const { loadDemographics } = await import(new URL('modules/datapull/sources.js', dist));
const { PullWorker } = await import(new URL('modules/datapull/worker.js', dist));

const [dir, file, batch] = process.argv.slice(2);
const url = process.env.BENCH_DATABASE_URL;
const schema = `bench_${Date.now()}`;
const dataDir = url ? undefined : mkdtempSync(join(tmpdir(), 'import-bench-'));
if (url) {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema "${schema}"`);
  await admin.end();
}
const db = await createDatabase(url ? { url, schema, settings: { poolSize: 4 } } : { dataDir });
await migrateToLatest(db);
const patientId = randomUUID();
await db
  .insertInto('patients')
  .values({
    id: patientId,
    email: `bench-${patientId}@example.com`,
    password_hash: 'x',
    first_name: 'Bench',
    last_name: 'Patient',
    date_of_birth: '1970-01-01',
    phone: '617-555-0100',
  })
  .execute();
// A patient past onboarding, as a pull requires: identity verified, HIPAA signed and in force, an address.
const now = new Date();
await db
  .insertInto('onboarding')
  .values({
    patient_id: patientId,
    identity_status: 'verified',
    identity_method: 'document',
    identity_assurance: 'document',
    hipaa_signed_at: now,
    primary_address_at: now,
  })
  .execute();
await db
  .insertInto('hipaa_authorizations')
  .values({
    id: randomUUID(),
    patient_id: patientId,
    version: 'bench',
    language: 'en',
    content_hash: 'bench',
    signer_name: 'Bench Patient',
    signed_at: now,
    expires_at: new Date(now.getTime() + 86_400_000),
  })
  .execute();
const config = testRecordsConfig({ sampleDir: dir });
const deps = { db, config: { records: config }, now: () => new Date() };
await startPull(deps, { patientId });
await db
  .updateTable('data_pull_jobs')
  .set({ source_patient_ref: `synthea:${file}` })
  .execute();

const baseRss = process.memoryUsage().rss;
let peakRss = 0;
let peakHeap = 0;
const sample = () => {
  const m = process.memoryUsage();
  peakRss = Math.max(peakRss, m.rss);
  peakHeap = Math.max(peakHeap, m.heapUsed);
};
const sampler = setInterval(sample, 20);
const worker = new PullWorker({
  deps,
  sources: new Map([['sample', new SampleRecordSource({ dir })]]),
  settings: { ...config.worker, leaseSeconds: 60, batchSize: Number(batch ?? DEFAULT_PULL_BATCH) },
  loadPatient: loadDemographics,
});
const started = performance.now();
await worker.runOnce();
const seconds = (performance.now() - started) / 1000;
clearInterval(sampler);
sample();
const status = await pullStatus(deps, { patientId });
const source = status.sources[0];
console.log(
  JSON.stringify({
    file,
    database: url ? 'PostgreSQL' : 'PGlite',
    state: source.state,
    resources: source.stored,
    failed: source.failed,
    seconds: Number(seconds.toFixed(2)),
    perSecond: Math.round(source.stored / seconds),
    rssBeforeMb: Math.round(baseRss / 2 ** 20),
    peakRssMb: Math.round(peakRss / 2 ** 20),
    peakHeapMb: Math.round(peakHeap / 2 ** 20),
  }),
);
await db.destroy();
if (dataDir) rmSync(dataDir, { recursive: true, force: true });
if (url) {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`drop schema "${schema}" cascade`);
  await admin.end();
}
