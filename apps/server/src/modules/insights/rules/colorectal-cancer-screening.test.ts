import { describe, expect, it } from 'vitest';
import { colorectalCancerScreening } from './colorectal-cancer-screening.js';
import { condition, observation, outcome, patient, procedure, TODAY } from './testing.js';

describe('colorectal cancer screening 45–75 (USPSTF)', () => {
  it.each([
    [
      'a colonoscopy 6 years ago',
      60,
      [procedure('73761001', '2020-11-01')],
      'closed',
      'done_in_window',
      '2030-11-01',
    ],
    [
      'a colonoscopy 11 years ago',
      60,
      [procedure('73761001', '2015-06-01')],
      'open',
      'out_of_date',
      '2025-06-01',
    ],
    [
      'a FIT result 4 months ago',
      60,
      [observation('29771-3', '2026-07-15')],
      'closed',
      'done_in_window',
      '2027-07-15',
    ],
    [
      'a stool test (procedure) 2 years ago',
      60,
      [procedure('1015401000000102', '2024-10-01')],
      'open',
      'out_of_date',
      '2025-10-01',
    ],
    [
      'an old FIT but a recent colonoscopy',
      60,
      [observation('29771-3', '2019-01-01'), procedure('73761001', '2022-01-01')],
      'closed',
      'done_in_window',
      '2032-01-01',
    ],
    ['never screened', 50, [], 'open', 'never_done', TODAY],
    ['at 45 (youngest)', 45, [], 'open', 'never_done', TODAY],
    ['at 75 (oldest)', 75, [], 'open', 'never_done', TODAY],
    ['at 44', 44, [], 'not_applicable', 'age', null],
    ['at 76', 76, [], 'not_applicable', 'age', null],
    ['colon cancer in the records', 60, [condition('109838007')], 'not_applicable', 'excluded', null],
    [
      'colon cancer ruled out by the source',
      60,
      [condition('109838007', '2015-01-01', { status: 'refuted' })],
      'open',
      'never_done',
      TODAY,
    ],
    ['a total colectomy', 60, [procedure('26390003', '2018-01-01')], 'not_applicable', 'excluded', null],
  ] as const)('[HOME-1] %s: %s', (_case, age, records, status, reason, due) => {
    expect(outcome(colorectalCancerScreening, patient(age, [...records], 'male'))).toEqual({
      status,
      reason,
      due_date: due,
    });
  });
});
