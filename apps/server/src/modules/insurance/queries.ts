import { sql, type Insertable, type Updateable } from 'kysely';
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

const plans = (db: Db, patientId: string) =>
  db
    .selectFrom('patient_insurance')
    .select(fields)
    .select((eb) => [
      eb('front_type', 'is not', null).as('has_front_image'),
      eb('back_type', 'is not', null).as('has_back_image'),
    ])
    .where('patient_id', '=', patientId);

export const listInsurance = (db: Db, patientId: string) =>
  plans(db, patientId).orderBy('created_at').orderBy('id').execute();

/** Only this patient's row: another patient's id is answered as one that does not exist. */
export const findInsurance = (db: Db, patientId: string, id: string) =>
  plans(db, patientId).where('id', '=', id).executeTakeFirst();

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

/** The plan's photo keys, its row locked until the transaction ends: a change replaces exactly these. */
export const photoKeysForUpdate = (db: Db, patientId: string, id: string) =>
  db
    .selectFrom('patient_insurance')
    .select(['front_blob_key', 'back_blob_key'])
    .where('patient_id', '=', patientId)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();

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

/** Removes the plan; answers the keys of the photos it referenced (undefined when it was not this patient's). */
export const deleteInsurance = (db: Db, patientId: string, id: string) =>
  db
    .deleteFrom('patient_insurance')
    .where('patient_id', '=', patientId)
    .where('id', '=', id)
    .returning(['front_blob_key', 'back_blob_key'])
    .executeTakeFirst();

const REFERENCE = {
  front: ['front_type as type', 'front_blob_key as key', 'front_size as size', 'front_digest as digest'],
  back: ['back_type as type', 'back_blob_key as key', 'back_size as size', 'back_digest as digest'],
} as const;

/** One side's reference, and whether its photo is still in the row (never the row's photo itself). */
export const cardReference = (db: Db, patientId: string, id: string, side: CardSide) =>
  db
    .selectFrom('patient_insurance')
    .select(REFERENCE[side])
    .select((eb) => eb(`${side}_image`, 'is not', null).as('in_row'))
    .where('patient_id', '=', patientId)
    .where('id', '=', id)
    .executeTakeFirst();

/** A photo the previous release wrote into the row, with what is needed to move it out. */
export const photoInRow = (db: Db, id: string, side: CardSide) =>
  db
    .selectFrom('patient_insurance')
    .select(['patient_id', `${side}_image as image`, `${side}_blob_key as stale_key`])
    .where('id', '=', id)
    .executeTakeFirst();

/** Plans whose rows still hold a photo, by id after `after` (the partial index of migration 0038). */
export const plansWithPhotosInRows = (db: Db, after: string, limit: number) =>
  db
    .selectFrom('patient_insurance')
    .select('id')
    .where((eb) => eb.or([eb('front_image', 'is not', null), eb('back_image', 'is not', null)]))
    .where('id', '>', after)
    .orderBy('id')
    .limit(limit)
    .execute();

/**
 * Points the side at its moved photo and empties the row's copy, only if the row still holds the photo that was
 * copied (its md5, a change check only): a photo replaced meanwhile is left for the next pass.
 */
export async function movePhotoOutOfRow(
  db: Db,
  id: string,
  side: CardSide,
  copied: string,
  ref: { key: string; size: number; digest: string },
): Promise<boolean> {
  const result = await db
    .updateTable('patient_insurance')
    .set({
      [`${side}_image`]: null,
      [`${side}_blob_key`]: ref.key,
      [`${side}_size`]: ref.size,
      [`${side}_digest`]: ref.digest,
    })
    .where('id', '=', id)
    .where(sql<boolean>`md5(${sql.ref(`${side}_image`)}) = ${copied}`)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * The previous release removes a photo by emptying its row columns and type, leaving our reference behind.
 */
export const removedPhotoReferences = (db: Db, side: CardSide) =>
  db
    .selectFrom('patient_insurance')
    .select(['id', `${side}_blob_key as key`])
    .where(`${side}_type`, 'is', null)
    .where(`${side}_blob_key`, 'is not', null)
    .execute();

/** Forgets one such reference, unless a photo was set on that side meanwhile. */
export async function forgetPhotoReference(db: Db, id: string, side: CardSide, key: string) {
  const result = await db
    .updateTable('patient_insurance')
    .set({ [`${side}_blob_key`]: null, [`${side}_size`]: null, [`${side}_digest`]: null })
    .where('id', '=', id)
    .where(`${side}_type`, 'is', null)
    .where(`${side}_blob_key`, '=', key)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
