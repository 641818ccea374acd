import { describe, expect, it } from 'vitest';
import type { ClinicalRecord } from './evaluate.js';
import { currentMedications, isCurrent } from './current-medication.js';
import { patient, record, TODAY } from './testing.js';

const med = (date: string, status: string | null, extra: Partial<ClinicalRecord> = {}) =>
  record('medications', '316672', date, { display: 'Simvastatin 10 MG Oral Tablet', status, ...extra });

describe('a current medication, by its latest record', () => {
  it.each([
    ['active, prescribed 3 years ago', med('2023-11-01', 'active'), true],
    ['active, prescribed this month', med('2026-11-01', 'active'), true],
    ['on hold', med('2022-05-01', 'on-hold'), true],
    ['active with an end date in the past', med('2026-01-01', 'active', { end_date: '2026-06-30' }), false],
    ['active with an end date today', med('2026-01-01', 'active', { end_date: `${TODAY}T00:00:00Z` }), true],
    ['active with an end date ahead', med('2026-01-01', 'active', { end_date: '2027-01-31' }), true],
    ['stopped last week', med('2026-11-18', 'stopped'), false],
    ['cancelled', med('2026-11-18', 'cancelled'), false],
    ['entered in error', med('2026-11-18', 'entered-in-error'), false],
    ['a draft', med('2026-11-18', 'draft'), false],
    ['completed fill 60 days ago', med('2026-09-26', 'completed'), true],
    ['completed fill 120 days ago (a 90-day supply and grace)', med('2026-07-28', 'completed'), true],
    ['completed fill 121 days ago', med('2026-07-27', 'completed'), false],
    ['a fill with no status 30 days ago', med('2026-10-26', null), true],
    ['a fill with status unknown 200 days ago', med('2026-05-09', 'unknown'), false],
    [
      'a recent fill whose end date has passed',
      med('2026-11-01', 'completed', { end_date: '2026-11-10' }),
      false,
    ],
    ['no date and no status', med('2026-01-01', null, { date: null }), false],
  ])('%s: %s', (_case, latest, current) => {
    expect(isCurrent(latest, TODAY)).toBe(current);
  });

  it.each([
    [
      'renewed: stopped in 2024, active since',
      [med('2024-01-01', 'stopped'), med('2024-06-01', 'active')],
      1,
    ],
    ['stopped after years active', [med('2021-01-01', 'active'), med('2026-10-01', 'stopped')], 0],
    [
      'an error written after the active one',
      [med('2025-01-01', 'active'), med('2026-10-01', 'entered-in-error')],
      1,
    ],
    [
      'monthly fills, the last one recent',
      [med('2026-08-01', 'completed'), med('2026-11-01', 'completed')],
      1,
    ],
    [
      'monthly fills that ended a year ago',
      [med('2025-09-01', 'completed'), med('2025-10-01', 'completed')],
      0,
    ],
  ])('%s: %i current', (_case, records, count) => {
    expect(currentMedications(patient(60, records))).toHaveLength(count);
  });

  it('names each medication once, by its latest record, and only those the test accepts', () => {
    const simvastatin = med('2025-06-01', 'active');
    const metformin = record('medications', '860975', '2025-06-01', {
      status: 'active',
      display: 'Metformin',
    });
    const current = currentMedications(
      patient(60, [med('2024-06-01', 'active'), simvastatin, metformin]),
      (r) => /statin/i.test(r.display ?? ''),
    );
    expect(current).toEqual([simvastatin]);
  });
});
