import { sql, type Kysely } from 'kysely';

/**
 * [SHARE-2] A share link's passcode tries in flight, apart from its wrong ones (issue 26): a try is claimed before
 * its passcode is compared, so parallel guesses cannot pass the limit, but only a wrong one stays counted. Before,
 * parallel right passcodes were each counted as a try and locked the link.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table access_grants add column passcode_trying integer not null default 0`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table access_grants drop column passcode_trying`.execute(db);
}
