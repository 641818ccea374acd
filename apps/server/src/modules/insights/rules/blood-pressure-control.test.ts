import { describe, expect, it } from 'vitest';
import { bloodPressureControl } from './blood-pressure-control.js';
import { HYPERTENSION_DX, outcome, patient, record, TODAY } from './testing.js';

/** A panel's two rows, as the normaliser splits them: same resource, same date. */
function reading(date: string, systolic: number, diastolic: number) {
  const s = record('observations', '8480-6', date, { value: systolic, resource_id: `bp-${date}` });
  const d = record('observations', '8462-4', date, { value: diastolic, resource_id: `bp-${date}` });
  return [s, d];
}

describe('blood pressure control for hypertension (HEDIS CBP)', () => {
  it.each([
    [
      'last reading 128/82',
      60,
      [HYPERTENSION_DX, ...reading('2026-09-01', 128, 82)],
      'closed',
      'at_goal',
      '2027-09-01',
    ],
    [
      'last reading 139/89 (just under)',
      60,
      [HYPERTENSION_DX, ...reading('2026-09-01', 139, 89)],
      'closed',
      'at_goal',
      '2027-09-01',
    ],
    [
      'last reading 140/80 (systolic at the line)',
      60,
      [HYPERTENSION_DX, ...reading('2026-09-01', 140, 80)],
      'open',
      'above_goal',
      TODAY,
    ],
    [
      'last reading 130/90 (diastolic at the line)',
      60,
      [HYPERTENSION_DX, ...reading('2026-09-01', 130, 90)],
      'open',
      'above_goal',
      TODAY,
    ],
    [
      'high before, at goal now',
      60,
      [HYPERTENSION_DX, ...reading('2026-01-01', 150, 95), ...reading('2026-09-01', 122, 78)],
      'closed',
      'at_goal',
      '2027-09-01',
    ],
    [
      'last reading over a year ago',
      60,
      [HYPERTENSION_DX, ...reading('2025-06-30', 120, 75)],
      'open',
      'out_of_date',
      '2026-06-30',
    ],
    [
      'the newest has only its systolic (120): the last whole reading, 150/95, decides',
      60,
      [
        HYPERTENSION_DX,
        ...reading('2026-08-01', 150, 95),
        record('observations', '8480-6', '2026-10-01', { value: 120, resource_id: 'lone' }),
      ],
      'open',
      'above_goal',
      TODAY,
    ],
    [
      'only a lone systolic reading',
      60,
      [HYPERTENSION_DX, record('observations', '8480-6', '2026-10-01', { value: 120 })],
      'open',
      'never_done',
      TODAY,
    ],
    ['no reading', 60, [HYPERTENSION_DX], 'open', 'never_done', TODAY],
    ['at 85 (oldest)', 85, [HYPERTENSION_DX], 'open', 'never_done', TODAY],
    ['at 86', 86, [HYPERTENSION_DX], 'not_applicable', 'age', null],
    ['at 17', 17, [HYPERTENSION_DX], 'not_applicable', 'age', null],
    ['no hypertension', 60, [...reading('2026-09-01', 150, 95)], 'not_applicable', 'no_condition', null],
  ] as const)('[HOME-1] %s: %s', (_case, age, records, status, reason, due) => {
    expect(outcome(bloodPressureControl, patient(age, [...records]))).toEqual({
      status,
      reason,
      due_date: due,
    });
  });

  it('[HOME-1] names the last reading with both its values', () => {
    const [systolic, diastolic] = reading('2026-09-01', 146, 92);
    const o = bloodPressureControl(patient(60, [HYPERTENSION_DX, systolic!, diastolic!]));
    expect(o.decided_by).toMatchObject({ code: '8480-6', value: 146, diastolic: 92 });
  });
});
