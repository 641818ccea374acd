import { sql, type Insertable, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { MfaChallengesTable, PatientsTable } from './tables.js';

/** Every query takes the database or a transaction, so a service decides what commits together. */
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
  'email_verified_at',
] as const;

export const findPatientByEmail = (db: Tx, email: string) =>
  db.selectFrom('patients').select(patientColumns).where('email', '=', email).executeTakeFirst();

export const findPatientById = (db: Tx, id: string) =>
  db.selectFrom('patients').select(patientColumns).where('id', '=', id).executeTakeFirst();

/** The account and its onboarding row (the gates start closed). */
export async function insertPatient(db: Tx, patient: Insertable<PatientsTable>): Promise<void> {
  await db.insertInto('patients').values(patient).execute();
  await db.insertInto('onboarding').values({ patient_id: patient.id }).execute();
}

/** The demo patient's gates, all open as after a finished onboarding (the demo seed only). */
export async function openDemoGates(db: Tx, patientId: string, now: Date): Promise<void> {
  await db
    .updateTable('onboarding')
    .set({
      identity_status: 'verified',
      identity_method: 'document',
      identity_assurance: 'document_selfie',
      identity_assurance_method: 'document',
      identity_assured_at: now,
      hipaa_signed_at: now,
      primary_address_at: now,
    })
    .where('patient_id', '=', patientId)
    .execute();
}

export async function markPhoneVerified(db: Tx, patientId: string, now: Date): Promise<void> {
  await db
    .updateTable('patients')
    .set({ phone_verified_at: now, updated_at: now })
    .where('id', '=', patientId)
    .execute();
}

export async function markEmailVerified(db: Tx, patientId: string, now: Date): Promise<void> {
  await db
    .updateTable('patients')
    .set({ email_verified_at: now, updated_at: now })
    .where('id', '=', patientId)
    .execute();
}

export async function setPasswordHash(db: Tx, patientId: string, passwordHash: string, now: Date) {
  await db
    .updateTable('patients')
    .set({ password_hash: passwordHash, updated_at: now })
    .where('id', '=', patientId)
    .execute();
}

