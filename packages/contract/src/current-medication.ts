/*
 * When a medication is one the patient takes now. The Medications list and the insights rules (the statin
 * measure) must agree on it, so it lives here, pure and table-tested. A medication is its records grouped by
 * code (RxNorm); what its latest record says decides, whatever the date of the first prescription.
 */

/** A fill (a prescription written or renewed) this recent means the medication is taken now: a 90-day supply and a month's grace. */
export const RECENT_FILL_DAYS = 120;

/** Statuses a prescription keeps while the patient takes it (FHIR MedicationRequest/MedicationStatement). */
const TAKEN = ['active', 'on-hold', 'intended'];
/**
 * Statuses that say the patient stopped, or never took, it (written in error, a draft never ordered): a recent
 * fill does not outweigh them.
 */
const NOT_TAKEN = ['stopped', 'cancelled', 'entered-in-error', 'not-taken', 'draft'];

export interface MedicationFacts {
  /** The status of the medication's latest record. */
  status: string | null;
  /** When its latest record says it ends (validity or dosage bounds), ISO; a date-only value ends with that day. */
  end: string | null;
  /** The date of its latest record (the last fill), ISO. */
  lastFill: string | null;
}

const DAY_MS = 86_400_000;

/** The instant a stated end passes: a calendar day (`2026-03-31`) lasts to the end of that day. */
function endsAt(end: string): number {
  return /^\d{4}-\d{2}-\d{2}$/.test(end) ? Date.parse(`${end}T00:00:00Z`) + DAY_MS : Date.parse(end);
}

export function isCurrentMedication(facts: MedicationFacts, now: Date): boolean {
  const status = facts.status ?? '';
  if (NOT_TAKEN.includes(status)) return false;
  if (facts.end !== null && Number.isFinite(endsAt(facts.end)) && endsAt(facts.end) <= now.getTime())
    return false;
  if (TAKEN.includes(status)) return true;
  const fill = facts.lastFill === null ? Number.NaN : Date.parse(facts.lastFill);
  return Number.isFinite(fill) && now.getTime() - fill <= RECENT_FILL_DAYS * DAY_MS;
}
