import { DEFAULT_TIME_ZONE, isCalendarDate, isTimeZone, startOfDayIn } from '@portal/contract';

type Instant = string | Date | null | undefined;

const millis = (value: Instant): number | null => {
  if (value instanceof Date) return Number.isFinite(value.getTime()) ? value.getTime() : null;
  return value && Number.isFinite(Date.parse(value)) ? Date.parse(value) : null;
};

const isoOf = (value: Instant, at: number) =>
  typeof value === 'string' ? value : new Date(at).toISOString();

/**
 * [PROF-7] The portal's one way to show dates, for a language and the patient's time zone. Two kinds, never mixed:
 * - `day`: the day of a record, a due day or a study's end. A calendar date (`2026-11-27`, or kept as midnight UTC,
 *   as the records keep a date without a time) is that day wherever the patient lives; a moment (a result taken
 *   at 9 PM) is the day it was in the patient's zone, so every screen shows one day for it;
 * - `dateTime` and `dayOf`: a moment (signed, shared, read, a kit's step, an update), in the patient's zone;
 * - `until`: an end; an inclusive end date (the last millisecond of a day in the patient's zone) reads as that day.
 * A zone this browser does not know falls back to the default rather than breaking the page.
 */
export function dateFormatters(locale: string, timeZone: string, dateStyle: 'medium' | 'long' = 'medium') {
  const zone = isTimeZone(timeZone) ? timeZone : DEFAULT_TIME_ZONE;
  const calendarDay = new Intl.DateTimeFormat(locale, { dateStyle, timeZone: 'UTC' });
  const zonedDay = new Intl.DateTimeFormat(locale, { dateStyle, timeZone: zone });
  const zonedDateTime = new Intl.DateTimeFormat(locale, { dateStyle, timeStyle: 'short', timeZone: zone });
  const using = (format: Intl.DateTimeFormat) => (value: Instant) => {
    const at = millis(value);
    return at === null ? null : format.format(at);
  };
  const day = (value: Instant) => {
    const at = millis(value);
    if (at === null) return null;
    return (isCalendarDate(isoOf(value, at)) ? calendarDay : zonedDay).format(at);
  };
  const until = (value: Instant) => {
    const at = millis(value);
    if (at === null) return null;
    const next = at + 1;
    const endsADay =
      startOfDayIn(new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(next), zone).getTime() ===
      next;
    return (endsADay ? zonedDay : zonedDateTime).format(at);
  };
  return {
    locale,
    timeZone: zone,
    day,
    dayOf: using(zonedDay),
    dateTime: using(zonedDateTime),
    until,
  };
}
export type DateFormatters = ReturnType<typeof dateFormatters>;

/**
 * [PROF-7] A calendar date (YYYY-MM-DD: a birth date, a policy's date, a stay's start) in the reader's language,
 * as that day wherever they are: read and written in UTC, so no zone or clock change can move it.
 */
export const calendarDay = (day: string, language: string | undefined): string =>
  new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(
    Date.parse(`${day}T00:00:00Z`),
  );
