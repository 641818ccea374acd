import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.js';
import { testDatabases } from '../../test/databases.js';
import { testApp } from '../../test/helpers.js';
import { loadJobsConfig, testJobsConfig } from './config.js';
import { claimJob } from './queries.js';
import { JobRunner, listDeadLetters, occurrenceKey, retryDelay, type JobQueue } from './service.js';

describe('retryDelay', () => {
  it.each([
    [1, 5, 1000, 1000],
    [2, 5, 1000, 2000],
    [4, 5, 1000, 8000],
    [5, 5, 1000, null],
    [1, 1, 1000, null],
  ])('after attempt %i of %i (backoff %i ms): %s', (attempts, max, backoff, expected) => {
    expect(retryDelay(attempts, max, backoff)).toBe(expected);
  });
});

describe('occurrenceKey', () => {
  it.each([
    ['2026-11-27T16:59:59Z', 3600_000, 'maintenance.prune@2026-11-27T16:00:00.000Z'],
    ['2026-11-27T17:00:00Z', 3600_000, 'maintenance.prune@2026-11-27T17:00:00.000Z'],
    ['2026-11-27T23:59:00Z', 24 * 3600_000, 'maintenance.prune@2026-11-27T00:00:00.000Z'],
  ])('at %s every %i ms: %s', (at, every, key) => {
    expect(occurrenceKey('maintenance.prune', every, new Date(at))).toBe(key);
  });
});

describe('job settings', () => {
  it('[issue 27] default to running jobs, two at a time, six attempts from 30 s', () => {
    expect(loadJobsConfig({})).toMatchObject({
      run: true,
      concurrency: 2,
      maxAttempts: 6,
      backoffMs: 30_000,
    });
  });

  it('[issue 27] PORTAL_RUN_JOBS=0 makes an API-only instance; PORTAL_JOB_CONCURRENCY sets the loops', () => {
    expect(loadJobsConfig({ PORTAL_RUN_JOBS: '0', PORTAL_JOB_CONCURRENCY: '4' })).toMatchObject({
      run: false,
      concurrency: 4,
    });
  });

  it('refuses a concurrency that is not a small whole number, naming it', () => {
    expect(() => loadJobsConfig({ PORTAL_JOB_CONCURRENCY: '0' })).toThrow(/PORTAL_JOB_CONCURRENCY/);
    expect(() => loadJobsConfig({ PORTAL_JOB_CONCURRENCY: 'many' })).toThrow(/PORTAL_JOB_CONCURRENCY/);
  });
});

describe.each(testDatabases())('the background-job runner on $name', (database) => {
  let db: Db;
  beforeAll(async () => {
    db = await database.open();
  }, 120_000);
  afterAll(async () => {
    if (db) await database.close(db);
  });

  const runner = (at: () => Date, owner: string) =>
    new JobRunner({ db, settings: testJobsConfig(), now: at, owner });

  it('[issue 27] a schedule runs once per period for the whole fleet, and again the next period', async () => {
    let clock = new Date('2026-11-27T10:15:00Z');
    const runs: string[] = [];
    const instances = ['a', 'b'].map((name) => {
      const instance = runner(() => clock, `instance-${name}`);
      instance.handle('test.hourly', async () => void runs.push(name));
      instance.every('test.hourly', 3600_000);
      return instance;
    });
    const runAll = async () => {
      for (const instance of instances) while (await instance.runOnce());
    };
    await runAll();
    await runAll();
    expect(runs).toHaveLength(1);
    clock = new Date('2026-11-27T11:00:01Z');
    await new Promise((resolve) => setTimeout(resolve, 60)); // past the runners' schedule check
    await runAll();
    expect(runs).toHaveLength(2);
  });

  it("[issue 27] a killed instance's job is taken over once its lease runs out, and runs to its end", async () => {
    const finished: unknown[] = [];
    let takeovers = 0;
    const survivor = new JobRunner({
      db,
      settings: testJobsConfig(),
      owner: 'survivor',
      onTakenOver: () => takeovers++,
    });
    survivor.handle('test.long', async (payload) => void finished.push(payload.n));
    await survivor.enqueue('test.long', { n: 1 });
    // What a killed instance leaves behind: the job claimed under its lease (2 s in tests), renewed by no one.
    expect(await claimJob(db, 'killed', 2, ['test.long'])).toMatchObject({
      kind: 'test.long',
      taken_over: false,
    });
    expect(await survivor.runOnce()).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 2100));
    expect(await survivor.runOnce()).toBe(true);
    expect(finished).toEqual([1]);
    expect(takeovers).toBe(1);
  });

  it('[issue 27] runs PORTAL_JOB_CONCURRENCY loops of each queue, and hands jobs back when it stops', async () => {
    const started: string[] = [];
    const stopped: string[] = [];
    const instance = new JobRunner({ db, settings: testJobsConfig({ concurrency: 3 }), owner: 'fleet-a' });
    instance.addQueue((owner): JobQueue => ({
      start: () => void started.push(owner),
      stop: async () => void stopped.push(owner),
      poke: () => undefined,
    }));
    instance.start();
    expect(started).toEqual(['fleet-a-0', 'fleet-a-1', 'fleet-a-2']);
    await instance.stop();
    expect(stopped).toEqual(started);
  });

  it('[issue 27] a job that keeps failing becomes a dead letter with its code, never its message', async () => {
    const instance = runner(() => new Date(), 'failing');
    instance.handle('test.broken', async () => {
      throw new Error('patient Jordan Lee, 617-555-0199');
    });
    await instance.enqueue('test.broken', {});
    for (let i = 0; i < 40 && !(await listDeadLetters(db)).some((j) => j.kind === 'test.broken'); i++) {
      await instance.runOnce();
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    const dead = (await listDeadLetters(db)).find((job) => job.kind === 'test.broken');
    expect(dead).toMatchObject({ attempts: 3, last_error: 'Error' });
  });

  it('[issue 27] an instance prunes hourly and recomputes insights daily, once for the fleet', async () => {
    const apps = [await testApp(db), await testApp(db)];
    try {
      for (const { app } of apps) while (await app.jobs.runOnce());
      const ran = await db
        .selectFrom('background_jobs')
        .select(['kind', 'state'])
        .where('kind', 'in', ['maintenance.prune', 'insights.recompute'])
        .orderBy('kind')
        .execute();
      expect(ran).toEqual([
        { kind: 'insights.recompute', state: 'done' },
        { kind: 'maintenance.prune', state: 'done' },
      ]);
    } finally {
      for (const { app } of apps) await app.close();
    }
  });
});
