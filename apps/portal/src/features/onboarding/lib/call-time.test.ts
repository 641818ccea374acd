import { describe, expect, it } from 'vitest';
import { callTimeProblem, toLocalInput } from './call-time';

// Runs in the test's zone (TZ): the typed value and `now` are both on that clock, so the rows hold anywhere.
const monday = new Date(2026, 10, 23, 8, 0); // Monday 23 November 2026, 8:00 local

describe('[IDV-5] a call time the patient picks, on their own clock', () => {
  it.each([
    ['Monday 10:00', '2026-11-23T10:00', null],
    ['Monday 17:30', '2026-11-23T17:30', null],
    ['Monday 18:00', '2026-11-23T18:00', 'preferred_time_hours'],
    ['Tuesday 3:00 at night', '2026-11-24T03:00', 'preferred_time_hours'],
    ['Saturday 11:00', '2026-11-28T11:00', 'preferred_time_hours'],
    ['an hour ago', '2026-11-23T07:00', 'preferred_time_range'],
    ['in 40 days', '2027-01-04T10:00', 'preferred_time_range'],
    ['nothing typed', '', 'preferred_time_range'],
  ])('%s: %s → %s', (_case, typed, problem) => {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(callTimeProblem(typed, monday, zone)).toBe(problem);
  });

  it('writes an instant as the datetime-local field shows it', () => {
    expect(toLocalInput(new Date(2026, 10, 30, 9, 5))).toBe('2026-11-30T09:05');
  });
});
