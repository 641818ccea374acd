import { describe, expect, it } from 'vitest';
import type { ClinicalRecord } from './evaluate.js';
import { statinTherapy } from './statin-therapy.js';
import { DIABETES_DX, outcome, patient, record, TODAY } from './testing.js';

const prescription = (code: string, date: string, display: string, status: string | null = 'active') =>
  record('medications', code, date, { display, status });

describe('statin therapy for diabetes (HEDIS SPD): a statin the patient takes now', () => {
  it.each([
    [
      'simvastatin (Synthea RxNorm) active, written this year',
      55,
      [DIABETES_DX, prescription('316672', '2026-04-01', 'Simvistatin 10 MG')],
      'closed',
      'statin_current',
      null,
    ],
    [
      'simvastatin active, written two years ago (the demo patient)',
      55,
      [DIABETES_DX, prescription('316672', '2024-06-01', 'Simvastatin 10 MG Oral Tablet')],
      'closed',
      'statin_current',
      null,
    ],
    [
      'atorvastatin known by name, on hold',
      55,
      [DIABETES_DX, prescription('999999', '2023-04-01', 'Atorvastatin 20 MG Oral Tablet', 'on-hold')],
      'closed',
      'statin_current',
      null,
    ],
    [
      'a statin fill 2 months ago (completed)',
      55,
      [DIABETES_DX, prescription('316672', '2026-09-25', 'Simvastatin 10 MG', 'completed')],
      'closed',
      'statin_current',
      null,
    ],
    [
      'a statin fill 8 months ago and none since',
      55,
      [DIABETES_DX, prescription('316672', '2026-03-25', 'Simvastatin 10 MG', 'completed')],
      'open',
      'no_statin',
      TODAY,
    ],
    [
      'active for years, stopped last month',
      55,
      [
        DIABETES_DX,
        prescription('316672', '2022-04-01', 'Simvastatin 10 MG'),
        prescription('316672', '2026-10-20', 'Simvastatin 10 MG', 'stopped'),
      ],
      'open',
      'no_statin',
      TODAY,
    ],
    [
      'simvastatin stopped, atorvastatin active since',
      55,
      [
        DIABETES_DX,
        prescription('316672', '2026-10-20', 'Simvastatin 10 MG', 'stopped'),
        prescription('617310', '2026-10-21', 'Atorvastatin 20 MG'),
      ],
      'closed',
      'statin_current',
      null,
    ],
    [
      'active, with its end date passed',
      55,
      [
        DIABETES_DX,
        record('medications', '316672', '2026-01-01', { status: 'active', end_date: '2026-07-01' }),
      ],
      'open',
      'no_statin',
      TODAY,
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
    expect(outcome(statinTherapy, patient(age, [...records] as ClinicalRecord[]))).toEqual({
      status,
      reason,
      due_date: due,
    });
  });

  it('[HOME-1] names the statin taken now, or the last one stopped', () => {
    const active = prescription('316672', '2024-06-01', 'Simvastatin 10 MG Oral Tablet');
    expect(statinTherapy(patient(55, [DIABETES_DX, active])).decided_by).toBe(active);
    const stopped = prescription('316672', '2026-10-20', 'Simvastatin 10 MG', 'stopped');
    expect(statinTherapy(patient(55, [DIABETES_DX, active, stopped])).decided_by).toBe(stopped);
  });
});
