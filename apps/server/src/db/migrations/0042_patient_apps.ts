import { sql, type Kysely } from 'kysely';

/**
 * [issue 30] What the SMART authorization server (oidc-provider) keeps between requests: authorization codes,
 * access and refresh tokens, grants, interactions and browser sessions, one row each, as its adapter reads them.
 * `grant_id` ties a token to the patient's authorization, which is also the sharing ledger's row: revoking the
 * one finds the others. Rows past `expires_at` are pruned by the maintenance job. The ledger learns the grantee
 * kind `app`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table oauth_records (
      kind text not null,
      id text not null,
      payload jsonb not null,
      grant_id text,
      uid text,
      expires_at timestamptz,
      consumed_at timestamptz,
      created_at timestamptz not null default now(),
      primary key (kind, id)
    );
    create index oauth_records_grant on oauth_records (grant_id) where grant_id is not null;
    create index oauth_records_uid on oauth_records (uid) where uid is not null;
    create index oauth_records_expiry on oauth_records (expires_at) where expires_at is not null;
    alter table access_grants drop constraint access_grants_grantee_kind_check;
    alter table access_grants add constraint access_grants_grantee_kind_check
      check (grantee_kind in ('individual', 'clinician', 'study_site', 'link', 'proxy', 'app'));
  `.execute(db);
}
