import { describe, expect, it } from 'vitest';
import { statinTherapy } from './statin-therapy.js';
import { DIABETES_DX, outcome, patient, record, TODAY } from './testing.js';

const prescription = (code: string, date: string, display: string) =>
  record('medications', code, date, { display });

describe('statin therapy for diabetes (HEDIS SPD)', () => {
  it.each([
    [
      'simvastatin (Synthea RxNorm) this year',
      55,
      [DIABETES_DX, prescription('316672', '2026-04-01', 'Simvistatin 10 MG')],
      'closed',
      'statin_prescribed',
      '2027-04-01',
    ],
    [
      'atorvastatin known by name',
      55,
      [DIABETES_DX, prescription('999999', '2026-04-01', 'Atorvastatin 20 MG Oral Tablet')],
      'closed',
      'statin_prescribed',
      '2027-04-01',
    ],
    [
      'a statin two years ago',
      55,
      [DIABETES_DX, prescription('316672', '2024-04-01', 'Simvastatin 10 MG')],
      'open',
      'no_statin',
      '2025-04-01',
    ],
    [
      'metformin only',
      55,
      [DIABETES_DX, prescription('860975', '2026-04-01', 'Metformin 500 MG')],
      'open',
      'no_statin',
      TODAY,
    ],
    ['at 40 (youngest)', 40, [DIABETES_DX], 'open', 'no_statin', TODAY],
    ['at 75 (oldest)', 75, [DIABETES_DX], 'open', 'no_statin', TODAY],
    ['at 39', 39, [DIABETES_DX], 'not_applicable', 'age', null],
    ['at 76', 76, [DIABETES_DX], 'not_applicable', 'age', null],
    ['no diabetes', 55, [], 'not_applicable', 'no_condition', null],
  ] as const)('[HOME-1] %s: %s', (_case, age, records, status, reason, due) => {
    expect(outcome(statinTherapy, patient(age, [...records]))).toEqual({ status, reason, due_date: due });
  });
});
