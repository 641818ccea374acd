import { describe, expect, it } from 'vitest';
import { patientSettings, sendFeedbackRequest, defaultNotifications } from './account.js';
import { isTimeZone } from './time-zones.js';

describe('account settings and feedback', () => {
  it.each([
    ['America/Chicago', true],
    ['Europe/Madrid', true],
    ['UTC', true],
    ['Mars/Olympus', false],
    ['EST', false],
    ['', false],
  ])('[PROF-7] %s is a time zone: %s', (zone, expected) => {
    expect(isTimeZone(zone)).toBe(expected);
  });

  it('[PROF-7] refuses settings with an unknown key, language, time zone or units', () => {
    const valid = {
      language: 'es',
      time_zone: 'America/Chicago',
      units: 'metric',
      notifications: defaultNotifications,
    };
    expect(patientSettings.safeParse(valid).success).toBe(true);
    expect(patientSettings.safeParse({ ...valid, language: 'fr' }).success).toBe(false);
    expect(patientSettings.safeParse({ ...valid, time_zone: 'Nowhere/Else' }).success).toBe(false);
    expect(patientSettings.safeParse({ ...valid, units: 'imperial' }).success).toBe(false);
    expect(patientSettings.safeParse({ ...valid, patient_id: 'x' }).success).toBe(false);
  });

  it('[PROF-7] feedback needs a category and some words, at most 2000 characters', () => {
    expect(sendFeedbackRequest.parse({ category: 'idea', message: ' Dark mode ' })).toEqual({
      category: 'idea',
      message: 'Dark mode',
      rating: null,
    });
    expect(sendFeedbackRequest.safeParse({ category: 'idea', message: '   ' }).success).toBe(false);
    expect(sendFeedbackRequest.safeParse({ category: 'idea', message: 'x'.repeat(2001) }).success).toBe(
      false,
    );
    expect(sendFeedbackRequest.safeParse({ category: 'rant', message: 'x' }).success).toBe(false);
  });
});
