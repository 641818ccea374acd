import { describe, expect, it } from 'vitest';
import type { Insight } from '@portal/contract';
import { dueWording, homeInsights, sectionsOf, statusBadge, tabOf } from './insight-groups';

const insight = (
  rule: Insight['rule'],
  status: Insight['status'],
  due_date: string | null = null,
): Insight => ({
  id: `${rule}-${status}`,
  rule,
  status,
  reason: 'never_done',
  due_date,
  action: null,
  decided_by: null,
  computed_at: '2026-11-25T10:00:00Z',
});

describe('arranging insights', () => {
  it.each([
    ['hba1c_monitoring', 'care'],
    ['hba1c_control', 'care'],
    ['kidney_health_evaluation', 'care'],
    ['blood_pressure_control', 'care'],
    ['statin_therapy', 'care'],
    ['influenza_vaccine', 'care'],
    ['colorectal_cancer_screening', 'screenings'],
    ['cervical_cancer_screening', 'screenings'],
    ['breast_cancer_screening', 'screenings'],
    ['cholesterol_screening', 'screenings'],
  ] as const)('[HOME-1] %s is on the %s tab', (rule, tab) => {
    expect(tabOf(rule)).toBe(tab);
  });

  it('[HOME-1] a tab lists due first, then those asking, then done, then not applicable, leaving out empty groups', () => {
    const list = [
      insight('breast_cancer_screening', 'not_applicable'),
      insight('cervical_cancer_screening', 'needs_answer'),
      insight('colorectal_cancer_screening', 'open'),
      insight('hba1c_monitoring', 'open'),
      insight('cholesterol_screening', 'open'),
    ];
    expect(sectionsOf(list, 'screenings').map((s) => [s.status, s.insights.map((i) => i.rule)])).toEqual([
      ['open', ['colorectal_cancer_screening', 'cholesterol_screening']],
      ['needs_answer', ['cervical_cancer_screening']],
      ['not_applicable', ['breast_cancer_screening']],
    ]);
  });

  it.each([
    ['open', 'never_done', 'due', 'progress'],
    ['open', 'out_of_date', 'due', 'progress'],
    ['open', 'above_goal', 'aboveGoal', 'problem'],
    ['needs_answer', 'sex_unknown', 'needsAnswer', 'progress'],
    ['closed', 'done_in_window', 'upToDate', 'success'],
    ['closed', 'done_out_of_range', 'doneOutOfRange', 'problem'],
    ['closed', 'at_goal', 'atGoal', 'success'],
    ['closed', 'at_goal_above_range', 'aboveNormal', 'problem'],
    ['closed', 'statin_current', 'taking', 'success'],
    ['not_applicable', 'sex', 'notForYou', 'neutral'],
  ] as const)('[HOME-1] %s because %s reads %s (%s)', (status, reason, label, tone) => {
    expect(statusBadge({ status, reason })).toEqual({ label, tone });
  });

  it.each([
    [0, 0, 0],
    [2, 2, 0],
    [3, 3, 0],
    [5, 3, 2],
  ])('[HOME-1] with %i due, Home shows %i and counts %i more', (due, shown, more) => {
    const list = [
      ...Array.from({ length: due }, () => insight('hba1c_monitoring', 'open')),
      insight('influenza_vaccine', 'closed'),
    ];
    const home = homeInsights(list);
    expect([home.shown.length, home.more, home.asking]).toEqual([shown, more, 0]);
    expect(home.shown.every((i) => i.status === 'open')).toBe(true);
  });

  it('[HOME-1] Home counts the insights waiting for an answer apart, never as due', () => {
    const list = [
      insight('hba1c_monitoring', 'open'),
      insight('breast_cancer_screening', 'needs_answer'),
      insight('cervical_cancer_screening', 'needs_answer'),
    ];
    const home = homeInsights(list);
    expect([home.shown.map((i) => i.rule), home.more, home.asking]).toEqual([['hba1c_monitoring'], 0, 2]);
  });

  it.each([
    ['open', '2026-06-30', { key: 'since', date: '2026-06-30' }],
    ['open', '2026-11-25', { key: 'now', date: null }],
    ['open', '2027-01-31', { key: 'by', date: '2027-01-31' }],
    ['closed', '2027-08-20', { key: 'next', date: '2027-08-20' }],
    ['not_applicable', null, null],
    ['needs_answer', null, null],
  ] as const)('[HOME-1] %s, due %s, reads %j', (status, due, wording) => {
    expect(dueWording({ status, due_date: due }, '2026-11-25')).toEqual(wording);
  });
});
