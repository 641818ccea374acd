import { describe, expect, it } from 'vitest';
import { kidneyHealthEvaluation } from './kidney-health-evaluation.js';
import { DIABETES_DX, observation, outcome, patient, textResult, TODAY } from './testing.js';

const egfr = (date: string) => observation('33914-3', date, 72);
const uacr = (date: string) => observation('14959-1', date, 12);

describe('kidney health evaluation for diabetes (HEDIS KED)', () => {
  it.each([
    [
      'both tests this year',
      60,
      [DIABETES_DX, egfr('2026-03-01'), uacr('2026-05-01')],
      'closed',
      'done_in_window',
      '2027-03-01',
    ],
    [
      'eGFR this year, the urine test two years ago',
      60,
      [DIABETES_DX, egfr('2026-03-01'), uacr('2024-11-01')],
      'open',
      'out_of_date',
      '2025-11-01',
    ],
    [
      'eGFR 45 against its own one-sided range (≥ 60): done, out of range',
      60,
      [DIABETES_DX, observation('33914-3', '2026-03-01', 45, { low: 60 }), uacr('2026-05-01')],
      'closed',
      'done_out_of_range',
      '2027-03-01',
    ],
    [
      'eGFR written as text, ">60", against "≥60": done, within',
      60,
      [DIABETES_DX, textResult('33914-3', '2026-03-01', '>60', { text: '≥60' }), uacr('2026-05-01')],
      'closed',
      'done_in_window',
      '2027-03-01',
    ],
    [
      'eGFR written as text, "< 15 mL/min/1.73m2", no range: below the usual 60 or more',
      60,
      [DIABETES_DX, textResult('33914-3', '2026-03-01', '< 15 mL/min/1.73m2'), uacr('2026-05-01')],
      'closed',
      'done_out_of_range',
      '2027-03-01',
    ],
    [
      'eGFR 45 with no range: read against the usual 60 or more',
      60,
      [DIABETES_DX, observation('33914-3', '2026-03-01', 45), uacr('2026-05-01')],
      'closed',
      'done_out_of_range',
      '2027-03-01',
    ],
    [
      'albumin-creatinine 45 mg/g: done, out of range',
      60,
      [DIABETES_DX, egfr('2026-03-01'), observation('14959-1', '2026-05-01', 45)],
      'closed',
      'done_out_of_range',
      '2027-03-01',
    ],
    [
      'eGFR 45 two years ago: out of date, whatever it was',
      60,
      [DIABETES_DX, observation('33914-3', '2024-03-01', 45), uacr('2026-05-01')],
      'open',
      'out_of_date',
      '2025-03-01',
    ],
    ['eGFR only', 60, [DIABETES_DX, egfr('2026-03-01')], 'open', 'never_done', TODAY],
    [
      "the lab kit's codes (CKD-EPI 2021, 9318-7)",
      60,
      [DIABETES_DX, observation('98979-8', '2026-10-01', 80), observation('9318-7', '2026-10-01', 8)],
      'closed',
      'done_in_window',
      '2027-10-01',
    ],
    ['neither test', 60, [DIABETES_DX], 'open', 'never_done', TODAY],
    ['at 85 (oldest)', 85, [DIABETES_DX], 'open', 'never_done', TODAY],
    ['at 86', 86, [DIABETES_DX], 'not_applicable', 'age', null],
    ['at 17', 17, [DIABETES_DX], 'not_applicable', 'age', null],
    ['no diabetes', 60, [egfr('2026-03-01')], 'not_applicable', 'no_condition', null],
  ] as const)('[HOME-1] %s: %s', (_case, age, records, status, reason, due) => {
    expect(outcome(kidneyHealthEvaluation, patient(age, [...records]))).toEqual({
      status,
      reason,
      due_date: due,
    });
  });

  it('[HOME-1] names the result out of range, with the range it was read against', () => {
    const low = observation('33914-3', '2026-03-01', 45, { low: 60 });
    const o = kidneyHealthEvaluation(patient(60, [DIABETES_DX, low, uacr('2026-05-01')]));
    expect(o.decided_by).toMatchObject({ value: 45, range: { low: 60, high: null }, flag: 'low' });
  });
});
