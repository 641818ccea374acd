import { classifyValue, normaliseRange } from '@portal/contract';
import type { ClinicalRecord, DecidingRecord } from './evaluate.js';

/*
 * A result read against its normal range, for the rules that must say a done test came back out of range. The
 * verdict is the contract's one reading of a range (`classifyValue`), the same the chart, the Labs list, a kit's
 * result and the printable summary give. A range may have either end only: HbA1c arrives as "≤ 5.6 %", eGFR as
 * "≥ 60".
 */

export interface NormalRange {
  low: number | null;
  high: number | null;
}

/** Above the high end, below the low end, else null (inside, or nothing to compare). An end is inclusive. */
export function outsideRange(value: number | null, range: NormalRange): 'high' | 'low' | null {
  const position = classifyValue(value, normaliseRange(range));
  return position === 'above' ? 'high' : position === 'below' ? 'low' : null;
}

/** The record's own range when it gave either end, else the usual adult range the rule knows. */
export function rangeOf(record: ClinicalRecord, usual: NormalRange): NormalRange {
  return record.ref_low !== null || record.ref_high !== null
    ? { low: record.ref_low, high: record.ref_high }
    : usual;
}

/** The result with the range it was read against and where it lies. */
export function readResult(record: ClinicalRecord, usual: NormalRange): DecidingRecord {
  const range = rangeOf(record, usual);
  return { ...record, range, flag: outsideRange(record.value, range) };
}
