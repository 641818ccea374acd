/**
 * Time zones, apart from the schemas so that a screen that only shows dates (nearly every signed-in screen,
 * through the portal's date formats) does not download zod with them.
 */

/** An IANA time zone the runtime knows (`America/Chicago`), checked the same way in the browser and the server. */
export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return value.includes('/') || value === 'UTC';
  } catch {
    return false;
  }
}

/** A patient's zone before they save one: US Eastern time. */
export const DEFAULT_TIME_ZONE = 'America/New_York';

const DAY_MS = 86_400_000;

/** How far `timeZone`'s wall clock is ahead of UTC at `instant`, in milliseconds. */
function zoneOffset(timeZone: string, instant: number): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    })
      .formatToParts(instant)
      .map((p) => [p.type, Number(p.value)]),
  ) as Record<string, number>;
  const wall = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
  return wall - Math.floor(instant / 1000) * 1000;
}

/** The instant `day` (YYYY-MM-DD) begins in `timeZone` (midnight there; DST moves the offset, not the day). */
export function startOfDayIn(day: string, timeZone: string): Date {
  const midnightUtc = Date.parse(`${day}T00:00:00Z`);
  let start = midnightUtc - zoneOffset(timeZone, midnightUtc);
  // The offset at the guess may differ from the offset at the real midnight (a DST change that day): once more.
  start = midnightUtc - zoneOffset(timeZone, start);
  return new Date(start);
}

/** The calendar day (YYYY-MM-DD) it is in `timeZone` at `instant`: "today" where the patient lives. */
export function dayIn(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
}

/**
 * An end date is inclusive: access "until 2028-06-30" lasts to the last millisecond of that day where the patient
 * lives (not 7:59 PM that evening, as the end of the day in UTC reads in New York).
 */
export function endOfDayIn(day: string, timeZone: string): Date {
  const next = new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
  return new Date(startOfDayIn(next, timeZone).getTime() - 1);
}

/**
 * Whether a stored date is a calendar date rather than a moment: a date-only value (`2026-11-27`), or one kept
 * as midnight UTC, which is how the records store a source's date without a time. A calendar date is shown as
 * that day everywhere; a moment as the day it was where the patient lives.
 */
export function isCalendarDate(value: string): boolean {
  return (
    /^\d{4}-\d{2}-\d{2}$/.test(value) || /^\d{4}-\d{2}-\d{2}T00:00(:00(\.0+)?)?(Z|[+-]00:?00)$/.test(value)
  );
}
