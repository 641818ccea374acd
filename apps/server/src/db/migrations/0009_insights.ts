import { sql, type Kysely } from 'kysely';

/**
 * Insights (care gaps): one row per patient and rule, recomputed after each record pull and each lab result.
 * The row keeps its id across recomputes, so a lab kit ordered for a gap still points at it once it closes.
 * The sex a record source states for the patient is kept too: the sex-specific screenings read it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table insights (
      id uuid primary key,
      patient_id uuid not null references patients(id) on delete cascade,
      rule text not null,
      status text not null check (status in ('open', 'closed', 'not_applicable')),
      reason text not null,
      -- YYYY-MM-DD as text: a calendar day, never shifted by a time zone.
      due_date text,
      decided_by jsonb,
      condition jsonb,
      age integer not null,
      sex text,
      computed_at timestamptz not null,
      unique (patient_id, rule)
    );

    create table insight_patient_sex (
      patient_id uuid not null references patients(id) on delete cascade,
      source text not null,
      sex text not null check (sex in ('female', 'male')),
      updated_at timestamptz not null default now(),
      primary key (patient_id, source)
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table insight_patient_sex, insights`.execute(db);
}
