import { describe, expect, it } from 'vitest';
import { hba1cMonitoring } from './hba1c-monitoring.js';
import { condition, DIABETES_DX, observation, outcome, patient, textResult, TODAY } from './testing.js';

describe('HbA1c monitoring for diabetes (HEDIS GSD)', () => {
  it.each([
    [
      'diabetes, a normal result 3 months ago',
      58,
      [DIABETES_DX, observation('4548-4', '2026-08-20', 5.4)],
      'closed',
      'done_in_window',
      '2027-08-20',
    ],
    [
      'diabetes, 7.1 % 3 months ago (no range given: above the usual ≤ 5.6 %)',
      58,
      [DIABETES_DX, observation('4548-4', '2026-08-20', 7.1)],
      'closed',
      'done_out_of_range',
      '2027-08-20',
    ],
    [
      'the kit result: 6.8 % against "≤ 5.6 %" (a one-sided range)',
      58,
      [DIABETES_DX, observation('4548-4', '2026-11-20', 6.8, { high: 5.6 })],
      'closed',
      'done_out_of_range',
      '2027-11-20',
    ],
    [
      '6.8 % against a range with only its low end (≥ 4 %): not flagged',
      58,
      [DIABETES_DX, observation('4548-4', '2026-11-20', 6.8, { low: 4 })],
      'closed',
      'done_in_window',
      '2027-11-20',
    ],
    [
      '3.8 % against 4–5.6 %: below the range',
      58,
      [DIABETES_DX, observation('4548-4', '2026-11-20', 3.8, { low: 4, high: 5.6 })],
      'closed',
      'done_out_of_range',
      '2027-11-20',
    ],
    [
      'a result written as text, "7.1 %": done, above the usual range',
      58,
      [DIABETES_DX, textResult('4548-4', '2026-08-20', '7.1 %')],
      'closed',
      'done_out_of_range',
      '2027-08-20',
    ],
    [
      'a result written as text, "<5.7" against its own "<5.7": done, within',
      58,
      [DIABETES_DX, textResult('4548-4', '2026-08-20', '<5.7', { text: '<5.7' })],
      'closed',
      'done_in_window',
      '2027-08-20',
    ],
    [
      'a result whose text is no number ("see comment"): done all the same',
      58,
      [DIABETES_DX, textResult('4548-4', '2026-08-20', 'see comment')],
      'closed',
      'done_in_window',
      '2027-08-20',
    ],
    [
      'diabetes, the last result 17 months ago',
      58,
      [DIABETES_DX, observation('4548-4', '2025-06-30', 7.1)],
      'open',
      'out_of_date',
      '2026-06-30',
    ],
    [
      'diabetes, a result exactly 12 months ago',
      58,
      [DIABETES_DX, observation('4548-4', '2025-11-25', 6.8)],
      'open',
      'out_of_date',
      TODAY,
    ],
    ['diabetes, never tested', 58, [DIABETES_DX], 'open', 'never_done', TODAY],
    ['diabetes at 18 (youngest)', 18, [DIABETES_DX], 'open', 'never_done', TODAY],
    ['diabetes at 75 (oldest)', 75, [DIABETES_DX], 'open', 'never_done', TODAY],
    ['diabetes at 17', 17, [DIABETES_DX], 'not_applicable', 'age', null],
    ['diabetes at 76', 76, [DIABETES_DX], 'not_applicable', 'age', null],
    ['no diabetes', 58, [observation('4548-4', '2025-06-30', 5.4)], 'not_applicable', 'no_condition', null],
    ['prediabetes only', 58, [condition('15777000')], 'not_applicable', 'no_condition', null],
    [
      'diabetes resolved',
      58,
      [condition('44054006', '2015-03-01', { status: 'resolved' })],
      'not_applicable',
      'no_condition',
      null,
    ],
    [
      'diabetes ruled out by the source',
      58,
      [condition('44054006', '2015-03-01', { status: 'refuted' })],
      'not_applicable',
      'no_condition',
      null,
    ],
  ] as const)('[HOME-1] %s: %s', (_case, age, records, status, reason, due) => {
    expect(outcome(hba1cMonitoring, patient(age, [...records]))).toEqual({ status, reason, due_date: due });
  });

  it('[HOME-1] names the result that decided it, the range it was read against, and the condition', () => {
    const result = observation('4548-4', '2026-11-20', 6.8, { high: 5.6 });
    const o = hba1cMonitoring(patient(58, [DIABETES_DX, result, observation('4548-4', '2024-01-02', 6.9)]));
    expect(o.decided_by).toEqual({ ...result, range: { low: null, high: 5.6 }, flag: 'high' });
    expect(o.condition).toBe(DIABETES_DX);
  });
});
