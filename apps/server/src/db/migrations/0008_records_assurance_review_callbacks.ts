import { sql, type Kysely } from 'kysely';

/**
 * Health records, secured:
 * - a HIPAA revocation says who revoked it (the date is `revoked_at`, the expiry `expires_at`, both already
 *   there); the pull looks up the authorization in force by patient;
 * - a pull job whose source matched more than one person waits in `review` with the number of candidates;
 * - completion callbacks are kept by the source's event id, so a second delivery changes nothing;
 * - references the portal itself gives a patient at a record source (the demo patient's synthetic bundle),
 *   so no match ever rests on a name and a birth date someone typed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table hipaa_authorizations add column revoked_by text;
    create index hipaa_authorizations_in_force on hipaa_authorizations (patient_id, expires_at)
      where revoked_at is null;

    alter table data_pull_jobs add column candidates integer;

    create table data_pull_callback_events (
      event_id text primary key,
      job_id uuid not null references data_pull_jobs(id) on delete cascade,
      kind text not null check (kind in ('success', 'error')),
      -- SHA-256 of the signed body: the same event again is a retry, the same id with other content a replay.
      body_hash text not null,
      received_at timestamptz not null default now()
    );

    create table patient_source_identifiers (
      patient_id uuid not null references patients(id) on delete cascade,
      system text not null,
      value text not null,
      primary key (patient_id, system)
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop table patient_source_identifiers, data_pull_callback_events;
    alter table data_pull_jobs drop column candidates;
    drop index hipaa_authorizations_in_force;
    alter table hipaa_authorizations drop column revoked_by;
  `.execute(db);
}
