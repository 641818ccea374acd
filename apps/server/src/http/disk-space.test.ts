import { describe, expect, it } from 'vitest';
import { freeBytes, isLow, loadDiskSettings } from './disk-space.js';

const MB = 1024 * 1024;

describe('the free-space floor', () => {
  it.each([
    [{}, 256 * MB],
    [{ PORTAL_DISK_MIN_FREE_MB: '1024' }, 1024 * MB],
    [{ PORTAL_DISK_MIN_FREE_MB: '0' }, 0],
  ])('%j keeps %i bytes free', (env, minFreeBytes) => {
    expect(loadDiskSettings(env)).toEqual({ minFreeBytes });
  });

  it('refuses a floor that is not a number of megabytes, naming it', () => {
    expect(() => loadDiskSettings({ PORTAL_DISK_MIN_FREE_MB: 'lots' })).toThrow(/PORTAL_DISK_MIN_FREE_MB/);
  });

  it.each([
    [100, 4096, 0, false],
    [0, 4096, 0, false],
    [4096, 4096, 16 * MB, false],
    [4095, 4096, 16 * MB, true],
    [0n, 4096n, 16 * MB, true],
  ])(
    '%s free blocks of %s bytes against a floor of %i bytes is low: %s',
    (bavail, bsize, minFreeBytes, low) => {
      expect(isLow(freeBytes({ bavail, bsize }), { minFreeBytes })).toBe(low);
    },
  );
});
