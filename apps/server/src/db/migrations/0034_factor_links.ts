import { sql, type Kysely } from 'kysely';

/**
 * [AUTH-4] [AUTH-6] Issue 26 item 4: recovery ends what an attacker could have added. Two kinds of single-purpose
 * link, each stored only as the digest of its random token and never able to sign anyone in:
 * - `recovery_review`: answered by a password reset; for a short while it lists the account's factors and removes
 *   its passkeys and authenticator apps;
 * - `not_me`: sent when a passkey or authenticator app is added; used once, it removes that factor and ends every
 *   session.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table factor_links (
      token_hash text primary key,
      patient_id uuid not null references patients(id) on delete cascade,
      purpose text not null check (purpose in ('recovery_review', 'not_me')),
      factor_kind text check (factor_kind in ('passkey', 'authenticator')),
      factor_id uuid,
      factor_label text,
      created_at timestamptz not null default now(),
      expires_at timestamptz not null,
      used_at timestamptz,
      check ((purpose = 'not_me') = (factor_kind is not null and factor_id is not null and factor_label is not null))
    );
    create index factor_links_patient on factor_links (patient_id, purpose);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table factor_links;`.execute(db);
}
