import { sql, type Kysely } from 'kysely';

/**
 * A visit names who the patient saw and where (the practitioner and the location or organization the source
 * references, read with the visit): the timeline shows them beside the visit's name. Rows stored before this get
 * them at the next pull, which updates every resource it sees.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table encounters add column clinician text, add column place text`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table encounters drop column clinician, drop column place`.execute(db);
}
