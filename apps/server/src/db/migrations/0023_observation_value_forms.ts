import { sql, type Kysely } from 'kysely';

/**
 * An observation's value in every form FHIR allows: a yes/no value, and why there is none (the source's
 * dataAbsentReason, a panel, a pending result). And why a pull could not store a resource, counted per job, type
 * and reason, so the patient sees "N records could not be read" with the reasons. Rows stored before this get
 * their values at the next pull, which updates every resource it sees.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table observations add column value_boolean boolean, add column value_absent text;
    create table data_pull_failures (
      job_id uuid not null references data_pull_jobs(id) on delete cascade,
      resource_type text not null,
      reason text not null,
      count integer not null default 0,
      primary key (job_id, resource_type, reason)
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop table data_pull_failures;
    alter table observations drop column value_boolean, drop column value_absent;
  `.execute(db);
}
