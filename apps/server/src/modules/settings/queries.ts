import type { Language, PatientSettings } from '@portal/contract';
import type { Db } from '../../db/database.js';

/**
 * The patient's language (on their account row), their saved settings, if any, and the brand their account
 * belongs to (whose units they read until they choose, as notifications name that brand).
 */
export async function findSettings(db: Db, patientId: string) {
  return db
    .selectFrom('patients')
    .leftJoin('patient_settings', 'patient_settings.patient_id', 'patients.id')
    .select([
      'patients.language',
      'patient_settings.time_zone',
      'patient_settings.units',
      'patient_settings.notifications',
      'patients.brand',
    ])
    .where('patients.id', '=', patientId)
    .executeTakeFirst();
}

export async function saveSettings(db: Db, patientId: string, settings: PatientSettings, now: Date) {
  await db.transaction().execute(async (tx) => {
    await tx
      .updateTable('patients')
      .set({ language: settings.language as Language, updated_at: now })
      .where('id', '=', patientId)
      .execute();
    const { time_zone, units } = settings;
    const notifications = JSON.stringify(settings.notifications);
    await tx
      .insertInto('patient_settings')
      .values({ patient_id: patientId, time_zone, units, notifications, updated_at: now })
      .onConflict((oc) =>
        oc.column('patient_id').doUpdateSet({ time_zone, units, notifications, updated_at: now }),
      )
      .execute();
  });
}
