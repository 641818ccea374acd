import { sql, type Kysely } from 'kysely';

// Identity verification attempts, HIPAA authorizations and addresses (onboarding after the one-time code).
// Never edit a migration after it lands: add the next numbered file instead.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    -- Every way a patient tried to prove who they are. The evidence is never kept: images are reduced to
    -- their SHA-256, an SSN to its last four digits, a licence to its state and last four characters.
    create table identity_attempts (
      id uuid primary key,
      patient_id uuid not null references patients(id) on delete cascade,
      method text not null check (method in ('document', 'manual', 'assisted', 'driver_licence', 'ssn')),
      provider text not null check (provider in ('onfido', 'sandbox', 'coordinator')),
      provider_ref text,
      outcome text not null check (outcome in ('pending', 'on_hold', 'passed', 'failed', 'rejected')),
      assurance_level text check (assurance_level in ('basic', 'substantial', 'high')),
      reason text,
      evidence jsonb not null default '{}',
      -- What the document read (name, date of birth, address), for the patient to confirm.
      extracted jsonb,
      -- The details as the patient confirmed or corrected them.
      confirmed jsonb,
      confirmed_at timestamptz,
      assisted_phone text,
      assisted_time timestamptz,
      assisted_note text,
      decided_by text,
      decided_at timestamptz,
      created_at timestamptz not null default now()
    );
    create index identity_attempts_patient on identity_attempts (patient_id, created_at desc);
    create index identity_attempts_on_hold on identity_attempts (created_at) where outcome = 'on_hold';
    create unique index identity_attempts_provider_ref on identity_attempts (provider, provider_ref)
      where provider_ref is not null;

    -- A signed HIPAA authorization: the version and hash of the exact text read, who typed which name,
    -- when and from where. Kept after revocation, which only sets revoked_at.
    create table hipaa_authorizations (
      id uuid primary key,
      patient_id uuid not null references patients(id) on delete cascade,
      version text not null,
      language text not null check (language in ('en', 'es')),
      content_hash text not null,
      signer_name text not null,
      signed_at timestamptz not null default now(),
      ip text,
      expires_at timestamptz not null,
      revoked_at timestamptz
    );
    create index hipaa_authorizations_patient on hipaa_authorizations (patient_id, signed_at desc);

    -- The primary address and past addresses, the demographics record sources match a patient by.
    create table patient_addresses (
      id uuid primary key,
      patient_id uuid not null references patients(id) on delete cascade,
      kind text not null check (kind in ('primary', 'past')),
      address1 text not null,
      address2 text,
      city text not null,
      state text not null,
      zip text not null,
      from_date date,
      to_date date,
      position integer not null default 0,
      created_at timestamptz not null default now()
    );
    create index patient_addresses_patient on patient_addresses (patient_id, kind, position);
    create unique index patient_addresses_one_primary on patient_addresses (patient_id) where kind = 'primary';
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table patient_addresses, hipaa_authorizations, identity_attempts;`.execute(db);
}
