import { HBA1C } from './codes.js';
import { addMonths, eligibility, latest, lookBack, type Rule } from './evaluate.js';
import { HBA1C_NORMAL } from './hba1c-monitoring.js';
import { againstGoalBelow, hasResult, readResult } from './result-range.js';

/** HEDIS GSD: glycemic status below 8.0 % is controlled. */
export const HBA1C_GOAL = 8;

/**
 * HEDIS GSD's control half: a person with diabetes, 18–75, whose last HbA1c in the last 12 months is below 8 %.
 * Under 8 % yet above the normal range (6.8 % against ≤ 5.6 %) meets the measure's goal, and the patient is
 * still told the result is above the normal range (`at_goal_above_range`): both are true, and many people with
 * diabetes aim lower than the measure (ADA: often below 7 %), which is for their clinician to set. A result
 * written as text counts with what it says ("<5.7" is under the goal).
 */
export const hba1cControl: Rule = (patient) => {
  const eligible = eligibility('hba1c_control', patient);
  if ('outcome' in eligible) return eligible.outcome;
  const last = latest(patient, { kind: 'observations', codes: HBA1C, test: hasResult });
  const base = { condition: eligible.condition };
  if (!last?.date)
    return { ...base, status: 'open', reason: 'never_done', decided_by: null, due_date: patient.today };
  const result = readResult(last, HBA1C_NORMAL);
  const due = addMonths(last.date, lookBack('hba1c_control'));
  if (due <= patient.today)
    return { ...base, status: 'open', reason: 'out_of_date', decided_by: result, due_date: due };
  const goal = againstGoalBelow(last, HBA1C_GOAL);
  if (goal === 'above')
    return { ...base, status: 'open', reason: 'above_goal', decided_by: result, due_date: patient.today };
  // A result in words, or a side ("<9") that reaches past the goal, is a test done whose control nobody can
  // judge: HEDIS counts it as not controlled, and the patient is asked to read it with their clinician.
  if (goal !== 'within')
    return { ...base, status: 'open', reason: 'result_unclear', decided_by: result, due_date: patient.today };
  return {
    ...base,
    status: 'closed',
    reason: result.flag === 'high' ? 'at_goal_above_range' : 'at_goal',
    decided_by: result,
    due_date: due,
  };
};
