import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

/*
 * Every SQL statement of the authorization server's storage (oidc-provider's adapter) and of the app grants it
 * checks against the sharing ledger.
 */

export interface OauthRecord {
  payload: Record<string, unknown>;
  expires_at: Date | null;
  consumed_at: Date | null;
}

export async function upsertRecord(
  db: Db,
  row: {
    kind: string;
    id: string;
    payload: Record<string, unknown>;
    grantId: string | null;
    uid: string | null;
    expiresAt: Date | null;
  },
): Promise<void> {
  const values = {
    kind: row.kind,
    id: row.id,
    payload: JSON.stringify(row.payload),
    grant_id: row.grantId,
    uid: row.uid,
    expires_at: row.expiresAt,
  };
  await db
    .insertInto('oauth_records')
    .values(values)
    .onConflict((oc) =>
      oc.columns(['kind', 'id']).doUpdateSet({
        payload: values.payload,
        grant_id: values.grant_id,
        uid: values.uid,
        expires_at: values.expires_at,
      }),
    )
    .execute();
}

/** A record that has not expired by `now` (an expired one is as good as gone, until the prune deletes it). */
export async function findRecord(
  db: Db,
  kind: string,
  by: { id: string } | { uid: string },
  now: Date,
): Promise<OauthRecord | undefined> {
  let query = db
    .selectFrom('oauth_records')
    .select(['payload', 'expires_at', 'consumed_at'])
    .where('kind', '=', kind)
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]));
  query = 'id' in by ? query.where('id', '=', by.id) : query.where('uid', '=', by.uid);
  return query.executeTakeFirst();
}

export async function consumeRecord(db: Db, kind: string, id: string, now: Date): Promise<void> {
  await db
    .updateTable('oauth_records')
    .set({ consumed_at: now })
    .where('kind', '=', kind)
    .where('id', '=', id)
    .execute();
}

export async function deleteRecord(db: Db, kind: string, id: string): Promise<void> {
  await db.deleteFrom('oauth_records').where('kind', '=', kind).where('id', '=', id).execute();
}

/** Everything issued under one grant: its codes and tokens, and the grant itself. */
export async function deleteRecordsOfGrant(db: Db, grantId: string): Promise<void> {
  await db
    .deleteFrom('oauth_records')
    .where((eb) =>
      eb.or([eb('grant_id', '=', grantId), eb.and([eb('kind', '=', 'Grant'), eb('id', '=', grantId)])]),
    )
    .execute();
}

/** The maintenance prune: what expired before `before`. */
export async function deleteExpiredRecords(db: Db, before: Date): Promise<number> {
  const result = await db.deleteFrom('oauth_records').where('expires_at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** An app grant of the ledger as the authorization server checks it: whose, and whether it is still in force. */
export interface AppGrantRow {
  id: string;
  patient_id: string;
  grantee_ref: string | null;
  categories: string[];
  until: Date | null;
  ended_at: Date | null;
}

export async function appGrant(db: Db, grantId: string): Promise<AppGrantRow | undefined> {
  return db
    .selectFrom('access_grants')
    .select(['id', 'patient_id', 'grantee_ref', 'categories', 'until', 'ended_at'])
    .where('id', '=', grantId)
    .where('grantee_kind', '=', 'app')
    .executeTakeFirst();
}

/** An app grant in force at `now`: not ended, not past its `until`. */
export async function appGrantInForce(db: Db, grantId: string, now: Date): Promise<boolean> {
  const row = await db
    .selectFrom('access_grants')
    .select(sql<number>`1`.as('one'))
    .where('id', '=', grantId)
    .where('grantee_kind', '=', 'app')
    .where('ended_at', 'is', null)
    .where((eb) => eb.or([eb('until', 'is', null), eb('until', '>', now)]))
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Ends an app's ledger row because the authorization server ended its Grant (the app revoked its own token, or a
 * code or rotated token came back twice). Once: a row the patient ended keeps their reason.
 */
export async function endAppGrant(db: Db, grantId: string, at: Date): Promise<void> {
  await db
    .updateTable('access_grants')
    .set({ ended_at: at, ended_reason: null, ended_reason_code: 'app_disconnected' })
    .where('id', '=', grantId)
    .where('grantee_kind', '=', 'app')
    .where('ended_at', 'is', null)
    .execute();
}

/** Holds a record until the transaction ends (two answers to one authorization never both pass). */
export async function lockRecord(db: Db, kind: string, id: string): Promise<void> {
  await db
    .selectFrom('oauth_records')
    .select('id')
    .where('kind', '=', kind)
    .where('id', '=', id)
    .forUpdate()
    .execute();
}
