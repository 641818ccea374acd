import { describe, expect, it } from 'vitest';
import { cholesterolScreening } from './cholesterol-screening.js';
import { observation, outcome, patient, TODAY } from './testing.js';

describe('cholesterol screening for statin decisions 40–75 (USPSTF)', () => {
  it.each([
    [
      'an LDL result 3 years ago',
      50,
      [observation('18262-6', '2023-11-01', 120)],
      'closed',
      'done_in_window',
      '2028-11-01',
    ],
    [
      'a total cholesterol 6 years ago',
      50,
      [observation('2093-3', '2020-11-01', 210)],
      'open',
      'out_of_date',
      '2025-11-01',
    ],
    ['HDL alone is not a panel', 50, [observation('2085-9', '2026-01-01', 50)], 'open', 'never_done', TODAY],
    ['never tested', 50, [], 'open', 'never_done', TODAY],
    ['at 40 (youngest)', 40, [], 'open', 'never_done', TODAY],
    ['at 75 (oldest)', 75, [], 'open', 'never_done', TODAY],
    ['at 39', 39, [], 'not_applicable', 'age', null],
    ['at 76', 76, [], 'not_applicable', 'age', null],
  ] as const)('[HOME-1] %s: %s', (_case, age, records, status, reason, due) => {
    expect(outcome(cholesterolScreening, patient(age, [...records], 'male'))).toEqual({
      status,
      reason,
      due_date: due,
    });
  });
});
