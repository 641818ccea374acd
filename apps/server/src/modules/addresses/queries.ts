import { sql, type Insertable, type Updateable } from 'kysely';
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

/** Onboarding's save replaces the primary and past addresses; additional ones added from the profile stay. */
export async function replaceAddresses(db: Db, patientId: string, rows: Insertable<PatientAddressesTable>[]) {
  await db
    .deleteFrom('patient_addresses')
    .where('patient_id', '=', patientId)
    .where('kind', 'in', ['primary', 'past'])
    .execute();
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

const PROFILE_COLUMNS = [
  'id',
  'kind',
  'address1',
  'address2',
  'city',
  'state',
  'zip',
  'from_date',
  'to_date',
] as const;

/** [PROF-2] Primary, then past (the latest move first), then additional in the order they were added. */
export const listPatientAddresses = (db: Db, patientId: string) =>
  db
    .selectFrom('patient_addresses')
    .select(PROFILE_COLUMNS)
    .where('patient_id', '=', patientId)
    .orderBy(sql`case kind when 'primary' then 0 when 'past' then 1 else 2 end`)
    .orderBy('to_date', (o) => o.desc().nullsLast())
    .orderBy('from_date', (o) => o.desc().nullsLast())
    .orderBy('created_at')
    .orderBy('id')
    .execute();

export const findAddress = (db: Db, patientId: string, id: string) =>
  db
    .selectFrom('patient_addresses')
    .select(PROFILE_COLUMNS)
    .where('patient_id', '=', patientId)
    .where('id', '=', id)
    .executeTakeFirst();

export async function countAddresses(db: Db, patientId: string): Promise<number> {
  const row = await db
    .selectFrom('patient_addresses')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('patient_id', '=', patientId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Serialises one patient's address changes (a move reads the primary, ends it and inserts the next one): two
 * moves at once would otherwise both find the same primary and the second would break the one-primary index.
 */
export async function lockPatientAddresses(db: Db, patientId: string) {
  await db.selectFrom('patients').select('id').where('id', '=', patientId).forUpdate().execute();
}

export async function insertAddress(db: Db, row: Insertable<PatientAddressesTable>) {
  await db.insertInto('patient_addresses').values(row).execute();
}

export async function updateAddress(
  db: Db,
  patientId: string,
  id: string,
  fields: Updateable<PatientAddressesTable>,
) {
  await db
    .updateTable('patient_addresses')
    .set(fields)
    .where('patient_id', '=', patientId)
    .where('id', '=', id)
    .execute();
}

export async function deleteAddress(db: Db, patientId: string, id: string) {
  await db.deleteFrom('patient_addresses').where('patient_id', '=', patientId).where('id', '=', id).execute();
}
