import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import { forgetPatientSessions, forgetSessions } from '../session-cache.js';

/** Every query takes the database or a transaction, so a service decides what commits together. */
type Tx = Kysely<Database>;

/* Sessions, their rotating refresh tokens, and password reset links. */

/** The brand the patient's account belongs to (migration 0041): whose name and voice their messages carry. */
export const patientBrand = (db: Tx, patientId: string) =>
  db.selectFrom('patients').select('brand').where('id', '=', patientId).executeTakeFirst();

export async function insertSession(
  db: Tx,
  session: {
    id: string;
    patient_id: string;
    web_token_hash: string;
    brand: string;
    created_at: Date;
    last_seen_at: Date;
  },
): Promise<void> {
  await db.insertInto('sessions').values(session).execute();
}

export async function markSessionRefreshed(db: Tx, sessionId: string, now: Date): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ last_refreshed_at: now, last_seen_at: now })
    .where('id', '=', sessionId)
    .execute();
  forgetSessions([sessionId]);
}

export const findSession = (db: Tx, sessionId: string) =>
  db
    .selectFrom('sessions')
    .select(['patient_id', 'web_token_hash', 'revoked_at', 'created_at', 'last_seen_at'])
    .where('id', '=', sessionId)
    .executeTakeFirst();

/**
 * Moves the idle clock of a session last seen before `seenBefore` (so a busy session writes once a minute). Its
 * caller moves the clock of the cached session too (`liveSession`): nothing else about the session changes.
 */
export async function touchSession(db: Tx, sessionId: string, now: Date, seenBefore: Date): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ last_seen_at: now })
    .where('id', '=', sessionId)
    .where('last_seen_at', '<', seenBefore)
    .execute();
}

export async function insertRefreshToken(
  db: Tx,
  token: { token_hash: string; session_id: string; created_at: Date; expires_at: Date },
): Promise<void> {
  await db.insertInto('refresh_tokens').values(token).execute();
}

export const findRefreshToken = (db: Tx, tokenHash: string) =>
  db
    .selectFrom('refresh_tokens')
    .innerJoin('sessions', 'sessions.id', 'refresh_tokens.session_id')
    .select([
      'refresh_tokens.session_id',
      'refresh_tokens.used_at',
      'refresh_tokens.expires_at',
      'sessions.patient_id',
      'sessions.revoked_at',
      'sessions.brand',
      'sessions.created_at as session_created_at',
      'sessions.last_seen_at',
    ])
    .where('refresh_tokens.token_hash', '=', tokenHash)
    .executeTakeFirst();

/** Whether a refresh token the session got at or after `since`, other than `tokenHash`, has been used. */
export async function successorUsed(
  db: Tx,
  input: { sessionId: string; tokenHash: string; since: Date },
): Promise<boolean> {
  const row = await db
    .selectFrom('refresh_tokens')
    .select('token_hash')
    .where('session_id', '=', input.sessionId)
    .where('token_hash', '!=', input.tokenHash)
    .where('created_at', '>=', input.since)
    .where('used_at', 'is not', null)
    .executeTakeFirst();
  return row !== undefined;
}

/** Marks a refresh token used; false if it already was (a concurrent or replayed use). */
export async function useRefreshToken(db: Tx, tokenHash: string, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('refresh_tokens')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function revokeSession(db: Tx, sessionId: string, reason: string, now: Date): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: now, revoked_reason: reason })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
  forgetSessions([sessionId]);
}

/** Ends every session of a patient, except `keep` (the one changing the password). */
export async function revokeOtherSessions(
  db: Tx,
  patientId: string,
  reason: string,
  now: Date,
  keep?: string,
) {
  let query = db
    .updateTable('sessions')
    .set({ revoked_at: now, revoked_reason: reason })
    .where('patient_id', '=', patientId)
    .where('revoked_at', 'is', null);
  if (keep) query = query.where('id', '!=', keep);
  await query.execute();
  forgetPatientSessions(patientId);
}

/** Uses up every unused reset link of a patient (only the newest one works; a reset ends them all). */
export async function useUpResetLinks(db: Tx, patientId: string, now: Date): Promise<void> {
  await db
    .updateTable('password_reset_links')
    .set({ used_at: now })
    .where('patient_id', '=', patientId)
    .where('used_at', 'is', null)
    .execute();
}

export async function insertResetLink(
  db: Tx,
  link: { token_hash: string; patient_id: string; expires_at: Date },
): Promise<void> {
  await db.insertInto('password_reset_links').values(link).execute();
}

export const findLiveResetLink = (db: Tx, tokenHash: string, now: Date) =>
  db
    .selectFrom('password_reset_links')
    .select(['token_hash', 'patient_id'])
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();

/** Marks a reset link used; false if another request used it first (single use). */
export async function useResetLink(db: Tx, tokenHash: string, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('password_reset_links')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
