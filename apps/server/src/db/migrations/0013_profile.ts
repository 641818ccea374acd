import { sql, type Kysely } from 'kysely';

// The patient's own data kept from the account area (PROF-1 … PROF-6). Never edit a migration after it lands:
// add the next numbered file instead.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    -- What a change changed (field names; values only of fields that are not personal), for profile edits.
    alter table audit_log add column changes jsonb;

    alter table patients add column middle_name text;

    -- Other names the patient has been known by (FHIR HumanName.use); the legal name stays on patients.
    create table patient_names (
      id uuid primary key,
      patient_id uuid not null references patients(id) on delete cascade,
      use text not null check (use in ('maiden', 'old', 'nickname', 'usual')),
      first_name text not null,
      middle_name text,
      last_name text not null,
      created_at timestamptz not null default now()
    );
    create index patient_names_patient on patient_names (patient_id, created_at);

    -- Sex, gender identity and Demographics 2; null: never asked. 'declined': asked, prefers not to say.
    create table patient_demographics (
      patient_id uuid primary key references patients(id) on delete cascade,
      sex text check (sex in ('female', 'male', 'unknown', 'declined')),
      gender_identity text check (gender_identity in
        ('woman', 'man', 'transgender_woman', 'transgender_man', 'non_binary', 'other', 'declined')),
      races jsonb not null default '[]',
      race_declined boolean not null default false,
      ethnicity text check (ethnicity in ('hispanic_or_latino', 'not_hispanic_or_latino', 'declined')),
      preferred_language text,
      updated_at timestamptz not null default now()
    );

    -- A change to an identity already verified (legal name, date of birth) waits here for a coordinator.
    create table profile_reviews (
      id uuid primary key,
      patient_id uuid not null references patients(id) on delete cascade,
      field text not null check (field in ('legal_name', 'date_of_birth')),
      requested jsonb not null,
      status text not null default 'pending' check (status in ('pending', 'approved', 'rejected', 'withdrawn')),
      requested_at timestamptz not null default now(),
      decided_at timestamptz,
      decided_by text
    );
    create unique index profile_reviews_one_pending on profile_reviews (patient_id, field) where status = 'pending';

    -- Numbers beside the account's mobile; usable only once a code texted to them came back.
    create table patient_phones (
      id uuid primary key,
      patient_id uuid not null references patients(id) on delete cascade,
      phone text not null,
      label text not null check (label in ('mobile', 'home', 'work', 'other')),
      confirmed_at timestamptz,
      -- The code sent to this number: a confirmation must answer this challenge, not another.
      challenge_id uuid,
      created_at timestamptz not null default now(),
      unique (patient_id, phone)
    );

    alter table mfa_challenges drop constraint mfa_challenges_purpose_check;
    alter table mfa_challenges add constraint mfa_challenges_purpose_check
      check (purpose in ('signup', 'login', 'verify_email', 'step_up', 'verify_phone'));

    -- Addresses keep their history; additional ones (mailing, work) sit beside the primary.
    alter table patient_addresses drop constraint patient_addresses_kind_check;
    alter table patient_addresses add constraint patient_addresses_kind_check
      check (kind in ('primary', 'past', 'additional'));

    -- Insurance plans; card photos AES-256-GCM encrypted (src/lib/encryption.ts), bound to their row and side.
    create table patient_insurance (
      id uuid primary key,
      patient_id uuid not null references patients(id) on delete cascade,
      payer text not null,
      member_id text not null,
      group_number text,
      subscriber_name text not null,
      subscriber_relationship text not null check (subscriber_relationship in ('self', 'spouse', 'parent', 'other')),
      front_image text,
      front_type text,
      back_image text,
      back_type text,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index patient_insurance_patient on patient_insurance (patient_id, created_at);
  `.execute(db);
}
