#!/usr/bin/env node
/**
 * The operator's view of the background jobs' dead letters (jobs that used up their attempts):
 *
 *   npm run jobs -- dead-letters        id, kind, attempts, the last error's code, when (newest first)
 *   npm run jobs -- retry <job id>      queues a dead letter again with fresh attempts
 *
 * It opens the database itself (DATABASE_URL, else the embedded one in PORTAL_DATA_DIR, which only one process
 * opens at a time: stop the server first), so whoever runs it is whoever may reach the database: an operator.
 * It prints no payload (a patient's id) and no error message, only codes.
 */
import { isAbsolute, join } from 'node:path';
import { REPO_ROOT } from '../config.js';
import { createDatabase } from '../db/database.js';
import { listDeadLetters, retryDeadLetter } from '../modules/jobs/service.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const USAGE = 'usage: npm run jobs -- dead-letters | retry <job id>';

const [command, id, ...rest] = process.argv.slice(2);
const valid =
  rest.length === 0 &&
  (command === 'dead-letters' ? id === undefined : command === 'retry' && UUID.test(id ?? ''));
if (!valid) {
  console.error(USAGE);
  process.exit(2);
}

const url = process.env.DATABASE_URL?.trim();
const dataDir = process.env.PORTAL_DATA_DIR ?? '.data';
const db = await createDatabase(
  url
    ? { url, settings: { poolSize: 1 } }
    : { dataDir: join(isAbsolute(dataDir) ? dataDir : join(REPO_ROOT, dataDir), 'pglite') },
);
try {
  if (command === 'dead-letters') {
    const dead = await listDeadLetters(db);
    if (dead.length === 0) console.log('no dead letters');
    for (const job of dead)
      console.log(
        `${job.id}  ${job.kind}  attempts ${job.attempts}  ${job.last_error ?? '-'}  ${job.updated_at.toISOString()}`,
      );
  } else if (await retryDeadLetter(db, id!)) {
    console.log(`queued again: ${id}`);
  } else {
    console.error(`no dead letter ${id}`);
    process.exitCode = 1;
  }
} finally {
  await db.destroy();
}
