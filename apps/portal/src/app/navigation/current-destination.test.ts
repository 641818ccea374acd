import { describe, expect, it } from 'vitest';
import { currentDestination } from './current-destination';

const places = [{ to: '/home' }, { to: '/home/my-health' }, { to: '/home/trends' }, { to: '/profile' }];

describe('the place the navigation marks as current', () => {
  it.each([
    ['/home', '/home'],
    ['/home/', '/home'],
    ['/home/my-health', '/home/my-health'],
    ['/home/my-health/allergies?print=1', '/home/my-health'],
    ['/home/trends/blood-pressure', '/home/trends'],
    ['/home/lab-kits', '/home'],
    ['/profile/settings', '/profile'],
    ['/home-improvement', undefined],
    ['/chat', undefined],
  ])('%s is in %s', (path, expected) => {
    expect(currentDestination(path, places)?.to).toBe(expected);
  });
});
