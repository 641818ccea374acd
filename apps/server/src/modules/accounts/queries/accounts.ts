import { type Insertable, type Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import type { PatientsTable } from '../tables.js';

/** Every query takes the database or a transaction, so a service decides what commits together. */
type Tx = Kysely<Database>;

/* The patient accounts: finding, creating, proving phone and email, the password. */
const patientColumns = [
  'id',
  'brand',
  'email',
  'password_hash',
  'first_name',
  'last_name',
  'phone',
  'date_of_birth',
  'language',
  'phone_verified_at',
  'email_verified_at',
] as const;

/** The account this email names on this brand (an email is unique within a brand, not across them). */
export const findPatientByEmail = (db: Tx, brand: string, email: string) =>
  db
    .selectFrom('patients')
    .select(patientColumns)
    .where('brand', '=', brand)
    .where('email', '=', email)
    .executeTakeFirst();

/** The newest account this email names on a brand other than `brand`. */
export const findPatientElsewhere = (db: Tx, brand: string, email: string) =>
  db
    .selectFrom('patients')
    .select(patientColumns)
    .where('brand', '!=', brand)
    .where('email', '=', email)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();

export const findPatientById = (db: Tx, id: string) =>
  db.selectFrom('patients').select(patientColumns).where('id', '=', id).executeTakeFirst();

/** The account and its onboarding row (the gates start closed). */
export async function insertPatient(db: Tx, patient: Insertable<PatientsTable>): Promise<void> {
  await db.insertInto('patients').values(patient).execute();
  await db.insertInto('onboarding').values({ patient_id: patient.id }).execute();
}

/** The demo patient's gates, all open as after a finished onboarding (the demo seed only). */
export async function openDemoGates(db: Tx, patientId: string, now: Date): Promise<void> {
  await db
    .updateTable('onboarding')
    .set({
      identity_status: 'verified',
      identity_method: 'document',
      identity_assurance: 'document_selfie',
      identity_assurance_method: 'document',
      identity_assured_at: now,
      hipaa_signed_at: now,
      primary_address_at: now,
    })
    .where('patient_id', '=', patientId)
    .execute();
}

export async function markPhoneVerified(db: Tx, patientId: string, now: Date): Promise<void> {
  await db
    .updateTable('patients')
    .set({ phone_verified_at: now, updated_at: now })
    .where('id', '=', patientId)
    .execute();
}

export async function markEmailVerified(db: Tx, patientId: string, now: Date): Promise<void> {
  await db
    .updateTable('patients')
    .set({ email_verified_at: now, updated_at: now })
    .where('id', '=', patientId)
    .execute();
}

export async function setPasswordHash(db: Tx, patientId: string, passwordHash: string, now: Date) {
  await db
    .updateTable('patients')
    .set({ password_hash: passwordHash, updated_at: now })
    .where('id', '=', patientId)
    .execute();
}

export async function hasConfirmedAuthenticator(db: Tx, patientId: string): Promise<boolean> {
  const row = await db
    .selectFrom('totp_authenticators')
    .select('id')
    .where('patient_id', '=', patientId)
    .where('confirmed_at', 'is not', null)
    .executeTakeFirst();
  return row !== undefined;
}
