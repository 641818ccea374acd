import { describe, expect, it } from 'vitest';
import { calendarDay, dateFormatters } from './date-format';

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

  // A lab result taken at 9 PM on the 26th in New York is stored as 02:00 UTC on the 27th.
  it.each([
    ['America/New_York', 'Nov 26, 2026'],
    ['America/Los_Angeles', 'Nov 26, 2026'],
    ['Pacific/Auckland', 'Nov 27, 2026'],
    ['UTC', 'Nov 27, 2026'],
  ])(
    '[PROF-7] [issue 24] in %s a moment shows as the day it was there, on every screen (%s)',
    (zone, day) => {
      const format = dateFormatters('en', zone);
      expect(format.day('2026-11-27T02:00:00Z')).toBe(day);
      expect(format.day('2026-11-27T02:00:00Z')).toBe(format.dayOf('2026-11-27T02:00:00Z'));
      expect(format.day(new Date('2026-11-27T00:00:00Z'))).toBe('Nov 27, 2026');
    },
  );

  it.each([
    // An inclusive end date, kept as the end of that day where the patient lives: the day, no time.
    ['America/New_York', '2028-07-01T03:59:59.999Z', 'Jun 30, 2028'],
    ['Pacific/Auckland', '2028-06-30T11:59:59.999Z', 'Jun 30, 2028'],
    ['America/Los_Angeles', '2028-07-01T06:59:59.999Z', 'Jun 30, 2028'],
    // A moment that is not the end of a day keeps its time (a share link for 24 hours).
    ['America/New_York', '2028-06-30T23:59:59.999Z', 'Jun 30, 2028, 7:59 PM'],
    ['Pacific/Auckland', '2026-11-28T10:15:00Z', 'Nov 28, 2026, 11:15 PM'],
  ])('[PROF-7] [issue 24] in %s access until %s reads "%s"', (zone, until, text) => {
    expect(
      dateFormatters('en', zone)
        .until(until)
        ?.replace(/\u202f/g, ' '),
    ).toBe(text);
  });

  it.each([null, undefined, '', 'not a date', new Date(Number.NaN)])(
    '[PROF-7] shows nothing for %s',
    (value) => {
      const format = dateFormatters('en', 'America/New_York');
      expect([format.day(value), format.dayOf(value), format.dateTime(value)]).toEqual([null, null, null]);
    },
  );
});

describe('calendarDay', () => {
  it.each([
    ['2026-11-27', 'en', 'November 27, 2026'],
    ['2026-11-27', 'es', '27 de noviembre de 2026'],
    // Chile's clocks go forward at midnight: the day still reads as itself
    ['2026-09-06', 'en', 'September 6, 2026'],
    ['1980-05-17', 'en', 'May 17, 1980'],
  ])('[PROF-7] [issue 24] %s in %s reads "%s" on a device in any zone', (day, language, text) => {
    const deviceZone = process.env.TZ;
    try {
      for (const zone of ['America/Santiago', 'Pacific/Kiritimati', 'Pacific/Pago_Pago']) {
        process.env.TZ = zone;
        expect(calendarDay(day, language)).toBe(text);
      }
    } finally {
      if (deviceZone === undefined) delete process.env.TZ;
      else process.env.TZ = deviceZone;
    }
  });
});
