import { DEFAULT_BRAND_ID } from '@portal/brands';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

/*
 * Every SQL statement of the data pull: pulls, jobs (claimed with SKIP LOCKED), progress, and what the sources
 * match a patient on. No rules here: those are in service.ts and worker.ts.
 */

/** A transaction (or the database outside one). */
export type Tx = Db;

export interface JobRow {
  id: string;
  pull_id: string;
  patient_id: string;
  source: string;
  source_patient_ref: string | null;
  state: string;
  attempts: number;
  max_attempts: number;
  checkpoint: number;
  error: string | null;
}

export async function latestPull(db: Db, patientId: string) {
  return db
    .selectFrom('data_pulls')
    .selectAll()
    .where('patient_id', '=', patientId)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
}

export async function lastSucceededAt(db: Db, patientId: string): Promise<Date | null> {
  const row = await db
    .selectFrom('data_pulls')
    .select('completed_at')
    .where('patient_id', '=', patientId)
    .where('state', '=', 'succeeded')
    .orderBy('completed_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.completed_at ?? null;
}

export async function jobsOfPull(db: Db, pullId: string) {
  return db
    .selectFrom('data_pull_jobs')
    .selectAll()
    .where('pull_id', '=', pullId)
    .orderBy('source')
    .execute();
}

export async function progressOfPull(db: Db, pullId: string) {
  return db
    .selectFrom('data_pull_progress')
    .innerJoin('data_pull_jobs', 'data_pull_jobs.id', 'data_pull_progress.job_id')
    .select([
      'data_pull_progress.job_id',
      'data_pull_progress.resource_type',
      'data_pull_progress.fetched',
      'data_pull_progress.stored',
      'data_pull_progress.failed',
      'data_pull_progress.removed',
    ])
    .where('data_pull_jobs.pull_id', '=', pullId)
    .orderBy('data_pull_progress.resource_type')
    .execute();
}

/**
 * Claims the next due job: a queued one whose time has come, or a running one whose lease ran out (its
 * worker died: `taken_over`). SKIP LOCKED lets any number of workers on any number of servers claim concurrently.
 */
export async function claimJob(
  db: Db,
  owner: string,
  leaseSeconds: number,
): Promise<(JobRow & { taken_over: boolean }) | undefined> {
  const result = await sql<JobRow & { taken_over: boolean }>`
    with due as (
      select id, state = 'running' as taken_over from data_pull_jobs
      where (state = 'queued' and next_run_at <= now()) or (state = 'running' and lease_until < now())
      order by next_run_at
      limit 1
      for update skip locked
    )
    update data_pull_jobs j
    set state = 'running',
        attempts = j.attempts + 1,
        lease_owner = ${owner},
        lease_until = now() + make_interval(secs => ${leaseSeconds}),
        updated_at = now()
    from due
    where j.id = due.id
    returning j.id, j.pull_id, j.patient_id, j.source, j.source_patient_ref, j.state, j.attempts, j.max_attempts,
      j.checkpoint, j.error, due.taken_over
  `.execute(db);
  return result.rows[0];
}

/** Extends the lease and records the checkpoint; false when another worker has taken the job over. */
export async function checkpointJob(
  tx: Tx,
  jobId: string,
  owner: string,
  leaseSeconds: number,
  checkpoint: number,
): Promise<boolean> {
  const result = await sql`
    update data_pull_jobs
    set checkpoint = ${checkpoint}, lease_until = now() + make_interval(secs => ${leaseSeconds}), updated_at = now()
    where id = ${jobId} and lease_owner = ${owner} and state = 'running'
  `.execute(tx);
  return Number(result.numAffectedRows ?? 0) === 1;
}

/** Extends the lease only: never touches the checkpoint, which only a committed batch may move. */
/** This transaction's commit does not wait for the disk flush (a database server's setting; see the worker). */
export async function commitWithoutFlush(tx: Db): Promise<void> {
  await sql`set local synchronous_commit = off`.execute(tx);
}

export async function renewLease(db: Db, jobId: string, owner: string, leaseSeconds: number): Promise<void> {
  await sql`
    update data_pull_jobs set lease_until = now() + make_interval(secs => ${leaseSeconds})
    where id = ${jobId} and lease_owner = ${owner} and state = 'running'
  `.execute(db);
}

export async function addProgress(
  tx: Tx,
  jobId: string,
  counts: Map<string, { fetched: number; stored: number; failed: number; removed?: number }>,
): Promise<void> {
  if (counts.size === 0) return;
  // One statement for every type of the batch (a round trip per type was a tenth of an import's time)
  const rows = [...counts].map(
    ([resourceType, c]) =>
      sql`(${jobId}, ${resourceType}, ${c.fetched}::int, ${c.stored}::int, ${c.failed}::int, ${c.removed ?? 0}::int)`,
  );
  await sql`
    insert into data_pull_progress (job_id, resource_type, fetched, stored, failed, removed)
    values ${sql.join(rows)}
    on conflict (job_id, resource_type) do update set
      fetched = data_pull_progress.fetched + excluded.fetched,
      stored = data_pull_progress.stored + excluded.stored,
      failed = data_pull_progress.failed + excluded.failed,
      removed = data_pull_progress.removed + excluded.removed
  `.execute(tx);
}

/** Adds a batch's unstored resources, per type and reason, to the job's counts (in the batch's transaction). */
export async function addFailures(
  tx: Tx,
  jobId: string,
  failures: readonly { resourceType: string; reason: string; count: number }[],
): Promise<void> {
  if (failures.length === 0) return;
  const rows = failures.map((f) => sql`(${jobId}, ${f.resourceType}, ${f.reason}, ${f.count}::int)`);
  await sql`
    insert into data_pull_failures (job_id, resource_type, reason, count)
    values ${sql.join(rows)}
    on conflict (job_id, resource_type, reason) do update set count = data_pull_failures.count + excluded.count
  `.execute(tx);
}

export async function failuresOfPull(db: Db, pullId: string) {
  return db
    .selectFrom('data_pull_failures')
    .innerJoin('data_pull_jobs', 'data_pull_jobs.id', 'data_pull_failures.job_id')
    .select([
      'data_pull_failures.job_id',
      'data_pull_failures.resource_type',
      'data_pull_failures.reason',
      'data_pull_failures.count',
    ])
    .where('data_pull_jobs.pull_id', '=', pullId)
    .execute();
}

export async function setGatepassPullState(db: Db, patientId: string, state: string): Promise<void> {
  await db
    .updateTable('onboarding')
    .set({ data_pull_state: state, updated_at: new Date() })
    .where('patient_id', '=', patientId)
    .execute();
}

export async function insertPull(
  tx: Tx,
  pull: { id: string; patientId: string },
  jobs: { id: string; source: string; maxAttempts: number }[],
): Promise<void> {
  await tx
    .insertInto('data_pulls')
    .values({ id: pull.id, patient_id: pull.patientId, state: 'queued' })
    .execute();
  await tx
    .insertInto('data_pull_jobs')
    .values(
      jobs.map((job) => ({
        id: job.id,
        pull_id: pull.id,
        patient_id: pull.patientId,
        source: job.source,
        max_attempts: job.maxAttempts,
      })),
    )
    .execute();
}

export async function findJob(db: Db, jobId: string) {
  return db
    .selectFrom('data_pull_jobs')
    .select(['pull_id', 'patient_id', 'state', 'attempts', 'max_attempts'])
    .where('id', '=', jobId)
    .executeTakeFirst();
}

export async function markJobSucceeded(db: Db, jobId: string, at: Date): Promise<void> {
  await db
    .updateTable('data_pull_jobs')
    .set({ state: 'succeeded', lease_owner: null, lease_until: null, completed_at: at, updated_at: at })
    .where('id', '=', jobId)
    .where('state', '!=', 'succeeded')
    .execute();
}

/** A failed job goes back in the queue at `nextRunAt`, or (retry false) fails for good. */
export async function markJobFailed(
  db: Db,
  jobId: string,
  outcome: { code: string; retry: boolean; nextRunAt: Date; at: Date },
): Promise<void> {
  await db
    .updateTable('data_pull_jobs')
    .set({
      state: outcome.retry ? 'queued' : 'failed',
      error: outcome.code,
      lease_owner: null,
      lease_until: null,
      next_run_at: outcome.nextRunAt,
      updated_at: outcome.at,
      ...(outcome.retry ? {} : { completed_at: outcome.at }),
    })
    .where('id', '=', jobId)
    .execute();
}

export async function findPull(db: Db, pullId: string) {
  return db
    .selectFrom('data_pulls')
    .select(['patient_id', 'state'])
    .where('id', '=', pullId)
    .executeTakeFirst();
}

export async function setPullState(
  tx: Tx,
  pullId: string,
  change: { state: string; at: Date; started: boolean; completed: boolean },
): Promise<void> {
  await tx
    .updateTable('data_pulls')
    .set({
      state: change.state,
      updated_at: change.at,
      ...(change.started ? { started_at: change.at } : {}),
      ...(change.completed ? { completed_at: change.at } : {}),
    })
    .where('id', '=', pullId)
    .execute();
}

/** The job matched nobody at its source (`error` NO_MATCH), or matched `ref`. */
export async function setJobMatch(db: Db, jobId: string, match: { ref: string } | { error: string }) {
  await db
    .updateTable('data_pull_jobs')
    .set('ref' in match ? { source_patient_ref: match.ref } : { error: match.error })
    .where('id', '=', jobId)
    .execute();
}

/** Shutting down: the job goes back to the queue untouched (this attempt does not count). */
export async function handBackJob(db: Db, jobId: string, owner: string): Promise<void> {
  await sql`
    update data_pull_jobs set state = 'queued', attempts = greatest(attempts - 1, 0), lease_owner = null,
      lease_until = null, next_run_at = now(), updated_at = now()
    where id = ${jobId} and lease_owner = ${owner}
  `.execute(db);
}

/** The demo patient is the default brand's (an email is unique only within a brand). */
export async function findDefaultBrandPatient(db: Db, email: string) {
  return db
    .selectFrom('patients')
    .select('id')
    .where('brand', '=', DEFAULT_BRAND_ID)
    .where('email', '=', email)
    .executeTakeFirst();
}

export async function anyPull(db: Db, patientId: string) {
  return db.selectFrom('data_pulls').select('id').where('patient_id', '=', patientId).executeTakeFirst();
}

/** What a source may match the patient on. */
export async function findDemographics(db: Db, patientId: string) {
  return db
    .selectFrom('patients')
    .select(['first_name', 'last_name', 'date_of_birth', 'phone'])
    .where('id', '=', patientId)
    .executeTakeFirstOrThrow();
}

/** Current and past addresses (the addresses module's table), primary first. */
export async function findAddresses(db: Db, patientId: string) {
  return db
    .selectFrom('patient_addresses')
    .select(['address1', 'address2', 'city', 'state', 'zip'])
    .where('patient_id', '=', patientId)
    .orderBy('kind', 'desc')
    .orderBy('position')
    .execute();
}

/** Records a callback's event id; false when it was already recorded (nothing is written then). */
export async function recordCallbackEvent(
  db: Db,
  event: { event_id: string; job_id: string; kind: 'success' | 'error'; body_hash: string },
): Promise<boolean> {
  const row = await db
    .insertInto('data_pull_callback_events')
    .values(event)
    .onConflict((oc) => oc.column('event_id').doNothing())
    .returning('event_id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function findCallbackEvent(db: Db, eventId: string) {
  return db
    .selectFrom('data_pull_callback_events')
    .select(['job_id', 'kind', 'body_hash'])
    .where('event_id', '=', eventId)
    .executeTakeFirst();
}

export async function forgetCallbackEvent(db: Db, eventId: string): Promise<void> {
  await db.deleteFrom('data_pull_callback_events').where('event_id', '=', eventId).execute();
}

export async function addSourceIdentifier(
  db: Db,
  row: { patient_id: string; system: string; value: string },
): Promise<void> {
  await db.insertInto('patient_source_identifiers').values(row).execute();
}

/** Pull jobs still to be worked on (queued or running), across every patient. */
export async function countOpenJobs(db: Db): Promise<number> {
  const row = await db
    .selectFrom('data_pull_jobs')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('state', 'in', ['queued', 'running'])
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** References the portal gave the patient at record sources (the demo patient's synthetic bundle). */
export async function findSourceIdentifiers(db: Db, patientId: string) {
  return db
    .selectFrom('patient_source_identifiers')
    .select(['system', 'value'])
    .where('patient_id', '=', patientId)
    .execute();
}

/** The source matched several people: the job waits for review, nothing imported. */
export async function holdJobForReview(db: Db, jobId: string, candidates: number, at: Date): Promise<void> {
  await db
    .updateTable('data_pull_jobs')
    .set({
      state: 'review',
      error: 'MATCH_REVIEW',
      candidates,
      lease_owner: null,
      lease_until: null,
      updated_at: at,
    })
    .where('id', '=', jobId)
    .execute();
}
