import { sql, type Kysely } from 'kysely';

/**
 * The units a patient reads weights, heights and temperatures in (`us` or `metric`), once they choose. Null until
 * then: the settings read their brand's default for their language, so a brand that changes its default changes
 * it for everyone who never chose. Only the display follows it; the observations keep the units they came in.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table patient_settings add column units text check (units in ('us', 'metric'));
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table patient_settings drop column units;`.execute(db);
}
