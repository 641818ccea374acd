import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';

/** Every query takes the database or a transaction, so a service decides what commits together. */
type Tx = Kysely<Database>;

/* Authenticator apps (TOTP): their secrets and the last step each accepted. */
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
