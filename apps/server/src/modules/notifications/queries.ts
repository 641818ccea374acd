import type { NotificationTopic } from '@portal/contract';
import type { Db } from '../../db/database.js';

/** Claims each event not claimed before; answers how many were new (a retry or a second worker claims none). */
export async function claimEvents(
  db: Db,
  patientId: string,
  category: NotificationTopic,
  eventKeys: readonly string[],
): Promise<number> {
  if (eventKeys.length === 0) return 0;
  const claimed = await db
    .insertInto('notification_events')
    .values(eventKeys.map((event_key) => ({ patient_id: patientId, event_key, category })))
    .onConflict((oc) => oc.columns(['patient_id', 'event_key']).doNothing())
    .returning('event_key')
    .execute();
  return claimed.length;
}

/** Where and how to tell the patient: their addresses, language, saved choices and their account's brand. */
export async function findRecipient(db: Db, patientId: string) {
  return db
    .selectFrom('patients')
    .leftJoin('patient_settings', 'patient_settings.patient_id', 'patients.id')
    .select([
      'patients.email',
      'patients.phone',
      'patients.phone_verified_at',
      'patients.language',
      'patient_settings.notifications',
      'patients.brand',
    ])
    .where('patients.id', '=', patientId)
    .executeTakeFirst();
}
