import { describe, expect, it } from 'vitest';
import { breastCancerScreening } from './breast-cancer-screening.js';
import { outcome, patient, procedure, record, TODAY } from './testing.js';

describe('breast cancer screening, women 40–74 (USPSTF)', () => {
  it.each([
    [
      'a screening mammogram last year',
      55,
      'female',
      [procedure('24623002', '2025-12-01')],
      'closed',
      'done_in_window',
      '2027-12-01',
    ],
    [
      'an imaging report last year',
      55,
      'female',
      [record('reports', '24606-6', '2025-12-01')],
      'closed',
      'done_in_window',
      '2027-12-01',
    ],
    [
      'a mammogram 3 years ago',
      55,
      'female',
      [procedure('24623002', '2023-10-01')],
      'open',
      'out_of_date',
      '2025-10-01',
    ],
    ['never screened', 55, 'female', [], 'open', 'never_done', TODAY],
    ['at 40 (youngest)', 40, 'female', [], 'open', 'never_done', TODAY],
    ['at 74 (oldest)', 74, 'female', [], 'open', 'never_done', TODAY],
    ['at 39', 39, 'female', [], 'not_applicable', 'age', null],
    ['at 75', 75, 'female', [], 'not_applicable', 'age', null],
    ['assigned male at birth', 55, 'male', [], 'not_applicable', 'sex', null],
    ['sex assigned at birth unknown: asks, never assumes', 55, null, [], 'needs_answer', 'sex_unknown', null],
    [
      'sex unknown, a mammogram last year: still asks',
      55,
      null,
      [procedure('24623002', '2025-12-01')],
      'needs_answer',
      'sex_unknown',
      null,
    ],
    ['sex unknown at 35: the age settles it', 35, null, [], 'not_applicable', 'age', null],
    [
      'sex unknown after a bilateral mastectomy: the record settles it',
      55,
      null,
      [procedure('27865001', '2020-01-01')],
      'not_applicable',
      'excluded',
      null,
    ],
    [
      'after a bilateral mastectomy',
      55,
      'female',
      [procedure('27865001', '2020-01-01')],
      'not_applicable',
      'excluded',
      null,
    ],
  ] as const)('[HOME-1] %s: %s', (_case, age, sex, records, status, reason, due) => {
    expect(outcome(breastCancerScreening, patient(age, [...records], sex))).toEqual({
      status,
      reason,
      due_date: due,
    });
  });
});
