import { DIASTOLIC, SYSTOLIC } from './codes.js';
import { addMonths, eligibility, latest, lookBack, type Rule } from './evaluate.js';

/** HEDIS CBP: adequately controlled is below 140 systolic and below 90 diastolic. */
export const BP_GOAL = { systolic: 140, diastolic: 90 } as const;

/**
 * HEDIS CBP: a person with hypertension, 18–85, whose last blood pressure reading in the last 12 months is
 * below 140/90. The systolic row decides (it carries the date); its diastolic partner shares its resource.
 */
export const bloodPressureControl: Rule = (patient) => {
  const eligible = eligibility('blood_pressure_control', patient);
  if ('outcome' in eligible) return eligible.outcome;
  const systolic = latest(patient, { kind: 'observations', codes: new Set([SYSTOLIC]) });
  if (!systolic?.date)
    return {
      status: 'open',
      reason: 'never_done',
      decided_by: null,
      condition: eligible.condition,
      due_date: patient.today,
    };
  const diastolic = patient.records.find(
    (r) => r.kind === 'observations' && r.code === DIASTOLIC && r.resource_id === systolic.resource_id,
  );
  const due = addMonths(systolic.date, lookBack('blood_pressure_control'));
  const atGoal =
    (systolic.value ?? Infinity) < BP_GOAL.systolic && (diastolic?.value ?? Infinity) < BP_GOAL.diastolic;
  const current = due > patient.today;
  return {
    status: current && atGoal ? 'closed' : 'open',
    reason: !current ? 'out_of_date' : atGoal ? 'at_goal' : 'above_goal',
    decided_by: systolic,
    condition: eligible.condition,
    due_date: current && !atGoal ? patient.today : due,
  };
};
