import { describe, expect, it } from 'vitest';
import { hba1cControl } from './hba1c-control.js';
import { DIABETES_DX, observation, outcome, patient, textResult, TODAY } from './testing.js';

describe('HbA1c control for diabetes (HEDIS GSD: below 8 %)', () => {
  it.each([
    [
      '5.4 % (normal)',
      [DIABETES_DX, observation('4548-4', '2026-08-20', 5.4, { low: 4, high: 5.6 })],
      'closed',
      'at_goal',
      '2027-08-20',
    ],
    [
      'the kit: 6.8 % against "≤ 5.6 %": under the goal, above the normal range',
      [DIABETES_DX, observation('4548-4', '2026-11-20', 6.8, { high: 5.6 })],
      'closed',
      'at_goal_above_range',
      '2027-11-20',
    ],
    [
      '6.8 % with no range: read against the usual ≤ 5.6 %',
      [DIABETES_DX, observation('4548-4', '2026-11-20', 6.8)],
      'closed',
      'at_goal_above_range',
      '2027-11-20',
    ],
    [
      '6.8 % against a low end only (≥ 4 %)',
      [DIABETES_DX, observation('4548-4', '2026-11-20', 6.8, { low: 4 })],
      'closed',
      'at_goal',
      '2027-11-20',
    ],
    [
      '7.9 % (just under the goal)',
      [DIABETES_DX, observation('4548-4', '2026-11-20', 7.9, { high: 5.6 })],
      'closed',
      'at_goal_above_range',
      '2027-11-20',
    ],
    [
      '8.0 % (at the line: not controlled)',
      [DIABETES_DX, observation('4548-4', '2026-11-20', 8.0, { high: 5.6 })],
      'open',
      'above_goal',
      TODAY,
    ],
    [
      '9.4 % now, 6.5 % before: the last one decides',
      [DIABETES_DX, observation('4548-4', '2026-03-01', 6.5), observation('4548-4', '2026-10-01', 9.4)],
      'open',
      'above_goal',
      TODAY,
    ],
    [
      'a result 17 months ago',
      [DIABETES_DX, observation('4548-4', '2025-06-30', 6.1)],
      'open',
      'out_of_date',
      '2026-06-30',
    ],
    [
      'a result without a value, none with one',
      [DIABETES_DX, observation('4548-4', '2026-10-01', null)],
      'open',
      'never_done',
      TODAY,
    ],
    [
      'written as text, "<5.7": under the goal, within the usual normal range',
      [DIABETES_DX, textResult('4548-4', '2026-11-20', '<5.7')],
      'closed',
      'at_goal',
      '2027-11-20',
    ],
    [
      'written as text, "<5.7", against its own range "<5.7"',
      [DIABETES_DX, textResult('4548-4', '2026-11-20', '<5.7', { text: '<5.7' })],
      'closed',
      'at_goal',
      '2027-11-20',
    ],
    [
      'written as text, "6.8 %": under the goal, above the normal range',
      [DIABETES_DX, textResult('4548-4', '2026-11-20', '6.8 %', { high: 5.6 })],
      'closed',
      'at_goal_above_range',
      '2027-11-20',
    ],
    [
      'written as text, "> 14.0 %": above the goal',
      [DIABETES_DX, textResult('4548-4', '2026-11-20', '> 14.0 %')],
      'open',
      'above_goal',
      TODAY,
    ],
    [
      'a text that is no number ("see comment"): tested, but control cannot be judged',
      [
        DIABETES_DX,
        observation('4548-4', '2026-03-01', 6.1),
        textResult('4548-4', '2026-11-20', 'see comment'),
      ],
      'open',
      'result_unclear',
      TODAY,
    ],
    ['never tested', [DIABETES_DX], 'open', 'never_done', TODAY],
    ['no diabetes', [observation('4548-4', '2026-10-01', 9.4)], 'not_applicable', 'no_condition', null],
  ] as const)('[HOME-1] %s: %s', (_case, records, status, reason, due) => {
    expect(outcome(hba1cControl, patient(58, [...records]))).toEqual({ status, reason, due_date: due });
  });

  it.each([
    [17, 'not_applicable'],
    [18, 'open'],
    [75, 'open'],
    [76, 'not_applicable'],
  ] as const)('[HOME-1] at %i: %s', (age, status) => {
    expect(hba1cControl(patient(age, [DIABETES_DX])).status).toBe(status);
  });
});
