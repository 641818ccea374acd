import { describe, expect, it } from 'vitest';
import { assistedVerificationRequest, nextCoordinatorCall, withinCoordinatorHours } from './identity.js';
import { normalizeLicenceNumber } from './onboarding.js';

describe('[IDV-5] coordinators call within their hours, on the patient’s clock', () => {
  it.each([
    // 2026-11-23 is a Monday; New York is UTC-5, Los Angeles UTC-8 in November
    ['Monday 10:00 in New York', '2026-11-23T15:00:00Z', 'America/New_York', true],
    ['Monday 9:00 sharp', '2026-11-23T14:00:00Z', 'America/New_York', true],
    ['Monday 8:59', '2026-11-23T13:59:00Z', 'America/New_York', false],
    ['Monday 17:59', '2026-11-23T22:59:00Z', 'America/New_York', true],
    ['Monday 18:00', '2026-11-23T23:00:00Z', 'America/New_York', false],
    ['3:00 at night', '2026-11-23T08:00:00Z', 'America/New_York', false],
    ['Saturday 10:00', '2026-11-28T15:00:00Z', 'America/New_York', false],
    ['the same instant, 7:00 in Los Angeles', '2026-11-23T15:00:00Z', 'America/Los_Angeles', false],
    ['Monday 10:00 in Los Angeles', '2026-11-23T18:00:00Z', 'America/Los_Angeles', true],
    ['Friday 17:00 in Honolulu is Saturday in UTC', '2026-11-28T03:00:00Z', 'Pacific/Honolulu', true],
    ['an unknown zone', '2026-11-23T15:00:00Z', 'Mars/Olympus', false],
  ])('%s: %s in %s is within hours: %s', (_case, at, zone, within) => {
    expect(withinCoordinatorHours(new Date(at), zone)).toBe(within);
  });

  it('refuses a call outside the hours at the call time, with its own message', () => {
    const request = { phone: '617-555-0100', time_zone: 'America/New_York', note: null };
    expect(
      assistedVerificationRequest.safeParse({ ...request, preferred_time: '2026-11-23T15:00:00Z' }).success,
    ).toBe(true);
    const refused = assistedVerificationRequest.safeParse({
      ...request,
      preferred_time: '2026-11-23T08:00:00Z',
    });
    expect(refused.error?.issues).toMatchObject([
      { path: ['preferred_time'], message: 'preferred_time_hours' },
    ]);
  });
});

describe('[IDV-5] the next time a coordinator could call', () => {
  it.each([
    ['Monday 10:20 → 12:00', '2026-11-23T15:20:00Z', '2026-11-23T17:00:00Z'],
    ['Friday 17:30 → Monday 9:00', '2026-11-27T22:30:00Z', '2026-11-30T14:00:00Z'],
    ['Sunday 3:00 → Monday 9:00', '2026-11-22T08:00:00Z', '2026-11-23T14:00:00Z'],
  ])('%s in New York', (_case, now, next) => {
    expect(nextCoordinatorCall(new Date(now), 'America/New_York').toISOString()).toBe(
      new Date(next).toISOString(),
    );
  });
});

describe('[IDV-6] licence numbers as printed on the card', () => {
  it.each([
    ['D123-4567', 'D1234567'],
    ['d 123 4567', 'D1234567'],
    ['D123–4567', 'D1234567'],
    ['S530 4607\u00a01234', 'S53046071234'],
  ])('%s is %s', (typed, number) => {
    expect(normalizeLicenceNumber(typed)).toBe(number);
  });
});
