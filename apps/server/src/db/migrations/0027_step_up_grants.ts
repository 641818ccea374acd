import { sql, type Kysely } from 'kysely';

/**
 * [AUTH-6] A step-up is bound to the session that asked for it and the one change it is for, so its code opens
 * nothing else (another change, another browser); and a passkey can answer it, its ceremony bound to that step-up.
 * Step-ups still open when this lands have neither and are refused, as an expired one is.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table mfa_challenges add column session_id uuid;
    alter table mfa_challenges add column action text check (action in
      ('change_password', 'sign_in_phone', 'add_authenticator', 'add_passkey', 'remove_passkey'));
    alter table mfa_challenges drop constraint mfa_challenges_method_check;
    alter table mfa_challenges add constraint mfa_challenges_method_check
      check (method in ('sms', 'email', 'totp', 'passkey'));
    alter table webauthn_challenges drop constraint webauthn_challenges_purpose_check;
    alter table webauthn_challenges add constraint webauthn_challenges_purpose_check
      check (purpose in ('register', 'login', 'passwordless', 'step_up')
        and (patient_id is null) = (purpose = 'passwordless'));
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    delete from webauthn_challenges where purpose = 'step_up';
    alter table webauthn_challenges drop constraint webauthn_challenges_purpose_check;
    alter table webauthn_challenges add constraint webauthn_challenges_purpose_check
      check (purpose in ('register', 'login', 'passwordless')
        and (patient_id is null) = (purpose = 'passwordless'));
    delete from mfa_challenges where method = 'passkey';
    alter table mfa_challenges drop constraint mfa_challenges_method_check;
    alter table mfa_challenges add constraint mfa_challenges_method_check
      check (method in ('sms', 'email', 'totp'));
    alter table mfa_challenges drop column action;
    alter table mfa_challenges drop column session_id;
  `.execute(db);
}
