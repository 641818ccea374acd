import { HBA1C } from './codes.js';
import { lookBack, screening, type Rule } from './evaluate.js';
import { readResult, type NormalRange } from './result-range.js';

/** Normal for people without diabetes (ADA: below 5.7 %), when the result carries no range of its own. */
export const HBA1C_NORMAL: NormalRange = { low: null, high: 5.6 };

/**
 * HEDIS GSD: a person with diabetes, 18–75, has an HbA1c result in the last 12 months. A result closes the gap
 * whatever it was; one outside the normal range says so (`done_out_of_range`), never just "up to date".
 */
export const hba1cMonitoring: Rule = (patient) => {
  const outcome = screening('hba1c_monitoring', patient, {
    closers: [{ kind: 'observations', codes: HBA1C, months: lookBack('hba1c_monitoring') }],
  });
  if (!outcome.decided_by) return outcome;
  const result = readResult(outcome.decided_by, HBA1C_NORMAL);
  const outOfRange = outcome.status === 'closed' && result.flag !== null;
  return { ...outcome, decided_by: result, reason: outOfRange ? 'done_out_of_range' : outcome.reason };
};
