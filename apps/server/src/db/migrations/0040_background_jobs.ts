import { sql, type Kysely } from 'kysely';

/**
 * [issue 27] One queue for the background jobs that are not record pulls (those keep `data_pull_jobs`, whose
 * rows are also the patient's pull status): notices to re-send, pruning, the daily insight recompute. A job is
 * claimed with SKIP LOCKED under a lease, so any instance may run it and a dead instance's job is taken over
 * when its lease runs out. `unique_key` makes a scheduled occurrence (`maintenance.prune@<hour>`) one row however
 * many instances enqueue it. A job that used up its attempts stays as `dead` (a dead letter) until an operator
 * retries it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table background_jobs (
      id uuid primary key default gen_random_uuid(),
      kind text not null,
      payload jsonb not null default '{}',
      state text not null default 'queued' check (state in ('queued', 'running', 'done', 'dead')),
      run_at timestamptz not null default now(),
      attempts integer not null default 0,
      max_attempts integer not null check (max_attempts > 0),
      lease_owner text,
      lease_until timestamptz,
      last_error text,
      unique_key text unique,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index background_jobs_due on background_jobs (run_at) where state in ('queued', 'running');
    create index background_jobs_dead on background_jobs (updated_at) where state = 'dead';
  `.execute(db);
}
