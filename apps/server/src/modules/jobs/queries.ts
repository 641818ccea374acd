import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

/*
 * Every SQL statement of the background-job queue. A job is claimed with SKIP LOCKED under a lease, as record
 * pulls are: any number of instances claim at once, and a running job whose lease ran out (its instance died) is
 * claimed again. Only the lease's owner may finish, fail or renew it.
 */

export interface ClaimedJob {
  id: string;
  kind: string;
  payload: Record<string, unknown>;
  attempts: number;
  max_attempts: number;
  taken_over: boolean;
}

export interface NewJob {
  kind: string;
  payload?: Record<string, unknown>;
  maxAttempts: number;
  /** One row per key, whoever enqueues it (a scheduled occurrence). */
  uniqueKey?: string;
  runAt?: Date;
}

/** Queues a job; false when one with its unique key already exists. */
export async function enqueueJob(db: Db, job: NewJob): Promise<boolean> {
  const inserted = await db
    .insertInto('background_jobs')
    .values({
      kind: job.kind,
      payload: JSON.stringify(job.payload ?? {}) as never,
      max_attempts: job.maxAttempts,
      unique_key: job.uniqueKey ?? null,
      ...(job.runAt ? { run_at: job.runAt } : {}),
    })
    .onConflict((oc) => oc.column('unique_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** Claims the next due job of one of `kinds`: queued and due, or running past its lease (`taken_over`). */
export async function claimJob(
  db: Db,
  owner: string,
  leaseSeconds: number,
  kinds: readonly string[],
): Promise<ClaimedJob | undefined> {
  if (kinds.length === 0) return undefined;
  const result = await sql<ClaimedJob>`
    with due as (
      select id, state = 'running' as taken_over from background_jobs
      where ((state = 'queued' and run_at <= now()) or (state = 'running' and lease_until < now()))
        and kind in (${sql.join(kinds)})
      order by run_at
      limit 1
      for update skip locked
    )
    update background_jobs j
    set state = 'running',
        attempts = j.attempts + 1,
        lease_owner = ${owner},
        lease_until = now() + make_interval(secs => ${leaseSeconds}),
        updated_at = now()
    from due
    where j.id = due.id
    returning j.id, j.kind, j.payload, j.attempts, j.max_attempts, due.taken_over
  `.execute(db);
  return result.rows[0];
}

export async function renewJobLease(db: Db, id: string, owner: string, leaseSeconds: number): Promise<void> {
  await sql`
    update background_jobs set lease_until = now() + make_interval(secs => ${leaseSeconds}), updated_at = now()
    where id = ${id} and lease_owner = ${owner} and state = 'running'
  `.execute(db);
}

export async function finishJob(db: Db, id: string, owner: string): Promise<void> {
  await db
    .updateTable('background_jobs')
    .set({ state: 'done', lease_owner: null, lease_until: null, updated_at: new Date() })
    .where('id', '=', id)
    .where('lease_owner', '=', owner)
    .where('state', '=', 'running')
    .execute();
}

/** Back to the queue after `retryInMs`, or (null) a dead letter; `error` is a code, never a message. */
export async function failJob(
  db: Db,
  id: string,
  owner: string,
  { error, retryInMs }: { error: string; retryInMs: number | null },
): Promise<void> {
  await sql`
    update background_jobs
    set state = ${retryInMs === null ? 'dead' : 'queued'},
        run_at = now() + make_interval(secs => ${(retryInMs ?? 0) / 1000}),
        last_error = ${error}, lease_owner = null, lease_until = null, updated_at = now()
    where id = ${id} and lease_owner = ${owner} and state = 'running'
  `.execute(db);
}

/** A stopping instance gives its job back untouched: this attempt does not count. */
export async function handBackJob(db: Db, id: string, owner: string): Promise<void> {
  await sql`
    update background_jobs
    set state = 'queued', attempts = greatest(attempts - 1, 0), lease_owner = null, lease_until = null,
        updated_at = now()
    where id = ${id} and lease_owner = ${owner} and state = 'running'
  `.execute(db);
}

/** Dead letters, newest first: what failed for good, how often, with which code. */
export async function listDeadJobs(db: Db, limit: number) {
  return db
    .selectFrom('background_jobs')
    .select(['id', 'kind', 'attempts', 'last_error', 'created_at', 'updated_at'])
    .where('state', '=', 'dead')
    .orderBy('updated_at', 'desc')
    .limit(limit)
    .execute();
}

/** A dead letter queued again with its attempts restored; false when no dead job has this id. */
export async function requeueDeadJob(db: Db, id: string): Promise<boolean> {
  const result = await db
    .updateTable('background_jobs')
    .set({ state: 'queued', attempts: 0, run_at: new Date(), last_error: null, updated_at: new Date() })
    .where('id', '=', id)
    .where('state', '=', 'dead')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function countJobs(db: Db, state: 'open' | 'dead'): Promise<number> {
  const row = await db
    .selectFrom('background_jobs')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('state', 'in', state === 'open' ? ['queued', 'running'] : ['dead'])
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
