/*
 * A pull worker as its own process, for the crash-and-restart test: it works through the due jobs, printing
 * `batch <checkpoint>` after each committed batch, and exits once no job is queued or running.
 *   PULL_DB_URL + PULL_DB_SCHEMA (PostgreSQL) or PULL_PGLITE_DIR (PGlite data folder)
 */
import { createDatabase } from '../../db/database.js';
import { migrateToLatest } from '../../db/migrate.js';
import { SampleRecordSource } from '../../providers/records/sample.js';
import { testRecordsConfig } from './config.js';
import { countOpenJobs } from './queries.js';
import { loadDemographics } from './sources.js';
import { PullWorker } from './worker.js';

const db = await createDatabase(
  process.env.PULL_DB_URL
    ? { url: process.env.PULL_DB_URL, schema: process.env.PULL_DB_SCHEMA, settings: { poolSize: 2 } }
    : { dataDir: process.env.PULL_PGLITE_DIR },
);
await migrateToLatest(db);
const config = testRecordsConfig();
const worker = new PullWorker({
  deps: { db, config: { records: config }, now: () => new Date() },
  sources: new Map([['sample', new SampleRecordSource()]]),
  settings: { ...config.worker, batchSize: Number(process.env.PULL_BATCH ?? 100) },
  loadPatient: loadDemographics,
  onBatch: (_job, checkpoint) => process.stdout.write(`batch ${checkpoint}\n`),
  onError: (error) => process.stderr.write(`worker error: ${String(error)}\n`),
});
worker.start();
for (;;) {
  await new Promise((r) => setTimeout(r, 100));
  if ((await countOpenJobs(db)) === 0) break;
}
await worker.stop();
await db.destroy();
process.stdout.write('done\n');
