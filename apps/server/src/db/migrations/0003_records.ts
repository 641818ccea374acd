import { sql, type Kysely } from 'kysely';

/*
 * Health records: the pull jobs and the normalised record tables.
 * Never edit a migration after it lands: add the next numbered file instead.
 */

const COMMON = `
  id bigserial primary key,
  patient_id uuid not null references patients(id) on delete cascade,
  source text not null,
  resource_type text not null,
  source_resource_id text not null,
  type text,
  code text,
  code_system text,
  display text,
  status text,
  date timestamptz,
  end_date timestamptz,
  encounter_ref text,
  value_text text,
  resource jsonb not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()`;

/** The record tables other than observations: one row per source resource (re-imports update it in place). */
export const SIMPLE_RECORD_TABLES = [
  'medications',
  'encounters',
  'conditions',
  'immunizations',
  'allergies',
  'procedures',
  'diagnostic_reports',
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    -- One pull per "get / update my records": one job per record source.
    create table data_pulls (
      id uuid primary key,
      patient_id uuid not null references patients(id) on delete cascade,
      state text not null default 'queued',
      created_at timestamptz not null default now(),
      started_at timestamptz,
      completed_at timestamptz,
      updated_at timestamptz not null default now()
    );
    create index data_pulls_patient on data_pulls (patient_id, created_at desc);

    -- Claimed by workers with FOR UPDATE SKIP LOCKED; a running job whose lease ran out is claimed again
    -- (its worker died) and resumes after checkpoint, the number of source entries already stored.
    create table data_pull_jobs (
      id uuid primary key,
      pull_id uuid not null references data_pulls(id) on delete cascade,
      patient_id uuid not null references patients(id) on delete cascade,
      source text not null,
      source_patient_ref text,
      state text not null default 'queued',
      attempts integer not null default 0,
      max_attempts integer not null default 5,
      next_run_at timestamptz not null default now(),
      lease_owner text,
      lease_until timestamptz,
      checkpoint integer not null default 0,
      error text,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      completed_at timestamptz,
      unique (pull_id, source)
    );
    create index data_pull_jobs_due on data_pull_jobs (next_run_at) where state in ('queued', 'running');

    create table data_pull_progress (
      job_id uuid not null references data_pull_jobs(id) on delete cascade,
      resource_type text not null,
      fetched integer not null default 0,
      stored integer not null default 0,
      failed integer not null default 0,
      primary key (job_id, resource_type)
    );

    -- A blood-pressure panel is stored as two rows (systolic, diastolic): component is part of the key.
    create table observations (
      ${sql.raw(COMMON)},
      component text not null default '',
      value double precision,
      unit text,
      ref_low double precision,
      ref_high double precision,
      ref_text text,
      unique (patient_id, source, resource_type, source_resource_id, component)
    );
    create index observations_trend on observations (patient_id, code, date);
    create index observations_date on observations (patient_id, date desc);
  `.execute(db);
  for (const table of SIMPLE_RECORD_TABLES) {
    await sql`
      create table ${sql.id(table)} (
        ${sql.raw(COMMON)},
        unique (patient_id, source, resource_type, source_resource_id)
      );
      create index ${sql.id(`${table}_date`)} on ${sql.id(table)} (patient_id, date desc);
    `.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of SIMPLE_RECORD_TABLES) await sql`drop table ${sql.id(table)}`.execute(db);
  await sql`drop table observations, data_pull_progress, data_pull_jobs, data_pulls`.execute(db);
}
