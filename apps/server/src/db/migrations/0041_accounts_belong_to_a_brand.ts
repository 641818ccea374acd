import { sql, type Kysely } from 'kysely';

/**
 * [issue 25] Each brand is its own portal: an account belongs to the brand it was made on, and its email is unique
 * within that brand, not across them (a member of two health plans has two accounts). An existing account gets the
 * brand of its first session, which its sign-up opened on the portal it was made on; one that never finished
 * signing up gets the default brand (`carebridge`). A passkey belongs to the brand whose relying party it was
 * registered with: every existing one to the default brand's, the only one there was. Audit rows name the brand of
 * the portal the request came to (null for rows written before).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table patients add column brand text;
    update patients set brand = coalesce(
      (select sessions.brand from sessions where sessions.patient_id = patients.id
        order by sessions.created_at limit 1),
      'carebridge'
    );
    -- A default, so the previous release's sign-ups still insert during a rolling deploy (expand, then contract)
    alter table patients alter column brand set not null, alter column brand set default 'carebridge';
    alter table patients drop constraint patients_email_key;
    create unique index patients_brand_email on patients (brand, email);
    create index patients_email on patients (email);

    alter table passkeys add column brand text not null default 'carebridge';

    alter table audit_log add column brand text;
  `.execute(db);
}
