import { STATIN_INGREDIENT, STATIN_RXNORM } from './codes.js';
import { currentMedications } from './current-medication.js';
import { eligibility, latest, type ClinicalRecord, type Rule } from './evaluate.js';

const isStatin = (r: ClinicalRecord) =>
  (r.code !== null && STATIN_RXNORM.has(r.code)) || STATIN_INGREDIENT.test(r.display ?? '');

/**
 * HEDIS SPD: a person with diabetes, 40–75, takes a statin. Met while a statin is current (its latest record
 * says so, however old the prescription); it has no next due date, since it holds for as long as that lasts.
 */
export const statinTherapy: Rule = (patient) => {
  const eligible = eligibility('statin_therapy', patient);
  if ('outcome' in eligible) return eligible.outcome;
  const current = currentMedications(patient, isStatin)[0];
  if (current)
    return {
      status: 'closed',
      reason: 'statin_current',
      decided_by: current,
      condition: eligible.condition,
      due_date: null,
    };
  return {
    status: 'open',
    reason: 'no_statin',
    decided_by: latest(patient, { kind: 'medications', test: isStatin }),
    condition: eligible.condition,
    due_date: patient.today,
  };
};
