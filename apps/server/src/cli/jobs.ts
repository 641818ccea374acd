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
import { pathToFileURL } from 'node:url';
import { REPO_ROOT } from '../config.js';
import { createDatabase, type Db } from '../db/database.js';
import { listDeadLetters, retryDeadLetter } from '../modules/jobs/service.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const USAGE = 'usage: npm run jobs -- dead-letters | retry <job id>';

type Command = { command: 'dead-letters' } | { command: 'retry'; id: string } | { command: 'help' };

export function parseJobsArgs(argv: string[]): Command {
  const [command, id, ...rest] = argv;
  if (rest.length > 0) return { command: 'help' };
  if (command === 'dead-letters' && id === undefined) return { command };
  if (command === 'retry' && UUID.test(id ?? '')) return { command, id: id! };
  return { command: 'help' };
}

/** Runs one command on `db`, writing what an operator reads; answers the exit code. */
export async function runJobsCommand(
  db: Db,
  command: Exclude<Command, { command: 'help' }>,
  out: { log(line: string): void; error(line: string): void } = console,
): Promise<number> {
  if (command.command === 'dead-letters') {
    const dead = await listDeadLetters(db);
    if (dead.length === 0) out.log('no dead letters');
    for (const job of dead)
      out.log(
        `${job.id}  ${job.kind}  attempts ${job.attempts}  ${job.last_error ?? '-'}  ${job.updated_at.toISOString()}`,
      );
    return 0;
  }
  if (await retryDeadLetter(db, command.id)) {
    out.log(`queued again: ${command.id}`);
    return 0;
  }
  out.error(`no dead letter ${command.id}`);
  return 1;
}

async function main(argv: string[]): Promise<number> {
  const command = parseJobsArgs(argv);
  if (command.command === 'help') {
    console.error(USAGE);
    return 2;
  }
  const url = process.env.DATABASE_URL?.trim();
  const dataDir = process.env.PORTAL_DATA_DIR ?? '.data';
  const db = await createDatabase(
    url
      ? { url, settings: { poolSize: 1 } }
      : { dataDir: join(isAbsolute(dataDir) ? dataDir : join(REPO_ROOT, dataDir), 'pglite') },
  );
  try {
    return await runJobsCommand(db, command);
  } finally {
    await db.destroy();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main(process.argv.slice(2)).then((code) => process.exit(code));
}
