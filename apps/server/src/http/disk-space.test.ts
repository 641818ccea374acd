import { describe, expect, it } from 'vitest';
import { isDiskFull } from '../db/pglite-dialect.js';
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

describe('a write the embedded database could not make', () => {
  const wasmAbort = Object.assign(new Error('Aborted()'), { name: 'RuntimeError' });
  it.each([
    [{ code: '53100', message: 'could not extend file "base/1/16384"' }, true],
    [new Error('could not write to file "pg_wal/xlogtemp.42": No space left on device'), true],
    [wasmAbort, true],
    [{ code: '23505', message: 'duplicate key value violates unique constraint' }, false],
    [{ code: '22P02', message: 'invalid input syntax for type uuid' }, false],
    ['No space left on device', false],
    [null, false],
  ])('%s is a full disk: %s', (error, full) => expect(isDiskFull(error)).toBe(full));
});
