import { sql, type Kysely } from 'kysely';

/**
 * The account's own controls (shell): settings beside the patient's language, the feedback a patient sends and
 * where it stands, and passkeys (WebAuthn credentials) with the one-time challenges their ceremonies sign.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    -- The language stays on patients (sign-up sets it, messages read it); the rest of the settings live here.
    create table patient_settings (
      patient_id uuid primary key references patients(id) on delete cascade,
      time_zone text not null,
      notifications jsonb not null,
      updated_at timestamptz not null default now()
    );

    create table feedback (
      id uuid primary key,
      patient_id uuid not null references patients(id) on delete cascade,
      category text not null check (category in ('idea', 'problem', 'praise', 'other')),
      message text not null,
      rating smallint check (rating between 1 and 5),
      status text not null default 'received' check (status in ('received', 'in_review', 'answered', 'closed')),
      reply text,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index feedback_patient on feedback (patient_id, created_at desc);

    -- A WebAuthn credential: its id and public key as the authenticator gave them, the signature counter.
    create table passkeys (
      id uuid primary key,
      patient_id uuid not null references patients(id) on delete cascade,
      credential_id text not null unique,
      public_key bytea not null,
      counter bigint not null default 0,
      transports text not null default '[]',
      label text not null,
      backed_up boolean not null default false,
      created_at timestamptz not null default now(),
      last_used_at timestamptz
    );
    create index passkeys_patient on passkeys (patient_id);

    -- A challenge is signed once: registering (a signed-in patient) or confirming a login (bound to its attempt).
    create table webauthn_challenges (
      id uuid primary key,
      patient_id uuid not null references patients(id) on delete cascade,
      purpose text not null check (purpose in ('register', 'login')),
      mfa_challenge_id uuid references mfa_challenges(id) on delete cascade,
      challenge text not null,
      expires_at timestamptz not null,
      used_at timestamptz,
      created_at timestamptz not null default now()
    );
    create index webauthn_challenges_patient on webauthn_challenges (patient_id);
  `.execute(db);
}
