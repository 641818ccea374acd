import { describe, expect, it } from 'vitest';
import { dayIn, endOfDayIn, isCalendarDate, startOfDayIn } from './time-zones.js';

describe('endOfDayIn', () => {
  it.each([
    ['2028-06-30', 'America/New_York', '2028-07-01T03:59:59.999Z'],
    ['2028-06-30', 'America/Los_Angeles', '2028-07-01T06:59:59.999Z'],
    ['2028-06-30', 'Pacific/Auckland', '2028-06-30T11:59:59.999Z'],
    ['2028-06-30', 'UTC', '2028-06-30T23:59:59.999Z'],
    // The days the clocks change: the end follows the offset in force at the end of that day.
    ['2026-03-08', 'America/New_York', '2026-03-09T03:59:59.999Z'],
    ['2026-11-01', 'America/New_York', '2026-11-02T04:59:59.999Z'],
    ['2026-04-05', 'Pacific/Auckland', '2026-04-05T11:59:59.999Z'],
    ['2026-12-31', 'Pacific/Auckland', '2026-12-31T10:59:59.999Z'],
  ])('[PROF-7] %s in %s ends at %s', (day, zone, end) => {
    expect(endOfDayIn(day, zone).toISOString()).toBe(end);
  });

  it.each([
    ['2026-03-08', 'America/New_York', '2026-03-08T05:00:00.000Z'],
    ['2026-11-01', 'America/New_York', '2026-11-01T04:00:00.000Z'],
    ['2026-06-01', 'Pacific/Auckland', '2026-05-31T12:00:00.000Z'],
  ])('[PROF-7] %s in %s starts at %s', (day, zone, start) => {
    expect(startOfDayIn(day, zone).toISOString()).toBe(start);
  });
});

describe('dayIn', () => {
  it.each([
    ['2026-11-27T12:00:00Z', 'Pacific/Kiritimati', '2026-11-28'],
    ['2026-11-27T12:00:00Z', 'Pacific/Honolulu', '2026-11-27'],
    ['2026-11-28T02:00:00Z', 'America/New_York', '2026-11-27'],
    ['2026-11-28T04:59:59.999Z', 'America/New_York', '2026-11-27'],
    ['2026-11-28T05:00:00Z', 'America/New_York', '2026-11-28'],
    // The clocks change: 01:30 happens twice in New York on Nov 1, both on that day.
    ['2026-11-01T05:30:00Z', 'America/New_York', '2026-11-01'],
    ['2026-11-01T06:30:00Z', 'America/New_York', '2026-11-01'],
    ['2026-04-04T13:30:00Z', 'Pacific/Auckland', '2026-04-05'],
  ])('[SHARE-1] [issue 24] at %s it is %s there on %s', (at, zone, day) => {
    expect(dayIn(new Date(at), zone)).toBe(day);
  });
});

describe('isCalendarDate', () => {
  it.each([
    ['2026-11-27', true],
    ['2026-11-27T00:00:00Z', true],
    ['2026-11-27T00:00:00.000Z', true],
    ['2026-11-27T00:00:00+00:00', true],
    ['2026-11-27T02:00:00Z', false],
    ['2026-11-27T00:00:00-05:00', false],
    ['2026-11-27T23:59:59.999Z', false],
  ])('%s is a calendar date: %s', (value, calendar) => {
    expect(isCalendarDate(value)).toBe(calendar);
  });
});
