import { sql, type Insertable, type Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import type { WebauthnChallengesTable } from '../tables.js';

/** Every query takes the database or a transaction, so a service decides what commits together. */
type Tx = Kysely<Database>;

/* Passkeys and their WebAuthn challenges. */
const passkeyColumns = [
  'id',
  'credential_id',
  'public_key',
  sql<number>`counter::float8`.as('counter'),
  'transports',
  'label',
  'brand',
  'created_at',
  'last_used_at',
] as const;

/** The patient's passkeys; with `brand`, only those made for that brand's relying party. */
export const listPasskeys = (db: Tx, patientId: string, brand?: string) => {
  let query = db.selectFrom('passkeys').select(passkeyColumns).where('patient_id', '=', patientId);
  if (brand !== undefined) query = query.where('brand', '=', brand);
  return query.orderBy('created_at').execute();
};

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

/** Whether the patient has a passkey made for this brand's relying party. */
export async function hasPasskey(db: Tx, patientId: string, brand: string): Promise<boolean> {
  const row = await db
    .selectFrom('passkeys')
    .select('id')
    .where('patient_id', '=', patientId)
    .where('brand', '=', brand)
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
    purpose: WebauthnChallengesTable['purpose'];
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
