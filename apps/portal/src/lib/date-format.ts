import { DEFAULT_TIME_ZONE, isTimeZone } from '@portal/contract';

type Instant = string | Date | null | undefined;

const millis = (value: Instant): number | null => {
  if (value instanceof Date) return Number.isFinite(value.getTime()) ? value.getTime() : null;
  return value && Number.isFinite(Date.parse(value)) ? Date.parse(value) : null;
};

/**
 * [PROF-7] The portal's one way to show dates, for a language and the patient's time zone. Two kinds, never mixed:
 * - `day`: a calendar day as stored (a record's date, a due day, a study's end), read in UTC, so a date without
 *   a time never moves to the day before or after wherever the patient lives;
 * - `dateTime` and `dayOf`: a moment (signed, shared, read, a kit's step, an update), in the patient's zone.
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
  return {
    locale,
    timeZone: zone,
    day: using(calendarDay),
    dayOf: using(zonedDay),
    dateTime: using(zonedDateTime),
  };
}
export type DateFormatters = ReturnType<typeof dateFormatters>;
