import { describe, expect, it } from 'vitest';
import { isCurrentMedication, RECENT_FILL_DAYS } from './current-medication.js';

const NOW = new Date('2026-11-27T12:00:00Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000).toISOString();

describe('isCurrentMedication', () => {
  it.each([
    // status of the latest record, its stated end, its date → current?
    ['active', null, daysAgo(3 * 365), true, 'active, prescribed years ago (simvastatin): taken now'],
    ['on-hold', null, daysAgo(400), true, 'on hold is still the patient’s medication'],
    ['active', '2026-11-27', daysAgo(30), true, 'an end date lasts to the end of that day'],
    ['active', '2026-11-26', daysAgo(30), false, 'active but its end has passed'],
    ['active', '2026-11-27T11:00:00Z', daysAgo(30), false, 'an end moment already passed'],
    ['completed', null, daysAgo(20), true, 'completed but filled 20 days ago: a recent fill'],
    ['completed', null, daysAgo(RECENT_FILL_DAYS), true, 'filled exactly the window ago'],
    ['completed', null, daysAgo(RECENT_FILL_DAYS + 1), false, 'completed and last filled long ago'],
    [null, null, daysAgo(10), true, 'no status, a recent fill'],
    [null, null, null, false, 'no status, no date: nothing says it is taken'],
    ['stopped', null, daysAgo(5), false, 'stopped: a recent fill does not outweigh it'],
    ['cancelled', null, daysAgo(5), false, 'cancelled'],
    ['entered-in-error', null, daysAgo(5), false, 'entered in error'],
    ['draft', null, daysAgo(5), false, 'a draft never ordered'],
    ['completed', '2026-12-31', daysAgo(200), false, 'completed, an end ahead but no recent fill'],
  ] as const)('[issue 24] %s, end %s, last fill %s → %s (%s)', (status, end, lastFill, current, _why) => {
    expect(isCurrentMedication({ status, end, lastFill }, NOW)).toBe(current);
  });
});
