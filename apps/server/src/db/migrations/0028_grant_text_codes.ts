import { sql, type Kysely } from 'kysely';

/**
 * Issue 23: the sharing ledger kept sentences the server wrote, in the language of the moment they were written
 * ("revoked by the patient", "You signed the consent for study … (version …)", "Usted retiró su consentimiento
 * del estudio"), so a Spanish page showed English and the other way round. The server now keeps a code and its
 * facts, and the portal words them in the reader's language:
 * - `reason_code` + `reason_params` beside `reason`, which from now holds only what a patient typed;
 * - `ended_reason_code` beside `ended_reason`, likewise;
 * - a study site's `grantee_name` is its facility alone: the study's title is read from the catalogue in both
 *   languages (by `grantee_ref`), not frozen in the language the consent was signed in.
 * The rows kept so far are converted: the server's own sentences, in either language, become their codes; any
 * other text was typed by a patient and stays exactly as typed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table access_grants
      add column reason_code text check (reason_code in ('study_consent_signed')),
      add column reason_params jsonb,
      add column ended_reason_code text
        check (ended_reason_code in ('revoked_by_patient', 'study_consent_withdrawn'));

    update access_grants set reason_code = 'study_consent_signed'
      where reason ~ '^(You signed the consent for study|Usted firmó el consentimiento del estudio) \\S+ \\((version|versión) .+\\)$';
    update access_grants
      set reason_params = jsonb_build_object(
            'study', substring(reason from '(\\S+) \\((?:version|versión) '),
            'version', substring(reason from '\\((?:version|versión) (.+)\\)$')),
          reason = ''
      where reason_code = 'study_consent_signed';

    update access_grants set ended_reason_code = 'revoked_by_patient', ended_reason = null
      where ended_reason = 'revoked by the patient';
    update access_grants set ended_reason_code = 'study_consent_withdrawn', ended_reason = null
      where ended_reason in ('You withdrew your study consent', 'Usted retiró su consentimiento del estudio');

    update access_grants set grantee_name = split_part(grantee_name, ' — ', 1)
      where grantee_kind = 'study_site' and position(' — ' in grantee_name) > 0;
  `.execute(db);
}

/** Back to sentences, in English (the language a row's reader had is not kept); a study site keeps its facility. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    update access_grants
      set reason = 'You signed the consent for study ' || (reason_params ->> 'study')
        || ' (version ' || (reason_params ->> 'version') || ')'
      where reason_code = 'study_consent_signed';
    update access_grants set ended_reason = 'revoked by the patient' where ended_reason_code = 'revoked_by_patient';
    update access_grants set ended_reason = 'You withdrew your study consent'
      where ended_reason_code = 'study_consent_withdrawn';
    alter table access_grants drop column reason_code, drop column reason_params, drop column ended_reason_code;
  `.execute(db);
}
