import type { Db } from '../../db/database.js';

export async function findGates(db: Db, patientId: string) {
  return db
    .selectFrom('patients')
    .leftJoin('onboarding', 'onboarding.patient_id', 'patients.id')
    .select([
      'patients.phone_verified_at',
      'onboarding.identity_status',
      'onboarding.identity_method',
      'onboarding.hipaa_signed_at',
      'onboarding.primary_address_at',
      'onboarding.data_pull_state',
    ])
    .where('patients.id', '=', patientId)
    .executeTakeFirst();
}

export async function listProperties(db: Db, patientId: string) {
  return db
    .selectFrom('patient_properties')
    .select(['key', 'value'])
    .where('patient_id', '=', patientId)
    .execute();
}

export async function upsertProperty(db: Db, patientId: string, key: string, value: unknown) {
  await db
    .insertInto('patient_properties')
    .values({ patient_id: patientId, key, value: JSON.stringify(value) })
    .onConflict((oc) =>
      oc.columns(['patient_id', 'key']).doUpdateSet({ value: JSON.stringify(value), updated_at: new Date() }),
    )
    .execute();
}
