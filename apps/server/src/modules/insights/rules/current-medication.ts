import { isCurrentMedication } from '@portal/contract';
import type { ClinicalRecord, PatientRecords } from './evaluate.js';

/*
 * Whether the patient takes a medication now, read from the medication's latest record: the one rule every
 * insight that asks about medications uses (the contract's `isCurrentMedication`, which the Medications list
 * shows too). A prescription written years ago is current while its latest
 * record says it is active; a prescription written last month is not once its latest record says stopped.
 */

/** Records that never stood for a medication taken: never a medication's latest word. */
const NOT_TAKEN = new Set(['entered-in-error', 'draft']);

const day = (iso: string) => iso.slice(0, 10);

/**
 * One medication's latest record says it is current, by the contract's rule the Medications list also uses:
 * read on `today` (the patient's calendar day), an end stated for a day lasting to the end of that day.
 */
export function isCurrent(latest: ClinicalRecord, today: string): boolean {
  return isCurrentMedication(
    { status: latest.status, end: latest.end_date && day(latest.end_date), lastFill: latest.date },
    new Date(`${today}T00:00:00Z`),
  );
}

/** The same medication across its fills and renewals: its code, else its name. */
const medicationKey = (r: ClinicalRecord) => r.code ?? r.display?.trim().toLowerCase() ?? r.resource_id;

const byDateDesc = (a: ClinicalRecord, b: ClinicalRecord) => (b.date ?? '').localeCompare(a.date ?? '');

/**
 * The latest record of each medication the patient takes now (of those `test` accepts), newest first. Records
 * written in error or never ordered are not a medication's latest word.
 */
export function currentMedications(
  patient: PatientRecords,
  test: (record: ClinicalRecord) => boolean = () => true,
): ClinicalRecord[] {
  const latestOf = new Map<string, ClinicalRecord>();
  for (const record of [...patient.records].sort(byDateDesc)) {
    if (record.kind !== 'medications' || !test(record) || NOT_TAKEN.has(record.status ?? '')) continue;
    const key = medicationKey(record);
    if (!latestOf.has(key)) latestOf.set(key, record);
  }
  return [...latestOf.values()].filter((r) => isCurrent(r, patient.today));
}
