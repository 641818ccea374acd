import { sql, type Kysely } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';

type Tx = Kysely<Database>;

const patientColumns = [
  'id',
  'email',
  'password_hash',
  'first_name',
  'last_name',
  'phone',
  'date_of_birth',
  'language',
  'phone_verified_at',
] as const;

export const findPatientByEmail = (db: Tx, email: string) =>
  db.selectFrom('patients').select(patientColumns).where('email', '=', email).executeTakeFirst();

export const findPatientById = (db: Tx, id: string) =>
  db.selectFrom('patients').select(patientColumns).where('id', '=', id).executeTakeFirst();

export async function hasConfirmedAuthenticator(db: Tx, patientId: string): Promise<boolean> {
  const row = await db
    .selectFrom('totp_authenticators')
    .select('id')
    .where('patient_id', '=', patientId)
    .where('confirmed_at', 'is not', null)
    .executeTakeFirst();
  return row !== undefined;
}

/** A live challenge (not completed, not expired) by its mfa_token digest. */
export const findLiveChallenge = (db: Tx, tokenHash: string, now: Date) =>
  db
    .selectFrom('mfa_challenges')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .where('completed_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();

/** Counts a wrong code atomically (concurrent guesses cannot slip past the limit); returns the new count. */
export async function countWrongCode(db: Db, challengeId: string): Promise<number> {
  const row = await db
    .updateTable('mfa_challenges')
    .set({ code_attempts: sql`code_attempts + 1` })
    .where('id', '=', challengeId)
    .returning('code_attempts')
    .executeTakeFirstOrThrow();
  return row.code_attempts;
}

/** Marks a challenge done; false if another request completed it first (single use). */
export async function completeChallenge(db: Tx, challengeId: string, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('mfa_challenges')
    .set({ completed_at: now })
    .where('id', '=', challengeId)
    .where('completed_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
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
    ])
    .where('refresh_tokens.token_hash', '=', tokenHash)
    .executeTakeFirst();

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
}

export const listAuthenticators = (db: Tx, patientId: string) =>
  db
    .selectFrom('totp_authenticators')
    .select(['id', 'label', 'secret', 'confirmed_at', 'last_used_step', 'created_at'])
    .where('patient_id', '=', patientId)
    .orderBy('created_at')
    .execute();

export const findAuthenticator = (db: Tx, patientId: string, id: string) =>
  db
    .selectFrom('totp_authenticators')
    .select(['id', 'label', 'secret', 'confirmed_at', 'last_used_step', 'created_at'])
    .where('patient_id', '=', patientId)
    .where('id', '=', id)
    .executeTakeFirst();

/** Records the accepted TOTP step; false if a concurrent request already used this or a later one. */
export async function useTotpStep(
  db: Tx,
  authenticatorId: string,
  step: number,
  confirm: boolean,
  now: Date,
) {
  const result = await db
    .updateTable('totp_authenticators')
    .set({ last_used_step: step, ...(confirm ? { confirmed_at: now } : {}) })
    .where('id', '=', authenticatorId)
    .where((eb) => eb.or([eb('last_used_step', 'is', null), eb('last_used_step', '<', step)]))
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
