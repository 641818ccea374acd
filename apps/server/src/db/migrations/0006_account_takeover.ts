import { sql, type Kysely } from 'kysely';

/**
 * Account-takeover defences (accounts module): session idle timeout, verified email, per-address login
 * delays, and the sign-in steps a code can confirm besides sign-up and login.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    -- The last time the session was used (a request or a refresh), for the idle timeout.
    alter table sessions add column last_seen_at timestamptz not null default now();

    -- Email becomes a reset and second-factor channel only once a code sent to it came back.
    alter table patients add column email_verified_at timestamptz;

    -- A code can also verify a signed-in patient's email, or step up before adding an authenticator app.
    alter table mfa_challenges drop constraint mfa_challenges_purpose_check;
    alter table mfa_challenges add constraint mfa_challenges_purpose_check
      check (purpose in ('signup', 'login', 'verify_email', 'step_up'));

    -- Failed logins per account (a digest of the email) and client address, each failure past the free ones
    -- blocking that pair a little longer. Counted before the password is compared.
    create table login_failures (
      account_key text not null,
      ip text not null,
      failures integer not null,
      blocked_until timestamptz not null,
      updated_at timestamptz not null default now(),
      primary key (account_key, ip)
    );
  `.execute(db);
}
