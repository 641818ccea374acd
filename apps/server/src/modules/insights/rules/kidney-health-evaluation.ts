import { EGFR, UACR } from './codes.js';
import { eligibility, latest, lookBack, addMonths, type ClinicalRecord, type Rule } from './evaluate.js';

/**
 * HEDIS KED: a person with diabetes, 18–85, has both an eGFR and a urine albumin-creatinine ratio in the last
 * 12 months. The test that falls due first decides: it is the one that reopens the gap.
 */
export const kidneyHealthEvaluation: Rule = (patient) => {
  const eligible = eligibility('kidney_health_evaluation', patient);
  if ('outcome' in eligible) return eligible.outcome;
  const months = lookBack('kidney_health_evaluation');
  const tests = [
    latest(patient, { kind: 'observations', codes: EGFR }),
    latest(patient, { kind: 'observations', codes: UACR }),
  ];
  const due = (r: ClinicalRecord) => addMonths(r.date!, months);
  const missing = tests.some((t) => t === null);
  const first = tests
    .filter((t): t is ClinicalRecord => t !== null)
    .sort((a, b) => due(a).localeCompare(due(b)))[0];
  const closed = !missing && due(first!) > patient.today;
  return {
    status: closed ? 'closed' : 'open',
    reason: closed ? 'done_in_window' : missing ? 'never_done' : 'out_of_date',
    decided_by: missing ? null : first!,
    condition: eligible.condition,
    due_date: missing ? patient.today : due(first!),
  };
};
