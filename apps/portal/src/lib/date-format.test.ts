import { describe, expect, it } from 'vitest';
import { dateFormatters } from './date-format';

/** 02:30 UTC on 1 March 2026: still the last evening of February on the US mainland. */
const MOMENT = '2026-03-01T02:30:00Z';

describe('dateFormatters', () => {
  it.each([
    ['en', 'America/New_York', 'medium', 'Feb 28, 2026, 9:30 PM', 'Feb 28, 2026'],
    ['en', 'America/Los_Angeles', 'medium', 'Feb 28, 2026, 6:30 PM', 'Feb 28, 2026'],
    ['en', 'UTC', 'medium', 'Mar 1, 2026, 2:30 AM', 'Mar 1, 2026'],
    ['en', 'Pacific/Honolulu', 'long', 'February 28, 2026 at 4:30 PM', 'February 28, 2026'],
    ['es', 'America/Chicago', 'medium', '28 feb 2026, 20:30', '28 feb 2026'],
    ['es', 'America/Los_Angeles', 'long', '28 de febrero de 2026 a las 18:30', '28 de febrero de 2026'],
    ['en', 'Mars/Olympus', 'medium', 'Feb 28, 2026, 9:30 PM', 'Feb 28, 2026'],
  ] as const)(
    '[PROF-7] in %s and %s (%s), a moment is shown in the zone',
    (locale, zone, style, dateTime, dayOf) => {
      const format = dateFormatters(locale, zone, style);
      expect(format.dateTime(MOMENT)?.replace(/\u202f/g, ' ')).toBe(dateTime);
      expect(format.dayOf(MOMENT)).toBe(dayOf);
    },
  );

  it.each(['America/Los_Angeles', 'America/New_York', 'Pacific/Honolulu', 'Asia/Tokyo'])(
    '[PROF-7] in %s a calendar day stays the day stored',
    (zone) => {
      const format = dateFormatters('en', zone);
      expect(format.day('2026-03-01')).toBe('Mar 1, 2026');
      expect(format.day('2026-03-01T00:00:00Z')).toBe('Mar 1, 2026');
    },
  );

  it.each([null, undefined, '', 'not a date', new Date(Number.NaN)])(
    '[PROF-7] shows nothing for %s',
    (value) => {
      const format = dateFormatters('en', 'America/New_York');
      expect([format.day(value), format.dayOf(value), format.dateTime(value)]).toEqual([null, null, null]);
    },
  );
});
