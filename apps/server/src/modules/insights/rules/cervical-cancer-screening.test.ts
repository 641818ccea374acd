import { describe, expect, it } from 'vitest';
import { cervicalCancerScreening } from './cervical-cancer-screening.js';
import { observation, outcome, patient, procedure, TODAY } from './testing.js';

describe('cervical cancer screening, women 21–65 (USPSTF)', () => {
  it.each([
    [
      'a Pap smear (Synthea procedure) 2 years ago',
      35,
      'female',
      [procedure('90226004', '2024-11-01')],
      'closed',
      'done_in_window',
      '2027-11-01',
    ],
    [
      'a Pap smear 4 years ago',
      35,
      'female',
      [procedure('90226004', '2022-11-01')],
      'open',
      'out_of_date',
      '2025-11-01',
    ],
    [
      'an HPV test 4 years ago, at 35',
      35,
      'female',
      [observation('59420-0', '2022-11-01')],
      'closed',
      'done_in_window',
      '2027-11-01',
    ],
    [
      'an HPV test 4 years ago, at 25',
      25,
      'female',
      [observation('59420-0', '2022-11-01')],
      'open',
      'never_done',
      TODAY,
    ],
    ['never screened', 30, 'female', [], 'open', 'never_done', TODAY],
    ['at 21 (youngest)', 21, 'female', [], 'open', 'never_done', TODAY],
    ['at 65 (oldest)', 65, 'female', [], 'open', 'never_done', TODAY],
    ['at 20', 20, 'female', [], 'not_applicable', 'age', null],
    ['at 66', 66, 'female', [], 'not_applicable', 'age', null],
    ['assigned male at birth', 35, 'male', [], 'not_applicable', 'sex', null],
    ['sex assigned at birth unknown: asks, never assumes', 35, null, [], 'needs_answer', 'sex_unknown', null],
    ['sex unknown at 70: the age settles it', 70, null, [], 'not_applicable', 'age', null],
    [
      'sex unknown after a hysterectomy: the record settles it',
      45,
      null,
      [procedure('116140006', '2019-01-01')],
      'not_applicable',
      'excluded',
      null,
    ],
    [
      'after a hysterectomy',
      45,
      'female',
      [procedure('116140006', '2019-01-01')],
      'not_applicable',
      'excluded',
      null,
    ],
  ] as const)('[HOME-1] %s: %s', (_case, age, sex, records, status, reason, due) => {
    expect(outcome(cervicalCancerScreening, patient(age, [...records], sex))).toEqual({
      status,
      reason,
      due_date: due,
    });
  });
});
