import type { Insertable } from 'kysely';
import type { Db } from '../../db/database.js';
import { latestPassedDocument } from '../identity/queries.js';
import type { PatientAddressesTable } from './tables.js';

export async function listAddresses(db: Db, patientId: string) {
  return db
    .selectFrom('patient_addresses')
    .select(['kind', 'address1', 'address2', 'city', 'state', 'zip', 'from_date', 'to_date'])
    .where('patient_id', '=', patientId)
    .orderBy('kind', 'desc')
    .orderBy('position', 'asc')
    .execute();
}

export async function replaceAddresses(db: Db, patientId: string, rows: Insertable<PatientAddressesTable>[]) {
  await db.deleteFrom('patient_addresses').where('patient_id', '=', patientId).execute();
  if (rows.length > 0) await db.insertInto('patient_addresses').values(rows).execute();
}

export async function markPrimaryAddress(db: Db, patientId: string, at: Date) {
  await db
    .updateTable('onboarding')
    .set({ primary_address_at: at, updated_at: at })
    .where('patient_id', '=', patientId)
    .execute();
}

/** The address the patient confirmed after an ID scan, to prefill the primary address. */
export async function confirmedDocumentAddress(db: Db, patientId: string) {
  const row = await latestPassedDocument(db, patientId);
  return (row?.confirmed ?? row?.extracted)?.address ?? null;
}
