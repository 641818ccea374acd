import type { Insertable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { HipaaAuthorizationsTable } from './tables.js';

export async function findSigner(db: Db, patientId: string) {
  return db
    .selectFrom('patients')
    .select(['first_name', 'last_name'])
    .where('id', '=', patientId)
    .executeTakeFirst();
}

/** The newest authorization still in force. */
export async function currentSignature(db: Db, patientId: string, now: Date) {
  return db
    .selectFrom('hipaa_authorizations')
    .select(['version', 'signed_at', 'signer_name', 'language', 'content_hash', 'expires_at'])
    .where('patient_id', '=', patientId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('signed_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function insertSignature(db: Db, row: Insertable<HipaaAuthorizationsTable>) {
  await db.insertInto('hipaa_authorizations').values(row).execute();
}

export async function markHipaaSigned(db: Db, patientId: string, at: Date) {
  await db
    .updateTable('onboarding')
    .set({ hipaa_signed_at: at, updated_at: at })
    .where('patient_id', '=', patientId)
    .execute();
}

/** Revokes every authorization still in force; the rows stay (the signature happened). */
export async function revokeInForce(db: Db, patientId: string, at: Date, by: string): Promise<number> {
  const result = await db
    .updateTable('hipaa_authorizations')
    .set({ revoked_at: at, revoked_by: by })
    .where('patient_id', '=', patientId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', at)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function clearHipaaSigned(db: Db, patientId: string, at: Date) {
  await db
    .updateTable('onboarding')
    .set({ hipaa_signed_at: null, updated_at: at })
    .where('patient_id', '=', patientId)
    .execute();
}

const signatureColumns = [
  'id',
  'version',
  'language',
  'signer_name',
  'signed_at',
  'expires_at',
  'revoked_at',
  'content_hash',
] as const;

/** Every authorization the patient signed, newest first (PROF-6). */
export const listSignatures = (db: Db, patientId: string) =>
  db
    .selectFrom('hipaa_authorizations')
    .select(signatureColumns)
    .where('patient_id', '=', patientId)
    .orderBy('signed_at', 'desc')
    .execute();

/** One of this patient's signatures; another patient's id finds nothing. */
export const findSignature = (db: Db, patientId: string, id: string) =>
  db
    .selectFrom('hipaa_authorizations')
    .select(signatureColumns)
    .where('patient_id', '=', patientId)
    .where('id', '=', id)
    .executeTakeFirst();
