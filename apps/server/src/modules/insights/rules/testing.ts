import type { RecordCategory } from '@portal/contract';
import { NO_RESULT, type ClinicalRecord, type PatientRecords, type Rule } from './evaluate.js';

/* Builders for the rule tables: a patient on a fixed day, and records by kind, code and date. */

export const TODAY = '2026-11-25';

let next = 0;
export function record(
  kind: RecordCategory,
  code: string,
  date: string,
  extra: Partial<ClinicalRecord> = {},
): ClinicalRecord {
  return {
    kind,
    resource_id: `r${++next}`,
    code,
    display: null,
    status: null,
    date: `${date}T10:00:00Z`,
    end_date: null,
    ...NO_RESULT,
    ...extra,
  };
}

export const condition = (code: string, date = '2015-03-01', extra: Partial<ClinicalRecord> = {}) =>
  record('conditions', code, date, { status: 'active', ...extra });
export const observation = (
  code: string,
  date: string,
  value: number | null = null,
  range: { low?: number; high?: number } = {},
) => record('observations', code, date, { value, ref_low: range.low ?? null, ref_high: range.high ?? null });
/** A result the source wrote as text ("<5.7", "6.8 %", "see comment"), its range in numbers or words. */
export const textResult = (
  code: string,
  date: string,
  text: string,
  range: { low?: number; high?: number; text?: string } = {},
) =>
  record('observations', code, date, {
    value_text: text,
    ref_low: range.low ?? null,
    ref_high: range.high ?? null,
    ref_text: range.text ?? null,
  });
export const procedure = (code: string, date: string) => record('procedures', code, date);

export const DIABETES_DX = condition('44054006');
export const HYPERTENSION_DX = condition('38341003');

export function patient(
  age: number,
  records: ClinicalRecord[] = [],
  sex: PatientRecords['sex'] = 'female',
): PatientRecords {
  return { today: TODAY, age, sex, records };
}

/** The parts of an outcome a table row states. */
export function outcome(rule: Rule, p: PatientRecords) {
  const o = rule(p);
  return { status: o.status, reason: o.reason, due_date: o.due_date };
}
