import { sql, type Kysely } from 'kysely';

/**
 * A condition or allergy the source ruled out (verification status `refuted`) is stored as `refuted`, not by its
 * clinical status: the lists show it as ruled out after the current ones, and the insights and study suggestions
 * no longer read it as the patient's. Rows already stored are corrected now from the resource each one keeps,
 * rather than waiting for the next pull.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ['conditions', 'allergies']) {
    await sql`
      update ${sql.table(table)} set status = 'refuted'
      where resource #>> '{verificationStatus,coding,0,code}' = 'refuted'
    `.execute(db);
  }
}

/** Nothing to undo: the next pull stores what the resources say, as it did before. */
export async function down(): Promise<void> {}
