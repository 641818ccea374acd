import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../config.js';
import { parseRestoreArgs, restoreKey } from './restore.js';

const folders: string[] = [];
const folder = (prefix: string) => {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  folders.push(dir);
  return dir;
};
afterAll(() => Promise.all(folders.map((dir) => rm(dir, { recursive: true, force: true }))));
/** A mounted secret, outside the data folder. */
const KEY_FILE = join(folder('portal-keys-'), 'encryption-key');

describe('npm run restore’s command line', () => {
  it.each([
    [['backups/nightly'], { folder: join(REPO_ROOT, 'backups/nightly'), force: false }],
    [['/mnt/backups/portal-1', '--force'], { folder: '/mnt/backups/portal-1', force: true }],
    [['--help'], { help: true }],
    [[], { help: true, error: 'name one backup folder' }],
    [['a', 'b'], { help: true, error: 'name one backup folder' }],
    [['a', '--yes'], { help: true, error: 'unknown option: --yes' }],
  ])('reads %j', (argv, expected) => {
    expect(parseRestoreArgs(argv)).toEqual(expected);
  });
});

describe('the key a restore checks the backup with', () => {
  const base = () => ({
    NODE_ENV: 'test',
    PORTAL_DATA_DIR: folder('portal-restore-key-'),
  });

  it('is never a new one: with none configured it refuses, and generates none into the data folder', () => {
    const env = base();
    expect(() => restoreKey(env)).toThrow(
      /no encryption key is configured, and a backup holds none: set PORTAL_ENCRYPTION_KEY_FILE to the key the backup was taken under/,
    );
    expect(existsSync(join(env.PORTAL_DATA_DIR, 'encryption-key'))).toBe(false);
  });

  it.each([
    [
      'PORTAL_ENCRYPTION_KEY',
      (key: string) => ({ PORTAL_ENCRYPTION_KEY: key }),
      () => 'PORTAL_ENCRYPTION_KEY',
    ],
    [
      'PORTAL_ENCRYPTION_KEY_FILE',
      (key: string) => {
        writeFileSync(KEY_FILE, key);
        return { PORTAL_ENCRYPTION_KEY_FILE: KEY_FILE };
      },
      () => `PORTAL_ENCRYPTION_KEY_FILE ${KEY_FILE}`,
    ],
    [
      'the data folder’s own (development)',
      (key: string, dir: string) => {
        writeFileSync(join(dir, 'encryption-key'), key);
        return {};
      },
      (dir: string) => join(dir, 'encryption-key'),
    ],
  ])('is read as the server reads it: %s, named', (_case, configure, source) => {
    const env = base();
    const key = randomBytes(32);
    const found = restoreKey({ ...env, ...configure(key.toString('base64'), env.PORTAL_DATA_DIR) });
    expect(found).toEqual({ key, source: source(env.PORTAL_DATA_DIR) });
  });
});
