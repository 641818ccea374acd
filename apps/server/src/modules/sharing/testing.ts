import type { Db } from '../../db/database.js';
import { seedPatientWithSession } from '../../test/helpers.js';
import { markEmailVerified, openDemoGates } from '../accounts/queries.js';

/**
 * A patient who may invite a caregiver and accept an invitation [issue 26]: identity verified (every gate
 * open) and, unless `emailVerified` is false, the email proven. Tests of sharing, not of onboarding.
 */
export async function seedVerifiedPatient(db: Db, { emailVerified = true } = {}) {
  const seeded = await seedPatientWithSession(db);
  await openDemoGates(db, seeded.patient.id, new Date());
  if (emailVerified) await markEmailVerified(db, seeded.patient.id, new Date());
  return seeded;
}
