import type { ClinicalRecord, PatientRecords } from './evaluate.js';

/*
 * Whether the patient takes a medication now, read from the medication's latest record: the one rule every
 * insight that asks about medications uses. A prescription written years ago is current while its latest
 * record says it is active; a prescription written last month is not once its latest record says stopped.
 */

/** How long a fill lasts when its record says nothing more: a 90-day supply and 30 days' grace. */
export const RECENT_FILL_DAYS = 120;

/** FHIR MedicationRequest statuses that say the patient is (or, on hold, still counts as) taking it. */
const CURRENT = new Set(['active', 'on-hold']);
/** Statuses that say the patient no longer takes it, however recent the record. */
const ENDED = new Set(['stopped', 'cancelled']);
/** Records that never stood for a medication taken: written in error, or a draft never ordered. */
const NOT_TAKEN = new Set(['entered-in-error', 'draft']);

const day = (iso: string) => iso.slice(0, 10);
const DAY_MS = 24 * 60 * 60 * 1000;
const daysFrom = (from: string, to: string) => (Date.parse(day(to)) - Date.parse(day(from))) / DAY_MS;

/**
 * One medication's latest record says it is current: not ended before today, and active or on hold, or else a
 * fill (completed, unknown or no status) recent enough that its supply would last until today.
 */
export function isCurrent(latest: ClinicalRecord, today: string): boolean {
  if (latest.end_date !== null && day(latest.end_date) < today) return false;
  const status = latest.status ?? '';
  if (CURRENT.has(status)) return true;
  if (ENDED.has(status) || NOT_TAKEN.has(status)) return false;
  return latest.date !== null && daysFrom(latest.date, today) <= RECENT_FILL_DAYS;
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
