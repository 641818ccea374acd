import type { Insertable, Kysely, Updateable } from 'kysely';
import type { IdentityAssuranceLevel, VerificationMethod, VerificationStatus } from '@portal/contract';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import type { IdentityAttemptsTable } from './tables.js';

type Tx = Kysely<Database>;

/** The account details a check compares with (the gates come from gatepass's readGates). */
export async function findPatient(db: Db | Tx, patientId: string) {
  return db
    .selectFrom('patients')
    .select(['id', 'first_name', 'last_name', 'date_of_birth', 'email'])
    .where('id', '=', patientId)
    .executeTakeFirst();
}

/** Attempts started in the window, for the per-day limits. */
export async function recentAttempts(db: Db | Tx, patientId: string, since: Date) {
  return db
    .selectFrom('identity_attempts')
    .select(['method', 'created_at'])
    .where('patient_id', '=', patientId)
    .where('created_at', '>', since)
    .execute();
}

/** One attempt of this patient; another patient's id reads as missing [SEC-1]. */
export async function findOwnAttempt(db: Db | Tx, patientId: string, attemptId: string) {
  return db
    .selectFrom('identity_attempts')
    .selectAll()
    .where('id', '=', attemptId)
    .where('patient_id', '=', patientId)
    .executeTakeFirst();
}

export async function latestAttempt(db: Db | Tx, patientId: string, method?: VerificationMethod) {
  let query = db.selectFrom('identity_attempts').selectAll().where('patient_id', '=', patientId);
  if (method) query = query.where('method', '=', method);
  return query.orderBy('created_at', 'desc').limit(1).executeTakeFirst();
}

/** The latest passed attempt that proved a level (an SSN cross-check proves none): how identity was confirmed. */
export async function latestPassedAttempt(db: Db | Tx, patientId: string) {
  return db
    .selectFrom('identity_attempts')
    .select(['method', 'provider', 'assurance_level', 'decided_at', 'confirmed_at'])
    .where('patient_id', '=', patientId)
    .where('outcome', '=', 'passed')
    .where('assurance_level', 'is not', null)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function latestPassedDocument(db: Db | Tx, patientId: string) {
  return db
    .selectFrom('identity_attempts')
    .selectAll()
    .where('patient_id', '=', patientId)
    .where('method', '=', 'document')
    .where('outcome', '=', 'passed')
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function insertAttempt(db: Db | Tx, row: Insertable<IdentityAttemptsTable>) {
  await db.insertInto('identity_attempts').values(row).execute();
}

export async function updateAttempt(db: Db | Tx, id: string, change: Updateable<IdentityAttemptsTable>) {
  await db.updateTable('identity_attempts').set(change).where('id', '=', id).execute();
}

export async function findAttemptByProviderRef(db: Db | Tx, provider: 'onfido', providerRef: string) {
  return db
    .selectFrom('identity_attempts')
    .selectAll()
    .where('provider', '=', provider)
    .where('provider_ref', '=', providerRef)
    .executeTakeFirst();
}

/** The identity gate lives on the patient's onboarding row (gatepass reads it). */
export async function setIdentityGate(
  db: Db | Tx,
  patientId: string,
  status: VerificationStatus,
  method: VerificationMethod | null,
  now: Date,
) {
  await db
    .insertInto('onboarding')
    .values({ patient_id: patientId, identity_status: status, identity_method: method, updated_at: now })
    .onConflict((oc) =>
      oc
        .column('patient_id')
        .doUpdateSet({ identity_status: status, identity_method: method, updated_at: now }),
    )
    .execute();
}

/** The assurance level the patient reached, how and when (gatepass exposes it; records require it). */
export async function setAssurance(
  db: Db | Tx,
  patientId: string,
  level: IdentityAssuranceLevel,
  method: VerificationMethod,
  at: Date,
) {
  await db
    .updateTable('onboarding')
    .set({
      identity_assurance: level,
      identity_assurance_method: method,
      identity_assured_at: at,
      updated_at: at,
    })
    .where('patient_id', '=', patientId)
    .execute();
}

export async function updatePatientIdentity(
  db: Db | Tx,
  patientId: string,
  details: { first_name: string; last_name: string; date_of_birth: string },
  now: Date,
) {
  await db
    .updateTable('patients')
    .set({ ...details, updated_at: now })
    .where('id', '=', patientId)
    .execute();
}

/** Requests waiting for a coordinator, oldest first, with what the coordinator needs to call. */
export async function listOnHold(db: Db) {
  return db
    .selectFrom('identity_attempts')
    .innerJoin('patients', 'patients.id', 'identity_attempts.patient_id')
    .select([
      'identity_attempts.id',
      'identity_attempts.patient_id',
      'identity_attempts.assisted_phone',
      'identity_attempts.assisted_time',
      'identity_attempts.assisted_note',
      'identity_attempts.reason',
      'identity_attempts.extracted',
      'identity_attempts.confirmed',
      'identity_attempts.created_at',
      'patients.phone',
      'patients.first_name',
      'patients.last_name',
      'patients.date_of_birth',
      'patients.brand',
    ])
    .where('identity_attempts.outcome', '=', 'on_hold')
    .orderBy('identity_attempts.created_at', 'asc')
    .execute();
}

export async function findAttempt(db: Db | Tx, attemptId: string) {
  return db.selectFrom('identity_attempts').selectAll().where('id', '=', attemptId).executeTakeFirst();
}
