import { mkdtempSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DATABASE_FILE, MANIFEST_FILE, readVerifiedManifest, writeManifest } from './manifest.js';

const NOW = new Date('2026-11-27T03:00:00Z');

const folders: string[] = [];
afterAll(() => Promise.all(folders.map((dir) => rm(dir, { recursive: true, force: true }))));

async function backupFolder() {
  const dir = mkdtempSync(join(tmpdir(), 'portal-manifest-'));
  folders.push(dir);
  writeFileSync(join(dir, DATABASE_FILE.postgresql), 'PGDMP and the rest');
  await writeManifest(dir, 'postgresql', [DATABASE_FILE.postgresql], NOW);
  return dir;
}

describe('a backup’s manifest', () => {
  it('lists each part with its size and checksum, and reads back when every part is whole', async () => {
    const dir = await backupFolder();
    expect(await readVerifiedManifest(dir)).toEqual({
      format: 1,
      engine: 'postgresql',
      created_at: NOW.toISOString(),
      files: { 'database.pgdump': { bytes: 18, sha256: expect.stringMatching(/^[0-9a-f]{64}$/) } },
    });
  });

  it.each([
    [
      'a part cut short or altered',
      (dir: string) => writeFileSync(join(dir, 'database.pgdump'), 'PGDMP and the rust'),
      /the backup is damaged: .*database\.pgdump is not the file the manifest lists/,
    ],
    [
      'a missing part',
      (dir: string) => rm(join(dir, 'database.pgdump')),
      /the backup is incomplete: .*database\.pgdump is missing/,
    ],
    [
      'no manifest',
      (dir: string) => rm(join(dir, MANIFEST_FILE)),
      /is not a backup: it has no manifest\.json/,
    ],
    [
      'a manifest that is not one',
      (dir: string) => writeFileSync(join(dir, MANIFEST_FILE), '{"format":1'),
      /is not a manifest this release reads/,
    ],
    [
      'a part outside the folder',
      (dir: string) =>
        writeFileSync(
          join(dir, MANIFEST_FILE),
          JSON.stringify({
            format: 1,
            engine: 'postgresql',
            created_at: '',
            files: { '../secrets': { bytes: 1, sha256: '' } },
          }),
        ),
      /is not a manifest this release reads/,
    ],
  ])('refuses %s before anything is restored', async (_case, damage, refusal) => {
    const dir = await backupFolder();
    await damage(dir);
    await expect(readVerifiedManifest(dir)).rejects.toThrow(refusal);
  });
});
