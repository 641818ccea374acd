import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../config.js';
import { parseBackupArgs } from './backup.js';

const NOW = new Date('2026-11-27T03:04:05.678Z');

describe('npm run backup’s command line', () => {
  it.each([
    [[], { folder: join(REPO_ROOT, 'backups', 'portal-20261127T030405Z') }],
    [['nightly'], { folder: join(REPO_ROOT, 'nightly') }],
    [['/mnt/backups/portal-1'], { folder: '/mnt/backups/portal-1' }],
    [['--help'], { help: true }],
    [['a', 'b'], { help: true, error: 'one folder, not 2' }],
    [['--force'], { help: true, error: 'unknown option: --force' }],
  ])('reads %j', (argv, expected) => {
    expect(parseBackupArgs(argv, NOW)).toEqual(expected);
  });
});
