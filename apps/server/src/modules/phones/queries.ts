import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { PatientPhonesTable } from './tables.js';

const COLUMNS = ['id', 'phone', 'label', 'confirmed_at', 'challenge_id'] as const;

/** The account's own mobile: the sign-in second factor. */
export const accountPhone = (db: Db, patientId: string) =>
  db
    .selectFrom('patients')
    .select(['phone', 'phone_verified_at'])
    .where('id', '=', patientId)
    .executeTakeFirst();

export const listPhones = (db: Db, patientId: string) =>
  db
    .selectFrom('patient_phones')
    .select(COLUMNS)
    .where('patient_id', '=', patientId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();

export const findPhone = (db: Db, patientId: string, id: string) =>
  db
    .selectFrom('patient_phones')
    .select(COLUMNS)
    .where('patient_id', '=', patientId)
    .where('id', '=', id)
    .executeTakeFirst();

/** False when the patient already has this number (two adds raced). */
export async function insertPhone(db: Db, row: Insertable<PatientPhonesTable>): Promise<boolean> {
  const inserted = await db
    .insertInto('patient_phones')
    .values(row)
    .onConflict((oc) => oc.columns(['patient_id', 'phone']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

export async function updatePhone(
  db: Db,
  patientId: string,
  id: string,
  fields: Updateable<PatientPhonesTable>,
) {
  await db
    .updateTable('patient_phones')
    .set(fields)
    .where('patient_id', '=', patientId)
    .where('id', '=', id)
    .execute();
}

export async function deletePhone(db: Db, patientId: string, id: string) {
  await db.deleteFrom('patient_phones').where('patient_id', '=', patientId).where('id', '=', id).execute();
}

/** Serialises a swap of the account's mobile with one of its numbers. */
export async function lockPatient(db: Db, patientId: string) {
  await db.selectFrom('patients').select('id').where('id', '=', patientId).forUpdate().execute();
}

export async function setAccountPhone(db: Db, patientId: string, phone: string, at: Date) {
  await db
    .updateTable('patients')
    .set({ phone, phone_verified_at: at, updated_at: at })
    .where('id', '=', patientId)
    .execute();
}
