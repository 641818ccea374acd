import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import type { MfaChallengesTable } from '../tables.js';

/** Every query takes the database or a transaction, so a service decides what commits together. */
type Tx = Kysely<Database>;

/* One-time-code challenges of a sign-up, a login or a step-up: armed, counted before compared, completed. */
export async function insertChallenge(
  db: Tx,
  challenge: {
    id: string;
    token_hash: string;
    patient_id: string | null;
    purpose: MfaChallengesTable['purpose'];
    expires_at: Date;
    session_id?: string | null;
    action?: MfaChallengesTable['action'];
  },
): Promise<void> {
  await db.insertInto('mfa_challenges').values(challenge).execute();
}

/**
 * Arms a challenge with a new code, whose tries start again from none, or readies the authenticator app, whose
 * tries go on counting (choosing the app again costs nothing, so it must not buy tries).
 */
export async function armChallenge(
  db: Tx,
  challengeId: string,
  code: Pick<MfaChallengesTable, 'method' | 'destination' | 'code_hash'> & { code_expires_at: Date },
): Promise<void> {
  const freshTries = code.code_hash !== null ? { code_attempts: 0 } : {};
  await db
    .updateTable('mfa_challenges')
    .set({ ...code, ...freshTries })
    .where('id', '=', challengeId)
    .execute();
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

/**
 * Counts a try before its code is compared, in one statement, so parallel guesses cannot slip past the limit:
 * the try's number, or null when `max` tries were already counted.
 */
export async function countCodeAttempt(db: Tx, challengeId: string, max: number): Promise<number | null> {
  const row = await db
    .updateTable('mfa_challenges')
    .set({ code_attempts: sql`code_attempts + 1` })
    .where('id', '=', challengeId)
    .where('code_attempts', '<', max)
    .returning('code_attempts')
    .executeTakeFirst();
  return row?.code_attempts ?? null;
}

/** Ends every open sign-in or verification attempt of a patient (their codes die with them). */
export async function endChallenges(db: Tx, patientId: string, now: Date): Promise<void> {
  await db
    .updateTable('mfa_challenges')
    .set({ expires_at: now })
    .where('patient_id', '=', patientId)
    .where('completed_at', 'is', null)
    .where('expires_at', '>', now)
    .execute();
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
