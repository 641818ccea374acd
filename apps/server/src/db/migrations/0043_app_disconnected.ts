import { sql, type Kysely } from 'kysely';

/**
 * [issue 30] An app that revokes its own refresh token (signing out, or the authorization server ending a grant
 * whose code or rotated token was used twice) ends its row in the patient's sharing ledger, and the ledger says
 * so in a code of its own: the patient did not end it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table access_grants drop constraint access_grants_ended_reason_code_check;
    alter table access_grants add constraint access_grants_ended_reason_code_check
      check (ended_reason_code in ('revoked_by_patient', 'study_consent_withdrawn', 'app_disconnected'));
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    update access_grants set ended_reason_code = null where ended_reason_code = 'app_disconnected';
    alter table access_grants drop constraint access_grants_ended_reason_code_check;
    alter table access_grants add constraint access_grants_ended_reason_code_check
      check (ended_reason_code in ('revoked_by_patient', 'study_consent_withdrawn'));
  `.execute(db);
}
