import type { Kysely } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';

/** The patient's onboarding row and phone gate; `lock` holds the onboarding row until the transaction ends. */
export async function findGates(db: Db | Kysely<Database>, patientId: string, lock: boolean) {
  const query = db
    .selectFrom('onboarding')
    .innerJoin('patients', 'patients.id', 'onboarding.patient_id')
    .select([
      'patients.phone_verified_at',
      'onboarding.identity_status',
      'onboarding.identity_method',
      'onboarding.identity_assurance',
      'onboarding.identity_assurance_method',
      'onboarding.identity_assured_at',
      'onboarding.hipaa_signed_at',
      'onboarding.primary_address_at',
      'onboarding.data_pull_state',
    ])
    .where('onboarding.patient_id', '=', patientId);
  return (lock ? query.forUpdate('onboarding') : query).executeTakeFirst();
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
