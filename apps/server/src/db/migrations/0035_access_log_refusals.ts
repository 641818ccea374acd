import { sql, type Kysely } from 'kysely';

/**
 * Issue 26 item 5: the patient's access log hid things. It showed the newest 200 rows, so about 200 cheap opens
 * pushed a real read out of view, and a refused try (a category not shared, after a revoke, the bundle) was never
 * written. Now:
 * - `refused` says why a try was refused (null: it was let through);
 * - the same thing done again with nothing in between extends the newest entry (`times`, up to `last_at`)
 *   instead of adding one, so a run of opens is one entry and the log cannot be flooded row by row;
 * - pages are read by id (keyset), newest first: `(grant_id, id desc)` serves them and the newest entry.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table grant_accesses
      add column last_at timestamptz,
      add column times integer not null default 1 check (times >= 1),
      add column refused text check (refused in ('not_shared', 'revoked', 'expired'));
    update grant_accesses set last_at = at;
    alter table grant_accesses alter column last_at set not null, alter column last_at set default now();
    drop index grant_accesses_grant;
    create index grant_accesses_page on grant_accesses (grant_id, id desc);
  `.execute(db);
}

/** Refused tries go (the old log would show them as reads); a run is left as its first entry. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    delete from grant_accesses where refused is not null;
    drop index grant_accesses_page;
    create index grant_accesses_grant on grant_accesses (grant_id, at desc);
    alter table grant_accesses drop column last_at, drop column times, drop column refused;
  `.execute(db);
}
