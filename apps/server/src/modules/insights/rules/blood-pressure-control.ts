import { DIASTOLIC, SYSTOLIC } from './codes.js';
import { addMonths, eligibility, lookBack, type ClinicalRecord, type Rule } from './evaluate.js';

/** HEDIS CBP: adequately controlled is below 140 systolic and below 90 diastolic. */
export const BP_GOAL = { systolic: 140, diastolic: 90 } as const;

/**
 * The newest reading with both values: a panel's systolic and diastolic rows share its resource. A systolic
 * row without its partner is not a reading the goal can be judged on, so an older whole one decides.
 */
function lastReading(records: readonly ClinicalRecord[]) {
  const diastolic = new Map(
    records
      .filter((r) => r.kind === 'observations' && r.code === DIASTOLIC && r.value !== null)
      .map((r) => [r.resource_id, r.value!]),
  );
  const systolic = records
    .filter((r) => r.kind === 'observations' && r.code === SYSTOLIC && r.value !== null && r.date !== null)
    .filter((r) => diastolic.has(r.resource_id))
    .sort((a, b) => b.date!.localeCompare(a.date!))[0];
  return systolic ? { ...systolic, diastolic: diastolic.get(systolic.resource_id)! } : null;
}

/**
 * HEDIS CBP: a person with hypertension, 18–85, whose last blood pressure reading in the last 12 months is
 * below 140/90. The insight names that reading (systolic as its value, with its diastolic).
 */
export const bloodPressureControl: Rule = (patient) => {
  const eligible = eligibility('blood_pressure_control', patient);
  if ('outcome' in eligible) return eligible.outcome;
  const reading = lastReading(patient.records);
  if (!reading)
    return {
      status: 'open',
      reason: 'never_done',
      decided_by: null,
      condition: eligible.condition,
      due_date: patient.today,
    };
  const due = addMonths(reading.date!, lookBack('blood_pressure_control'));
  const atGoal = reading.value! < BP_GOAL.systolic && reading.diastolic < BP_GOAL.diastolic;
  const current = due > patient.today;
  return {
    status: current && atGoal ? 'closed' : 'open',
    reason: !current ? 'out_of_date' : atGoal ? 'at_goal' : 'above_goal',
    decided_by: reading,
    condition: eligible.condition,
    due_date: current && !atGoal ? patient.today : due,
  };
};
