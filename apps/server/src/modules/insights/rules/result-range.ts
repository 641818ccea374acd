import {
  classifyValue,
  normaliseRange,
  type NormalRange as ReadRange,
  type RangePosition,
} from '@portal/contract';
import type { ClinicalRecord, DecidingRecord } from './evaluate.js';

/*
 * A result read against its normal range, for the rules that must say a done test came back out of range. The
 * verdict is the contract's one reading of a value and a range (`classifyValue`), the same the chart, the Labs
 * list, a kit's result and the printable summary give. A range may have either end only (HbA1c "≤ 5.6 %", eGFR
 * "≥ 60") or be words; a result may be text ("<5.7", "6.8 %"), read for what it says as numbers.
 */

export interface NormalRange {
  low: number | null;
  high: number | null;
}

/** The result as the one reading takes it: its number, else its text. */
const resultValue = (record: ClinicalRecord) => record.value ?? record.value_text;

const flagOf = (position: RangePosition) =>
  position === 'above' ? 'high' : position === 'below' ? 'low' : null;

/** Above the high end, below the low end, else null (inside, or nothing to compare). An end is inclusive. */
export function outsideRange(value: number | string | null, range: NormalRange): 'high' | 'low' | null {
  return flagOf(classifyValue(value, normaliseRange(range)));
}

/** The record's own range when it gave one (in numbers or words), else the usual adult range the rule knows. */
function rangeOf(record: ClinicalRecord, usual: NormalRange): ReadRange | null {
  return (
    normaliseRange({ low: record.ref_low, high: record.ref_high, text: record.ref_text }) ??
    normaliseRange(usual)
  );
}

/** The result with the range it was read against and where it lies. */
export function readResult(record: ClinicalRecord, usual: NormalRange): DecidingRecord {
  const range = rangeOf(record, usual);
  return {
    ...record,
    range: range && { low: range.low ?? null, high: range.high ?? null },
    flag: flagOf(classifyValue(resultValue(record), range)),
  };
}

/** Whether a result has anything to read: a number, or text. */
export const hasResult = (record: ClinicalRecord) => record.value !== null || record.value_text !== null;

/** Where a result lies against a goal "below `goal`": within, above, or unknown (text that cannot say). */
export const againstGoalBelow = (record: ClinicalRecord, goal: number): RangePosition =>
  classifyValue(resultValue(record), { high: goal, lowInclusive: true, highInclusive: false });
