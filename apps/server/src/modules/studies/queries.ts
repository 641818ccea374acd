import type { Insertable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { StudyConsentsTable } from './tables.js';

export async function findPatient(db: Db, patientId: string) {
  return db
    .selectFrom('patients')
    .select(['first_name', 'last_name', 'date_of_birth'])
    .where('id', '=', patientId)
    .executeTakeFirst();
}

/** The distinct condition codes the patient's records list (one recorded in error or ruled out does not count). */
export async function conditionCodes(db: Db, patientId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('conditions')
    .select('code')
    .distinct()
    .where('patient_id', '=', patientId)
    .where('code', 'is not', null)
    .where((eb) => eb.or([eb('status', 'is', null), eb('status', 'not in', ['entered-in-error', 'refuted'])]))
    .execute();
  return rows.map((row) => row.code!);
}

const consentColumns = [
  'id',
  'study_id',
  'site_id',
  'version',
  'language',
  'content_hash',
  'document',
  'acknowledged_sections',
  'signer_name',
  'signed_at',
  'scope',
  'grant_id',
  'withdrawn_at',
] as const;

/** Every consent the patient signed, newest first (withdrawn ones too). */
export async function consentsOf(db: Db, patientId: string) {
  return db
    .selectFrom('study_consents')
    .select(consentColumns)
    .where('patient_id', '=', patientId)
    .orderBy('signed_at', 'desc')
    .execute();
}

/** The consent in force for a study, else the one signed last. */
export async function latestConsent(db: Db, patientId: string, studyId: string) {
  return db
    .selectFrom('study_consents')
    .select(consentColumns)
    .where('patient_id', '=', patientId)
    .where('study_id', '=', studyId)
    .orderBy((eb) => eb('withdrawn_at', 'is', null), 'desc')
    .orderBy('signed_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export type ConsentRow = NonNullable<Awaited<ReturnType<typeof latestConsent>>>;

/** Inserts the consent unless one is already in force for the study (two tabs signing at once): false then. */
export async function insertConsent(db: Db, row: Insertable<StudyConsentsTable>): Promise<boolean> {
  const inserted = await db
    .insertInto('study_consents')
    .values(row)
    .onConflict((oc) => oc.columns(['patient_id', 'study_id']).where('withdrawn_at', 'is', null).doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

export async function setGrant(db: Db, consentId: string, grantId: string) {
  await db.updateTable('study_consents').set({ grant_id: grantId }).where('id', '=', consentId).execute();
}

/** Withdraws the consent in force whose share is `grantId` (the patient ended that share in the ledger). */
export async function withdrawByGrant(db: Db, patientId: string, grantId: string, at: Date) {
  await db
    .updateTable('study_consents')
    .set({ withdrawn_at: at })
    .where('patient_id', '=', patientId)
    .where('grant_id', '=', grantId)
    .where('withdrawn_at', 'is', null)
    .execute();
}

/** Withdraws the consent in force for the study; what it was, or undefined when none was in force. */
export async function withdrawInForce(db: Db, patientId: string, studyId: string, at: Date) {
  return db
    .updateTable('study_consents')
    .set({ withdrawn_at: at })
    .where('patient_id', '=', patientId)
    .where('study_id', '=', studyId)
    .where('withdrawn_at', 'is', null)
    .returning(['id', 'grant_id', 'language'])
    .executeTakeFirst();
}
