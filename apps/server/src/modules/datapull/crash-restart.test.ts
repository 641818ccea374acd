import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createDatabase, type Db } from '../../db/database.js';
import { migrateToLatest } from '../../db/migrate.js';
import { categoryOfResourceType, normaliseResource } from '../../fhir/normalise.js';
import { generateSyntheticEntries } from '../../fhir/synthetic/generator.js';
import { syntheticRef } from '../../providers/records/sample.js';
import { testRecordsConfig } from './config.js';
import { RECORD_TABLES } from '../records/queries.js';
import { completeOnboardingGates } from '../../test/helpers.js';
import { startPull } from './service.js';

/*
 * [PULL-3] The worker process is killed (SIGKILL, no chance to clean up) in the middle of an import and
 * started again: the pull completes and every source resource is stored exactly once.
 */

const SEED = 3;
const RESOURCES = 2500;
const entries = [...generateSyntheticEntries({ seed: SEED, resources: RESOURCES })];
const importable = entries.filter((e) => categoryOfResourceType(e.resource!.resourceType));
const expectedRows = importable.flatMap((e) => normaliseResource(e.resource!)).length;
const script = fileURLToPath(new URL('./pull-worker-main.ts', import.meta.url));

interface Target {
  name: string;
  env: Record<string, string>;
  open(): Promise<Db>;
  cleanup(): Promise<void>;
}

function targets(): Target[] {
  const dir = mkdtempSync(path.join(tmpdir(), 'pull-crash-'));
  const list: Target[] = [
    {
      name: 'PGlite',
      env: { PULL_PGLITE_DIR: dir },
      open: () => createDatabase({ dataDir: dir }),
      cleanup: async () => rmSync(dir, { recursive: true, force: true }),
    },
  ];
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const schema = `crash_${Date.now()}_${randomBytes(3).toString('hex')}`;
    list.push({
      name: 'PostgreSQL',
      env: { PULL_DB_URL: url, PULL_DB_SCHEMA: schema },
      open: async () => {
        const admin = new pg.Client({ connectionString: url });
        await admin.connect();
        await admin.query(`create schema if not exists "${schema}"`);
        await admin.end();
        return createDatabase({ url, schema, settings: { poolSize: 2 } });
      },
      cleanup: async () => {
        const admin = new pg.Client({ connectionString: url });
        await admin.connect();
        await admin.query(`drop schema if exists "${schema}" cascade`);
        await admin.end();
      },
    });
  }
  return list;
}

function startWorker(env: Record<string, string>): {
  child: ChildProcess;
  lines: string[];
  errors: string[];
  exited: Promise<number | null>;
} {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    env: { ...process.env, ...env, PULL_BATCH: '100' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  let buffered = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    buffered += chunk.toString();
    const parts = buffered.split('\n');
    buffered = parts.pop()!;
    lines.push(...parts);
  });
  const errors: string[] = [];
  child.stderr!.on('data', (chunk: Buffer) => errors.push(chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, lines, errors, exited };
}

async function waitFor(predicate: () => boolean, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!predicate()) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe.each(targets())('a pull worker killed mid-import on $name', (target) => {
  it(
    '[PULL-3] resumes after a restart and stores every resource exactly once',
    { timeout: 240_000 },
    async () => {
      const patientId = randomUUID();
      let db = await target.open();
      try {
        await migrateToLatest(db);
        await db
          .insertInto('patients')
          .values({
            brand: 'carebridge',
            id: patientId,
            email: `crash-${patientId}@example.com`,
            password_hash: 'x',
            first_name: 'Crash',
            last_name: 'Test',
            date_of_birth: '1970-01-01',
            phone: '617-555-0100',
          })
          .execute();
        await db.insertInto('onboarding').values({ patient_id: patientId }).execute();
        await completeOnboardingGates(db, patientId);
        await startPull(
          { db, config: { records: testRecordsConfig() }, now: () => new Date() },
          { patientId },
        );
        await db
          .updateTable('data_pull_jobs')
          .set({ source_patient_ref: syntheticRef(SEED, RESOURCES) })
          .where('patient_id', '=', patientId)
          .execute();
      } finally {
        await db.destroy();
      }

      const first = startWorker(target.env);
      await waitFor(
        () => first.lines.some((l) => l.startsWith('batch ') && Number(l.slice(6)) >= 800),
        90_000,
      );
      first.child.kill('SIGKILL');
      await first.exited;
      const killedAt = Math.max(
        ...first.lines.filter((l) => l.startsWith('batch ')).map((l) => Number(l.slice(6))),
      );
      expect(killedAt).toBeLessThan(RESOURCES);

      const second = startWorker(target.env);
      const code = await second.exited;
      expect({ code, errors: second.errors.join('').slice(0, 2000) }).toEqual({ code: 0, errors: '' });
      expect(second.lines.at(-1)).toBe('done');
      // The restarted worker resumed after the last committed batch instead of starting over.
      const resumedFrom = Number(second.lines.find((l) => l.startsWith('batch '))!.slice(6));
      expect(resumedFrom).toBeGreaterThan(killedAt);

      db = await target.open();
      try {
        let rows = 0;
        for (const table of RECORD_TABLES) {
          const r = await sql<{ n: number; d: number }>`
          select count(*)::int as n from ${sql.table(table)} where patient_id = ${patientId}
        `.execute(db);
          rows += r.rows[0]!.n;
        }
        expect(rows).toBe(expectedRows);
        const job = await db
          .selectFrom('data_pull_jobs')
          .selectAll()
          .where('patient_id', '=', patientId)
          .executeTakeFirstOrThrow();
        expect(job).toMatchObject({ state: 'succeeded', attempts: 2, checkpoint: RESOURCES });
        const progress = await db
          .selectFrom('data_pull_progress')
          .selectAll()
          .where('job_id', '=', job.id)
          .execute();
        const sum = (k: 'fetched' | 'stored' | 'failed') => progress.reduce((n, p) => n + p[k], 0);
        expect({ fetched: sum('fetched'), stored: sum('stored'), failed: sum('failed') }).toEqual({
          fetched: importable.length,
          stored: importable.length,
          failed: 0,
        });
        const pull = await db
          .selectFrom('data_pulls')
          .select('state')
          .where('patient_id', '=', patientId)
          .executeTakeFirstOrThrow();
        expect(pull.state).toBe('succeeded');
      } finally {
        await db.destroy();
        await target.cleanup();
      }
    },
  );
});
