import { sql, type Kysely } from 'kysely';

/**
 * [AUTH-2] A passkey alone signs a patient in: its ceremony starts before anyone is known (a discoverable
 * credential names the account only in its answer), so that challenge belongs to no patient. Every other
 * ceremony still belongs to one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table webauthn_challenges alter column patient_id drop not null;
    alter table webauthn_challenges drop constraint webauthn_challenges_purpose_check;
    alter table webauthn_challenges add constraint webauthn_challenges_purpose_check
      check (purpose in ('register', 'login', 'passwordless')
        and (patient_id is null) = (purpose = 'passwordless'));
    create index webauthn_challenges_passwordless on webauthn_challenges (challenge)
      where purpose = 'passwordless';
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop index webauthn_challenges_passwordless;
    delete from webauthn_challenges where purpose = 'passwordless';
    alter table webauthn_challenges drop constraint webauthn_challenges_purpose_check;
    alter table webauthn_challenges add constraint webauthn_challenges_purpose_check
      check (purpose in ('register', 'login'));
    alter table webauthn_challenges alter column patient_id set not null;
  `.execute(db);
}
