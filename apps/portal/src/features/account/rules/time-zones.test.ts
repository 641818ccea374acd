import { describe, expect, it } from 'vitest';
import { timeZoneChoices, timeZoneName, US_TIME_ZONES } from './time-zones';

describe('time zone choices', () => {
  it.each([
    ['America/Chicago', 'America/Denver', []],
    ['Europe/Madrid', 'America/Denver', ['Europe/Madrid']],
    ['America/Chicago', 'Asia/Tokyo', ['Asia/Tokyo']],
    ['Europe/Madrid', 'Europe/Madrid', ['Europe/Madrid']],
    ['America/Chicago', undefined, []],
  ])('[PROF-7] saved %s on a device in %s adds %j after the US zones', (saved, device, extra) => {
    expect(timeZoneChoices(saved, device)).toEqual([...US_TIME_ZONES, ...extra]);
  });

  it.each([
    ['America/Chicago', 'en', 'Central Time (America/Chicago)'],
    ['America/Chicago', 'es', 'hora central (America/Chicago)'],
  ])('[PROF-7] names %s in %s as "%s"', (zone, language, name) => {
    expect(timeZoneName(zone, language).toLowerCase()).toBe(name.toLowerCase());
  });
});
