import { sql, type Kysely } from 'kysely';

const RECORD_TABLES = [
  'medications',
  'encounters',
  'conditions',
  'observations',
  'immunizations',
  'allergies',
  'procedures',
  'diagnostic_reports',
];

/**
 * [PROF-7] Optional notices ("you have new information") are sent at most once per event: an event is claimed
 * here before anything is sent, whatever the patient's choices, so turning a choice on later never replays old
 * events. A record row remembers the pull job that last changed what it says (not only saw it), so a re-pull that
 * brings nothing new sends nothing.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table notification_events (
      patient_id uuid not null references patients(id) on delete cascade,
      event_key text not null,
      category text not null,
      created_at timestamptz not null default now(),
      primary key (patient_id, event_key)
    )
  `.execute(db);
  for (const table of RECORD_TABLES) {
    await sql`alter table ${sql.table(table)} add column changed_by_job_id uuid`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of RECORD_TABLES) {
    await sql`alter table ${sql.table(table)} drop column changed_by_job_id`.execute(db);
  }
  await sql`drop table notification_events`.execute(db);
}
