import { EGFR, UACR } from './codes.js';
import { eligibility, latest, lookBack, addMonths, type ClinicalRecord, type Rule } from './evaluate.js';
import { readResult, type NormalRange } from './result-range.js';

/** Normal when a result carries no range of its own: eGFR 60 or more; albumin-creatinine below 30 mg/g (KDIGO A1). */
export const EGFR_NORMAL: NormalRange = { low: 60, high: null };
export const UACR_NORMAL: NormalRange = { low: null, high: 29.9 };

/**
 * HEDIS KED: a person with diabetes, 18–85, has both an eGFR and a urine albumin-creatinine ratio in the last
 * 12 months. The test that falls due first decides: it is the one that reopens the gap. Done with a result out
 * of its range, the insight names that result (`done_out_of_range`).
 */
export const kidneyHealthEvaluation: Rule = (patient) => {
  const eligible = eligibility('kidney_health_evaluation', patient);
  if ('outcome' in eligible) return eligible.outcome;
  const months = lookBack('kidney_health_evaluation');
  const egfr = latest(patient, { kind: 'observations', codes: EGFR });
  const uacr = latest(patient, { kind: 'observations', codes: UACR });
  const tests = [egfr && readResult(egfr, EGFR_NORMAL), uacr && readResult(uacr, UACR_NORMAL)];
  const due = (r: ClinicalRecord) => addMonths(r.date!, months);
  const missing = tests.some((t) => t === null);
  const first = tests
    .filter((t): t is ClinicalRecord => t !== null)
    .sort((a, b) => due(a).localeCompare(due(b)))[0];
  const closed = !missing && due(first!) > patient.today;
  const outOfRange = closed ? tests.find((t) => t?.flag) : undefined;
  return {
    status: closed ? 'closed' : 'open',
    reason: outOfRange
      ? 'done_out_of_range'
      : closed
        ? 'done_in_window'
        : missing
          ? 'never_done'
          : 'out_of_date',
    decided_by: outOfRange ?? (missing ? null : first!),
    condition: eligible.condition,
    due_date: missing ? patient.today : due(first!),
  };
};
