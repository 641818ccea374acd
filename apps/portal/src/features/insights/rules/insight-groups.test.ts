import { describe, expect, it } from 'vitest';
import type { Insight } from '@portal/contract';
import { dueWording, homeInsights, sectionsOf, tabOf } from './insight-groups';

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

  it('[HOME-1] a tab lists due first, then up to date, then not applicable, leaving out empty groups', () => {
    const list = [
      insight('breast_cancer_screening', 'not_applicable'),
      insight('colorectal_cancer_screening', 'open'),
      insight('hba1c_monitoring', 'open'),
      insight('cholesterol_screening', 'open'),
    ];
    expect(sectionsOf(list, 'screenings').map((s) => [s.status, s.insights.map((i) => i.rule)])).toEqual([
      ['open', ['colorectal_cancer_screening', 'cholesterol_screening']],
      ['not_applicable', ['breast_cancer_screening']],
    ]);
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
    expect([home.shown.length, home.more]).toEqual([shown, more]);
    expect(home.shown.every((i) => i.status === 'open')).toBe(true);
  });

  it.each([
    ['open', '2026-06-30', { key: 'since', date: '2026-06-30' }],
    ['open', '2026-11-25', { key: 'now', date: null }],
    ['open', '2027-01-31', { key: 'by', date: '2027-01-31' }],
    ['closed', '2027-08-20', { key: 'next', date: '2027-08-20' }],
    ['not_applicable', null, null],
  ] as const)('[HOME-1] %s, due %s, reads %j', (status, due, wording) => {
    expect(dueWording({ status, due_date: due }, '2026-11-25')).toEqual(wording);
  });
});
