import { sql, type Kysely } from 'kysely';

/**
 * A re-pull reconciles with its source: every record row remembers the pull job that last saw it, so when a job
 * has read its source to the end, the rows of that source it did not see are the ones the source no longer has
 * and are removed. The progress counts them per resource type, so the patient sees what went.
 */
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

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of RECORD_TABLES) {
    await sql`alter table ${sql.table(table)} add column pull_job_id uuid`.execute(db);
  }
  await sql`alter table data_pull_progress add column removed integer not null default 0`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table data_pull_progress drop column removed`.execute(db);
  for (const table of RECORD_TABLES) {
    await sql`alter table ${sql.table(table)} drop column pull_job_id`.execute(db);
  }
}
