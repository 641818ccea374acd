import { sql, type Kysely } from 'kysely';

/**
 * [SHARE-1] A clinician the patient shares with is known by their clinic as much as by name: the ledger keeps
 * the organisation a grant was made to (a clinic, a practice), shown beside the name.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table access_grants add column grantee_organization text`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table access_grants drop column grantee_organization`.execute(db);
}
