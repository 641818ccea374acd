import { sql, type Kysely } from 'kysely';

/**
 * Study e-consents [STUDY-2]: each signature with the version and hash of the text read, the sections
 * acknowledged, the typed name, the scope shared and the sharing-ledger grant it made. At most one consent in
 * force per patient and study; withdrawn ones stay as the record of what was signed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table study_consents (
      id uuid primary key,
      patient_id uuid not null references patients(id) on delete cascade,
      study_id text not null,
      site_id text not null,
      version text not null,
      language text not null check (language in ('en', 'es')),
      content_hash text not null,
      -- The title and sections exactly as read, so the signed copy stays the same when the catalogue changes.
      document jsonb not null,
      acknowledged_sections jsonb not null,
      signer_name text not null,
      signed_at timestamptz not null default now(),
      ip text,
      scope jsonb not null,
      grant_id text,
      withdrawn_at timestamptz
    );
    create unique index study_consents_in_force on study_consents (patient_id, study_id)
      where withdrawn_at is null;
    create index study_consents_by_patient on study_consents (patient_id, signed_at desc);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table study_consents`.execute(db);
}
