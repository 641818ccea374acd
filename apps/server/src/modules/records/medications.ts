import { isCurrentMedication, type MedicationList, type MedicationSummary } from '@portal/contract';
import { medicationGroups, type DateFilter, type MedicationRow } from './queries.js';
import type { RecordsDeps } from './service.js';

/*
 * [REC-1] The Medications list: one entry per medication (its fills grouped by code), what the patient takes now
 * apart from what they took before. "Now" is `isCurrentMedication` from the contract, the rule the insights
 * rules read too, so the list and the care advice cannot disagree.
 */

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);
const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

function summary(row: MedicationRow, now: Date): MedicationSummary {
  const lastDate = iso(row.last_date);
  const dose = (Array.isArray(row.dosage) ? row.dosage : []).map((d) => text(d?.text)).filter(Boolean);
  return {
    code: row.code,
    code_system: row.code_system,
    name: row.display,
    status: row.status,
    current: isCurrentMedication(
      { status: row.status, end: text(row.validity_end) ?? text(row.bounds_end), lastFill: lastDate },
      now,
    ),
    dose: dose.length > 0 ? dose.join('; ') : null,
    prescriber: text(row.requester?.display) ?? row.visit_clinician,
    since: iso(row.since),
    last_date: lastDate,
    fills: row.fills,
    id: String(row.id),
    source: row.source,
  };
}

export async function readMedications(
  deps: RecordsDeps & { now: () => Date },
  { patientId, filter }: { patientId: string; filter: DateFilter },
): Promise<MedicationList> {
  const rows = await medicationGroups(deps.db, patientId, filter);
  const all = rows.map((row) => summary(row, deps.now()));
  return { current: all.filter((m) => m.current), past: all.filter((m) => !m.current) };
}
