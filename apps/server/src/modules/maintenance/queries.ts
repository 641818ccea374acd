import type { Db } from '../../db/database.js';

/*
 * Each deletes rows that stopped mattering before `before`: nothing here can still sign anyone in, count
 * towards a limit that is still running, or be shown to a patient.
 */

const deleted = (result: { numDeletedRows: bigint }[]) => Number(result[0]?.numDeletedRows ?? 0);

/** Sessions that ended (revoked, or past their absolute lifetime): their refresh tokens go with them. */
export async function deleteEndedSessions(db: Db, before: Date, maxAgeSeconds: number): Promise<number> {
  const createdBefore = new Date(before.getTime() - maxAgeSeconds * 1000);
  return deleted(
    await db
      .deleteFrom('sessions')
      .where((eb) => eb.or([eb('revoked_at', '<', before), eb('created_at', '<', createdBefore)]))
      .execute(),
  );
}

/** Expired refresh tokens (one row per rotation) of sessions still kept: an expired token is refused anyway. */
export async function deleteExpiredRefreshTokens(db: Db, before: Date): Promise<number> {
  return deleted(await db.deleteFrom('refresh_tokens').where('expires_at', '<', before).execute());
}

/** One-time-code challenges (sign-in, sign-up, step-up grants) past their expiry; their WebAuthn ones with them. */
export async function deleteExpiredCodeChallenges(db: Db, before: Date): Promise<number> {
  return deleted(await db.deleteFrom('mfa_challenges').where('expires_at', '<', before).execute());
}

export async function deleteExpiredWebauthnChallenges(db: Db, before: Date): Promise<number> {
  return deleted(await db.deleteFrom('webauthn_challenges').where('expires_at', '<', before).execute());
}

export async function deleteExpiredResetLinks(db: Db, before: Date): Promise<number> {
  return deleted(await db.deleteFrom('password_reset_links').where('expires_at', '<', before).execute());
}

/** Recovery review tokens and "this wasn't me" links past their expiry. */
export async function deleteExpiredFactorLinks(db: Db, before: Date): Promise<number> {
  return deleted(await db.deleteFrom('factor_links').where('expires_at', '<', before).execute());
}

/** Failed-login counters no longer blocking and untouched since: the next failure starts a fresh count. */
export async function deleteStaleLoginFailures(db: Db, before: Date): Promise<number> {
  return deleted(
    await db
      .deleteFrom('login_failures')
      .where('blocked_until', '<', before)
      .where('updated_at', '<', before)
      .execute(),
  );
}

export async function deleteRateLimitWindows(db: Db, before: Date): Promise<number> {
  return deleted(await db.deleteFrom('rate_limit_hits').where('window_start', '<', before).execute());
}

export async function deleteDevOutboxMessages(db: Db, before: Date): Promise<number> {
  return deleted(await db.deleteFrom('dev_outbox').where('created_at', '<', before).execute());
}

/** Finished background jobs (dead letters stay until an operator retries them). */
export async function deleteFinishedJobs(db: Db, before: Date): Promise<number> {
  return deleted(
    await db
      .deleteFrom('background_jobs')
      .where('state', '=', 'done')
      .where('updated_at', '<', before)
      .execute(),
  );
}
