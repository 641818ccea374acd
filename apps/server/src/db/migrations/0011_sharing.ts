import { sql, type Kysely } from 'kysely';

/**
 * The sharing ledger (SHARE-1, SHARE-2): every grant of access to a patient's data — a study site after
 * consent, a clinician, an individual, a caregiver (proxy), a share link — is one row of `access_grants`:
 * who, what scope (record categories and a date range), since, until, why, and its end. Reads made under a
 * grant are kept in `grant_accesses` (when, by whom, a coarse client) so the patient sees them.
 * A share link or a proxy invitation stores only the SHA-256 of its random key; the key travels in the link.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table access_grants (
      id uuid primary key,
      patient_id uuid not null references patients(id) on delete cascade,
      grantee_kind text not null
        check (grantee_kind in ('individual', 'clinician', 'study_site', 'link', 'proxy')),
      grantee_name text not null,
      grantee_email text,
      -- the grantee in another system, e.g. a study's NCT id and site
      grantee_ref text,
      -- a proxy's own account, once they accepted the invitation
      grantee_patient_id uuid references patients(id) on delete cascade,
      categories jsonb not null,
      date_from date,
      date_to date,
      reason text not null,
      since timestamptz not null default now(),
      until timestamptz,
      ended_at timestamptz,
      ended_reason text,
      key_hash text unique,
      passcode_hash text,
      -- wrong passcodes since the last right one, counted before comparing
      passcode_attempts integer not null default 0,
      accepted_at timestamptz
    );
    create index access_grants_patient on access_grants (patient_id, since desc);
    create index access_grants_grantee on access_grants (grantee_patient_id)
      where grantee_patient_id is not null;

    create table grant_accesses (
      id bigint generated always as identity primary key,
      grant_id uuid not null references access_grants(id) on delete cascade,
      at timestamptz not null default now(),
      actor text not null,
      action text not null,
      client text not null
    );
    create index grant_accesses_grant on grant_accesses (grant_id, at desc);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table grant_accesses, access_grants;`.execute(db);
}
