import { sql, type Kysely } from 'kysely';

/**
 * The sex-specific screenings read the sex assigned at birth, never the administrative sex or gender identity:
 * - the patient can state it in their profile (`patient_demographics.sex_at_birth`, "prefer not to say" too);
 * - a record source states it as US Core birth sex. The rows kept so far came from FHIR `Patient.gender`, an
 *   administrative gender, so they are dropped: the next pull stores the sources' birth sex instead;
 * - an insight whose answer depends on it while nobody stated it asks the patient (`needs_answer`).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table patient_demographics
      add column sex_at_birth text check (sex_at_birth in ('female', 'male', 'declined'));
    delete from insight_patient_sex;
    alter table insights drop constraint insights_status_check;
    alter table insights
      add constraint insights_status_check check (status in ('open', 'needs_answer', 'closed', 'not_applicable'));
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    delete from insights where status = 'needs_answer';
    alter table insights drop constraint insights_status_check;
    alter table insights add constraint insights_status_check check (status in ('open', 'closed', 'not_applicable'));
    alter table patient_demographics drop column sex_at_birth;
  `.execute(db);
}
