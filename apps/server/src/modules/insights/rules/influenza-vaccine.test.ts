import { describe, expect, it } from 'vitest';
import { influenzaVaccine, seasonStart } from './influenza-vaccine.js';
import { outcome, patient, record } from './testing.js';

const flu = (date: string) => record('immunizations', '140', date);

describe('influenza vaccine this season (CDC/ACIP)', () => {
  it.each([
    ['a flu shot in October', 40, [flu('2026-10-10')], 'closed', 'done_in_window', '2027-07-01'],
    [
      "a flu shot on the season's first day",
      40,
      [flu('2026-07-01')],
      'closed',
      'done_in_window',
      '2027-07-01',
    ],
    ["last season's shot only", 40, [flu('2026-06-30')], 'open', 'out_of_date', '2026-11-01'],
    [
      'a tetanus shot is not a flu shot',
      40,
      [record('immunizations', '113', '2026-10-10')],
      'open',
      'never_done',
      '2026-11-01',
    ],
    ['never vaccinated, a baby of 1', 1, [], 'open', 'never_done', '2026-11-01'],
    ['never vaccinated, at 90', 90, [], 'open', 'never_done', '2026-11-01'],
  ] as const)('[HOME-1] %s: %s', (_case, age, records, status, reason, due) => {
    expect(outcome(influenzaVaccine, patient(age, [...records]))).toEqual({ status, reason, due_date: due });
  });

  it.each([
    ['2026-11-25', '2026-07-01'],
    ['2026-07-01', '2026-07-01'],
    ['2026-06-30', '2025-07-01'],
    ['2027-01-15', '2026-07-01'],
  ])('[HOME-1] on %s the season started %s', (today, start) => {
    expect(seasonStart(today)).toBe(start);
  });
});
