import { randomUUID } from 'node:crypto';
import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { PatientDemographicsTable, PatientNamesTable, ReviewedField } from './tables.js';

export const legalName = (db: Db, patientId: string) =>
  db
    .selectFrom('patients')
    .select(['id', 'first_name', 'middle_name', 'last_name', 'date_of_birth'])
    .where('id', '=', patientId)
    .executeTakeFirst();

export async function setLegalName(
  db: Db,
  patientId: string,
  name: { first_name: string; middle_name: string | null; last_name: string },
  at: Date,
) {
  await db
    .updateTable('patients')
    .set({ ...name, updated_at: at })
    .where('id', '=', patientId)
    .execute();
}

export async function setDateOfBirth(db: Db, patientId: string, dateOfBirth: string, at: Date) {
  await db
    .updateTable('patients')
    .set({ date_of_birth: dateOfBirth, updated_at: at })
    .where('id', '=', patientId)
    .execute();
}

export const additionalNames = (db: Db, patientId: string) =>
  db
    .selectFrom('patient_names')
    .select(['id', 'use', 'first_name', 'middle_name', 'last_name'])
    .where('patient_id', '=', patientId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();

export const countAdditionalNames = async (db: Db, patientId: string) =>
  Number(
    (
      await db
        .selectFrom('patient_names')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('patient_id', '=', patientId)
        .executeTakeFirstOrThrow()
    ).n,
  );

export async function insertName(db: Db, row: Insertable<PatientNamesTable>) {
  await db.insertInto('patient_names').values(row).execute();
}

/** Only this patient's row: another patient's id changes nothing (and is answered 404). */
export const findName = (db: Db, patientId: string, id: string) =>
  db
    .selectFrom('patient_names')
    .select(['id', 'use', 'first_name', 'middle_name', 'last_name'])
    .where('patient_id', '=', patientId)
    .where('id', '=', id)
    .executeTakeFirst();

export async function updateName(db: Db, patientId: string, id: string, set: Updateable<PatientNamesTable>) {
  await db
    .updateTable('patient_names')
    .set(set)
    .where('patient_id', '=', patientId)
    .where('id', '=', id)
    .execute();
}

export async function deleteName(db: Db, patientId: string, id: string) {
  await db.deleteFrom('patient_names').where('patient_id', '=', patientId).where('id', '=', id).execute();
}

export const pendingReview = (db: Db, patientId: string, field: ReviewedField) =>
  db
    .selectFrom('profile_reviews')
    .select(['requested', 'requested_at'])
    .where('patient_id', '=', patientId)
    .where('field', '=', field)
    .where('status', '=', 'pending')
    .executeTakeFirst();

/** One pending request per field: a second one replaces the first. */
export async function requestReview(
  db: Db,
  patientId: string,
  field: ReviewedField,
  requested: Record<string, unknown>,
  at: Date,
) {
  await db
    .insertInto('profile_reviews')
    .values({
      id: randomUUID(),
      patient_id: patientId,
      field,
      requested: JSON.stringify(requested),
      requested_at: at,
    })
    .onConflict((oc) =>
      oc
        .columns(['patient_id', 'field'])
        .where('status', '=', 'pending')
        .doUpdateSet({ requested: JSON.stringify(requested), requested_at: at }),
    )
    .execute();
}

export const demographics = (db: Db, patientId: string) =>
  db
    .selectFrom('patient_demographics')
    .select([
      'sex',
      'sex_at_birth',
      'gender_identity',
      'races',
      'race_declined',
      'ethnicity',
      'preferred_language',
    ])
    .where('patient_id', '=', patientId)
    .executeTakeFirst();

export async function saveDemographics(
  db: Db,
  patientId: string,
  set: Omit<Updateable<PatientDemographicsTable>, 'patient_id'>,
  at: Date,
) {
  await db
    .insertInto('patient_demographics')
    .values({ patient_id: patientId, ...set, updated_at: at } as Insertable<PatientDemographicsTable>)
    .onConflict((oc) => oc.column('patient_id').doUpdateSet({ ...set, updated_at: at }))
    .execute();
}

/** Every change waiting for a coordinator, oldest first, with whom it is about. */
export const pendingReviews = (db: Db) =>
  db
    .selectFrom('profile_reviews')
    .innerJoin('patients', 'patients.id', 'profile_reviews.patient_id')
    .select([
      'profile_reviews.id',
      'profile_reviews.patient_id',
      'profile_reviews.field',
      'profile_reviews.requested',
      'profile_reviews.requested_at',
      'patients.first_name',
      'patients.middle_name',
      'patients.last_name',
      'patients.date_of_birth',
    ])
    .where('profile_reviews.status', '=', 'pending')
    .orderBy('profile_reviews.requested_at')
    .orderBy('profile_reviews.id')
    .execute();

/**
 * Decides a pending review once: the row leaves `pending` in the same statement that reads it, so two
 * coordinators deciding at once cannot both apply it. Undefined when it is not (or no longer) pending.
 */
export const decideReview = (db: Db, id: string, status: 'approved' | 'rejected', by: string, at: Date) =>
  db
    .updateTable('profile_reviews')
    .set({ status, decided_by: by, decided_at: at })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .returning(['id', 'patient_id', 'field', 'requested', 'status', 'decided_by', 'decided_at'])
    .executeTakeFirst();
