import type { Insertable, Updateable } from 'kysely';
import type { CardSide } from '@portal/contract';
import type { Db } from '../../db/database.js';
import type { PatientInsuranceTable } from './tables.js';

/** What a list shows: never the photos themselves, only whether each side is there. */
const fields = [
  'id',
  'payer',
  'member_id',
  'group_number',
  'subscriber_name',
  'subscriber_relationship',
  'updated_at',
] as const;

export const listInsurance = (db: Db, patientId: string) =>
  db
    .selectFrom('patient_insurance')
    .select(fields)
    .select((eb) => [
      eb('front_image', 'is not', null).as('has_front_image'),
      eb('back_image', 'is not', null).as('has_back_image'),
    ])
    .where('patient_id', '=', patientId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();

/** Only this patient's row: another patient's id is answered as one that does not exist. */
export const findInsurance = async (db: Db, patientId: string, id: string) =>
  (await listInsurance(db, patientId)).find((row) => row.id === id);

export const countInsurance = async (db: Db, patientId: string) =>
  Number(
    (
      await db
        .selectFrom('patient_insurance')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('patient_id', '=', patientId)
        .executeTakeFirstOrThrow()
    ).n,
  );

export async function insertInsurance(db: Db, row: Insertable<PatientInsuranceTable>) {
  await db.insertInto('patient_insurance').values(row).execute();
}

export async function updateInsurance(
  db: Db,
  patientId: string,
  id: string,
  set: Updateable<PatientInsuranceTable>,
) {
  await db
    .updateTable('patient_insurance')
    .set(set)
    .where('patient_id', '=', patientId)
    .where('id', '=', id)
    .execute();
}

export async function deleteInsurance(db: Db, patientId: string, id: string) {
  await db.deleteFrom('patient_insurance').where('patient_id', '=', patientId).where('id', '=', id).execute();
}

export const cardImage = (db: Db, patientId: string, id: string, side: CardSide) =>
  db
    .selectFrom('patient_insurance')
    .select(
      side === 'front'
        ? ['front_image as image', 'front_type as type']
        : ['back_image as image', 'back_type as type'],
    )
    .where('patient_id', '=', patientId)
    .where('id', '=', id)
    .executeTakeFirst();
