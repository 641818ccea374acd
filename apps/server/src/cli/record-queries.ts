#!/usr/bin/env node
/**
 * At release time, records the SQL this release issues into src/db/compat/release-queries.json, which the next
 * release's migrations are checked against (src/db/compat/release-queries.test.ts):
 *
 *   npm run queries:record -w @portal/server            the whole server suite on PGlite, every statement the
 *                                                       server's own code issues (tests' own SQL aside)
 *   npm run queries:record -w @portal/server -- <files> only those test files (a partial recording)
 *
 * Statements the release's own schema cannot prepare on their own (a parameter whose type only the value tells)
 * are left out and counted: they cannot be checked this way.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { REPO_ROOT } from '../config.js';
import { createDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import {
  distinctQueries,
  queriesRefusedBy,
  type ReleaseQueries,
  type ReleaseQuery,
} from '../db/compat/release-queries.js';

const server = join(REPO_ROOT, 'apps/server');
const out = fileURLToPath(new URL('../db/compat/release-queries.json', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'release-queries-'));
const file = join(dir, 'recorded.jsonl');

const run = spawnSync('npx', ['vitest', 'run', ...process.argv.slice(2)], {
  cwd: server,
  stdio: 'inherit',
  env: { ...process.env, PORTAL_RECORD_QUERIES: file, TEST_DATABASE_URL: '' },
});
if (run.status !== 0)
  console.warn('Some tests failed: what they issued before failing is recorded all the same.');

const recorded = existsSync(file)
  ? readFileSync(file, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as ReleaseQuery)
  : [];
const queries = distinctQueries(recorded);

const db = await createDatabase();
try {
  await migrateToLatest(db);
  const refused = new Set((await queriesRefusedBy(db, queries)).map((q) => q.sql));
  const kept = queries.filter((q) => !refused.has(q.sql));
  const release = spawnSync('git', ['rev-parse', 'HEAD'], { cwd: server, encoding: 'utf8' }).stdout.trim();
  const contents: ReleaseQueries = { release, queries: kept };
  writeFileSync(out, `${JSON.stringify(contents, null, 2)}\n`);
  console.log(
    `${kept.length} queries recorded into ${out} (${refused.size} left out: not preparable without their values)`,
  );
} finally {
  await db.destroy();
  rmSync(dir, { recursive: true, force: true });
}