export async function hasConfirmedAuthenticator(db: Tx, patientId: string): Promise<boolean> {
  const row = await db
    .selectFrom('totp_authenticators')
    .select('id')
    .where('patient_id', '=', patientId)
    .where('confirmed_at', 'is not', null)
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertChallenge(
  db: Tx,
  challenge: {
    id: string;
    token_hash: string;
    patient_id: string | null;
    purpose: MfaChallengesTable['purpose'];
    expires_at: Date;
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
}

export const findSession = (db: Tx, sessionId: string) =>
  db
    .selectFrom('sessions')
    .select(['patient_id', 'web_token_hash', 'revoked_at', 'created_at', 'last_seen_at'])
    .where('id', '=', sessionId)
    .executeTakeFirst();

/** Moves the idle clock of a session last seen before `seenBefore` (so a busy session writes once a minute). */
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

const authenticatorColumns = [
  'id',
  'label',
  'secret',
  'confirmed_at',
  'last_used_step',
  'created_at',
] as const;

export const listAuthenticators = (db: Tx, patientId: string) =>
  db
    .selectFrom('totp_authenticators')
    .select(authenticatorColumns)
    .where('patient_id', '=', patientId)
    .orderBy('created_at')
    .execute();

export const findAuthenticator = (db: Tx, patientId: string, id: string) =>
  db
    .selectFrom('totp_authenticators')
    .select(authenticatorColumns)
    .where('patient_id', '=', patientId)
    .where('id', '=', id)
    .executeTakeFirst();

export const insertAuthenticator = (
  db: Tx,
  app: { id: string; patient_id: string; label: string; secret: string },
) =>
  db
    .insertInto('totp_authenticators')
    .values(app)
    .returning(['id', 'label', 'confirmed_at', 'created_at'])
    .executeTakeFirstOrThrow();

/** Renames one of this patient's apps; undefined when it is not theirs. */
/** The app's new name, with the name it had (for the audit), or undefined when the patient has no such app. */
export const renameAuthenticator = (db: Tx, patientId: string, id: string, label: string) =>
  db
    .with('before', (w) =>
      w
        .selectFrom('totp_authenticators')
        .select(['id', 'label'])
        .where('id', '=', id)
        .where('patient_id', '=', patientId)
        .forUpdate(),
    )
    .updateTable('totp_authenticators')
    .from('before')
    .set({ label })
    .whereRef('totp_authenticators.id', '=', 'before.id')
    .returning([
      'totp_authenticators.id',
      'totp_authenticators.label',
      'totp_authenticators.confirmed_at',
      'totp_authenticators.created_at',
      'before.label as previous',
    ])
    .executeTakeFirst();

export async function deleteAuthenticator(db: Tx, patientId: string, id: string): Promise<void> {
  await db
    .deleteFrom('totp_authenticators')
    .where('id', '=', id)
    .where('patient_id', '=', patientId)
    .execute();
}

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

export const findLoginFailures = (db: Tx, accountKey: string, ip: string) =>
  db
    .selectFrom('login_failures')
    .select(['failures', 'blocked_until', 'updated_at'])
    .where('account_key', '=', accountKey)
    .where('ip', '=', ip)
    .executeTakeFirst();

/**
 * Counts a login attempt of an (account, address) pair that had `from` counted attempts (0: no row) as `to`,
 * blocking the pair until `blockedUntil`; false if a parallel attempt counted first (compare-and-set on the
 * count, so none slips through).
 */
export async function countLoginAttempt(
  db: Tx,
  pair: { accountKey: string; ip: string },
  attempt: { from: number; to: number; blockedUntil: Date; now: Date },
): Promise<boolean> {
  if (attempt.from === 0) {
    const inserted = await db
      .insertInto('login_failures')
      .values({
        account_key: pair.accountKey,
        ip: pair.ip,
        failures: attempt.to,
        blocked_until: attempt.blockedUntil,
        updated_at: attempt.now,
      })
      .onConflict((oc) => oc.columns(['account_key', 'ip']).doNothing())
      .returning('failures')
      .executeTakeFirst();
    return inserted !== undefined;
  }
  const updated = await db
    .updateTable('login_failures')
    .set({ failures: attempt.to, blocked_until: attempt.blockedUntil, updated_at: attempt.now })
    .where('account_key', '=', pair.accountKey)
    .where('ip', '=', pair.ip)
    .where('failures', '=', attempt.from)
    .where('blocked_until', '<=', attempt.now)
    .executeTakeFirst();
  return updated.numUpdatedRows > 0n;
}

/** A successful login from an address forgets that address's failures for the account. */
export async function clearLoginFailures(db: Tx, accountKey: string, ip: string): Promise<void> {
  await db.deleteFrom('login_failures').where('account_key', '=', accountKey).where('ip', '=', ip).execute();
}

const passkeyColumns = [
  'id',
  'credential_id',
  'public_key',
  sql<number>`counter::float8`.as('counter'),
  'transports',
  'label',
  'created_at',
  'last_used_at',
] as const;

export const listPasskeys = (db: Tx, patientId: string) =>
  db
    .selectFrom('passkeys')
    .select(passkeyColumns)
    .where('patient_id', '=', patientId)
    .orderBy('created_at')
    .execute();

export const findPasskey = (db: Tx, patientId: string, credentialId: string) =>
  db
    .selectFrom('passkeys')
    .select(passkeyColumns)
    .where('patient_id', '=', patientId)
    .where('credential_id', '=', credentialId)
    .executeTakeFirst();

/** Whoever holds this credential: a passkey alone names its account only by its credential. */
export const findPasskeyByCredential = (db: Tx, credentialId: string) =>
  db
    .selectFrom('passkeys')
    .select([...passkeyColumns, 'patient_id'])
    .where('credential_id', '=', credentialId)
    .executeTakeFirst();

/**
 * Renames one of the patient's passkeys, answering the name it had (read under the row's lock, so a parallel
 * rename cannot make the audit's "before" wrong); undefined when the patient has no such passkey.
 */
export const renamePasskey = (db: Tx, patientId: string, id: string, label: string) =>
  db
    .with('before', (w) =>
      w
        .selectFrom('passkeys')
        .select(['id', 'label'])
        .where('id', '=', id)
        .where('patient_id', '=', patientId)
        .forUpdate(),
    )
    .updateTable('passkeys')
    .from('before')
    .set({ label })
    .whereRef('passkeys.id', '=', 'before.id')
    .returning([
      'passkeys.id',
      'passkeys.label',
      'passkeys.created_at',
      'passkeys.last_used_at',
      'before.label as previous',
    ])
    .executeTakeFirst();

export async function hasPasskey(db: Tx, patientId: string): Promise<boolean> {
  const row = await db
    .selectFrom('passkeys')
    .select('id')
    .where('patient_id', '=', patientId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Stores a new credential; undefined when that credential is registered already (to anyone). */
export const insertPasskey = (db: Tx, key: Insertable<Database['passkeys']>) =>
  db
    .insertInto('passkeys')
    .values(key)
    .onConflict((oc) => oc.column('credential_id').doNothing())
    .returning(passkeyColumns)
    .executeTakeFirst();

/**
 * Moves the signature counter from the value just checked to the new one; false when a parallel sign-in with the
 * same key moved it first (a cloned key or a replay), so only one of them passes.
 */
export async function usePasskey(
  db: Tx,
  id: string,
  counter: { from: number; to: number },
  now: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('passkeys')
    .set({ counter: counter.to, last_used_at: now })
    .where('id', '=', id)
    .where(sql<boolean>`counter = ${counter.from}`)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function deletePasskey(db: Tx, patientId: string, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('passkeys')
    .where('id', '=', id)
    .where('patient_id', '=', patientId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

export async function insertWebauthnChallenge(db: Tx, row: Insertable<Database['webauthn_challenges']>) {
  await db.insertInto('webauthn_challenges').values(row).execute();
}

/**
 * Anyone may open a passwordless ceremony, so its stale challenges are swept as new ones come, rather than
 * left to pile up.
 */
export async function sweepPasswordlessChallenges(db: Tx, now: Date) {
  await db
    .deleteFrom('webauthn_challenges')
    .where('purpose', '=', 'passwordless')
    .where('expires_at', '<=', now)
    .execute();
}

/**
 * Uses up a live challenge of this patient and purpose (and login attempt) in one statement; undefined when it is
 * unknown, expired, or already used, so two answers to one challenge never both pass.
 */
export const useWebauthnChallenge = (
  db: Tx,
  input: {
    /** Null for a passwordless ceremony, which belongs to no one until it is answered. */
    patientId: string | null;
    purpose: 'register' | 'login' | 'passwordless';
    challenge: string;
    mfaChallengeId: string | null;
    now: Date;
  },
) =>
  db
    .updateTable('webauthn_challenges')
    .set({ used_at: input.now })
    .where((eb) =>
      input.patientId === null ? eb('patient_id', 'is', null) : eb('patient_id', '=', input.patientId),
    )
    .where('purpose', '=', input.purpose)
    .where('challenge', '=', input.challenge)
    .where((eb) =>
      input.mfaChallengeId === null
        ? eb('mfa_challenge_id', 'is', null)
        : eb('mfa_challenge_id', '=', input.mfaChallengeId),
    )
    .where('used_at', 'is', null)
    .where('expires_at', '>', input.now)
    .returning('challenge')
    .executeTakeFirst();
