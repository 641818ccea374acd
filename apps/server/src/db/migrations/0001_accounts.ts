import { sql, type Kysely } from 'kysely';

// Never edit a migration after it lands: add the next numbered file instead.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table patients (
      id uuid primary key,
      email text not null unique check (email = lower(email)),
      password_hash text not null,
      first_name text not null,
      last_name text not null,
      date_of_birth date not null,
      phone text not null,
      language text not null default 'en',
      phone_verified_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );

    create table onboarding (
      patient_id uuid primary key references patients(id) on delete cascade,
      identity_status text not null default 'not_started',
      identity_method text,
      hipaa_signed_at timestamptz,
      primary_address_at timestamptz,
      data_pull_state text not null default 'not_started',
      updated_at timestamptz not null default now()
    );

    create table patient_properties (
      patient_id uuid not null references patients(id) on delete cascade,
      key text not null,
      value jsonb not null,
      updated_at timestamptz not null default now(),
      primary key (patient_id, key)
    );

    -- A sign-up or login attempt waiting for its second factor. patient_id is null for the decoy answered
    -- to a sign-up with an email that already exists (no account enumeration).
    create table mfa_challenges (
      id uuid primary key,
      token_hash text not null unique,
      patient_id uuid references patients(id) on delete cascade,
      purpose text not null check (purpose in ('signup', 'login')),
      method text check (method in ('sms', 'email', 'totp')),
      destination text,
      code_hash text,
      code_expires_at timestamptz,
      code_attempts integer not null default 0,
      expires_at timestamptz not null,
      completed_at timestamptz,
      created_at timestamptz not null default now()
    );
    create index mfa_challenges_patient on mfa_challenges (patient_id);

    create table totp_authenticators (
      id uuid primary key,
      patient_id uuid not null references patients(id) on delete cascade,
      label text not null,
      secret text not null,
      confirmed_at timestamptz,
      last_used_step bigint,
      created_at timestamptz not null default now()
    );
    create index totp_authenticators_patient on totp_authenticators (patient_id);

    -- One row per login: the refresh-token family and its CSRF web_token.
    create table sessions (
      id uuid primary key,
      patient_id uuid not null references patients(id) on delete cascade,
      web_token_hash text not null,
      brand text not null,
      created_at timestamptz not null default now(),
      last_refreshed_at timestamptz,
      revoked_at timestamptz,
      revoked_reason text
    );
    create index sessions_patient on sessions (patient_id);

    create table refresh_tokens (
      token_hash text primary key,
      session_id uuid not null references sessions(id) on delete cascade,
      created_at timestamptz not null default now(),
      expires_at timestamptz not null,
      used_at timestamptz
    );
    create index refresh_tokens_session on refresh_tokens (session_id);

    create table password_reset_links (
      token_hash text primary key,
      patient_id uuid not null references patients(id) on delete cascade,
      created_at timestamptz not null default now(),
      expires_at timestamptz not null,
      used_at timestamptz
    );
    create index password_reset_links_patient on password_reset_links (patient_id);

    -- Fixed-window counters in the database, so limits hold across server instances.
    create table rate_limit_hits (
      bucket text not null,
      window_start timestamptz not null,
      hits integer not null,
      primary key (bucket, window_start)
    );

    -- Development only (PORTAL_DEV_OUTBOX=1): what would have been texted or emailed.
    create table dev_outbox (
      id bigserial primary key,
      channel text not null,
      to_key text not null,
      to_address text not null,
      body text not null,
      code text,
      created_at timestamptz not null default now()
    );
    create index dev_outbox_to on dev_outbox (to_key, id desc);

    -- Who read or changed which patient's data, when, from where. No foreign key: the trail outlives rows.
    create table audit_log (
      id bigserial primary key,
      patient_id uuid,
      actor text not null,
      action text not null,
      resource text not null,
      ip text,
      at timestamptz not null default now()
    );
    create index audit_log_patient on audit_log (patient_id, at desc);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop table audit_log, dev_outbox, rate_limit_hits, password_reset_links, refresh_tokens, sessions,
      totp_authenticators, mfa_challenges, patient_properties, onboarding, patients;
  `.execute(db);
}
