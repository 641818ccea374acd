import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

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
    ])
    .where('data_pull_jobs.pull_id', '=', pullId)
    .orderBy('data_pull_progress.resource_type')
    .execute();
}

/**
 * Claims the next due job: a queued one whose time has come, or a running one whose lease ran out (its
 * worker died). SKIP LOCKED lets any number of workers on any number of servers claim concurrently.
 */
export async function claimJob(db: Db, owner: string, leaseSeconds: number): Promise<JobRow | undefined> {
  const result = await sql<JobRow>`
    update data_pull_jobs
    set state = 'running',
        attempts = attempts + 1,
        lease_owner = ${owner},
        lease_until = now() + make_interval(secs => ${leaseSeconds}),
        updated_at = now()
    where id = (
      select id from data_pull_jobs
      where (state = 'queued' and next_run_at <= now()) or (state = 'running' and lease_until < now())
      order by next_run_at
      limit 1
      for update skip locked
    )
    returning id, pull_id, patient_id, source, source_patient_ref, state, attempts, max_attempts, checkpoint, error
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
export async function renewLease(db: Db, jobId: string, owner: string, leaseSeconds: number): Promise<void> {
  await sql`
    update data_pull_jobs set lease_until = now() + make_interval(secs => ${leaseSeconds})
    where id = ${jobId} and lease_owner = ${owner} and state = 'running'
  `.execute(db);
}

export async function addProgress(
  tx: Tx,
  jobId: string,
  counts: Map<string, { fetched: number; stored: number; failed: number }>,
): Promise<void> {
  for (const [resourceType, c] of counts) {
    await sql`
      insert into data_pull_progress (job_id, resource_type, fetched, stored, failed)
      values (${jobId}, ${resourceType}, ${c.fetched}, ${c.stored}, ${c.failed})
      on conflict (job_id, resource_type) do update set
        fetched = data_pull_progress.fetched + excluded.fetched,
        stored = data_pull_progress.stored + excluded.stored,
        failed = data_pull_progress.failed + excluded.failed
    `.execute(tx);
  }
}

export async function setGatepassPullState(db: Db, patientId: string, state: string): Promise<void> {
  await db
    .updateTable('onboarding')
    .set({ data_pull_state: state, updated_at: new Date() })
    .where('patient_id', '=', patientId)
    .execute();
}
