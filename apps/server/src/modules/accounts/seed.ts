import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/database.js';
import { hashPassword } from '../../lib/secrets.js';

/** The demo patient the README names; onboarding complete so login lands on /home. */
export const DEMO_PATIENT = {
  email: 'demo@example.com',
  password: 'Demo-Patient-2026!',
  phone: '617-555-0100',
  first_name: 'Alex',
  last_name: 'Rivera',
  date_of_birth: '1968-03-01',
} as const;

/** Creates the demo patient once; starting again leaves it (and any change made to it) alone. */
export async function seedDemoPatient(db: Db): Promise<'created' | 'exists'> {
  const existing = await db
    .selectFrom('patients')
    .select('id')
    .where('email', '=', DEMO_PATIENT.email)
    .executeTakeFirst();
  if (existing) return 'exists';
  const id = randomUUID();
  const passwordHash = await hashPassword(DEMO_PATIENT.password);
  const now = new Date();
  await db.transaction().execute(async (tx) => {
    await tx
      .insertInto('patients')
      .values({
        id,
        email: DEMO_PATIENT.email,
        password_hash: passwordHash,
        first_name: DEMO_PATIENT.first_name,
        last_name: DEMO_PATIENT.last_name,
        date_of_birth: DEMO_PATIENT.date_of_birth,
        phone: DEMO_PATIENT.phone,
        language: 'en',
        phone_verified_at: now,
      })
      .onConflict((oc) => oc.column('email').doNothing())
      .execute();
    await tx
      .insertInto('onboarding')
      .values({
        patient_id: id,
        identity_status: 'verified',
        identity_method: 'document',
        hipaa_signed_at: now,
        primary_address_at: now,
      })
      .onConflict((oc) => oc.column('patient_id').doNothing())
      .execute();
  });
  return 'created';
}
