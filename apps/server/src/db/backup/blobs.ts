import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, sep } from 'node:path';
import { promisify } from 'node:util';
import type { BlobConfig } from '../../providers/blobs/index.js';
import { blobContext } from '../../providers/blobs/sealed.js';
import type { EncryptedSample } from './key-check.js';
import { BackupRefusal } from './refusal.js';

/*
 * Card photos in the local directory store are part of what a restore must bring back: the rows name them and
 * only the store holds them. The folder goes into the backup as one more part, a tarball made by the system's
 * tar (on every Debian). A bucket is not copied: S3 keeps versions of its own (README, "Card photos").
 */

const run = promisify(execFile);

/** The blob store's part of a backup. */
export const BLOBS_FILE = 'blobs.tar.gz';
/** How the blob store is named in a key check and its refusal. */
export const BLOB_STORE_SAMPLES = 'the blob store (card photos)';
/** How many objects a restore tries to open. */
export const BLOB_SAMPLES = 20;

const isEmptyDir = (dir: string) => !existsSync(dir) || readdirSync(dir).length === 0;

/** Packs the directory store `dir` into `file`; false (no part) when it holds nothing. */
export async function packBlobs(dir: string, file: string): Promise<boolean> {
  if (isEmptyDir(dir)) return false;
  // A write in progress is a `.partial` file beside its place: not an object yet.
  await run('tar', ['-czf', file, '--exclude=*.partial', '-C', dir, '.']);
  return true;
}

/** The objects under `dir`, as their keys (paths with `/`). */
async function objectKeys(dir: string): Promise<string[]> {
  const names = await readdir(dir, { recursive: true, encoding: 'utf8' });
  const keys: string[] = [];
  for (const name of names) if ((await stat(join(dir, name))).isFile()) keys.push(name.split(sep).join('/'));
  return keys;
}

/** Up to `limit` objects of the store in `dir`, drawn at random, to try the restore's key on. */
export async function blobSamples(dir: string, limit: number): Promise<EncryptedSample[]> {
  const keys = await objectKeys(dir);
  const drawn = keys
    .map((key) => ({ key, order: Math.random() }))
    .sort((a, b) => a.order - b.order)
    .slice(0, limit);
  return Promise.all(
    drawn.map(async ({ key }) => ({
      where: BLOB_STORE_SAMPLES,
      context: blobContext(key),
      stored: await readFile(join(dir, ...key.split('/'))),
    })),
  );
}

/** A backup's blob store unpacked beside the configured one, checked, then put in its place. */
export interface StagedBlobs {
  samples: EncryptedSample[];
  /** Puts the unpacked store in place; answers where the one that was there went (with `force`). */
  place(now: Date): Promise<string | undefined>;
  discard(): Promise<void>;
}

/**
 * Unpacks the backup's blob store beside `config`'s directory. Refused before anything is written when the
 * configuration names a bucket (a backup holds only a directory store) or a directory that holds photos already
 * (unless `force`, which sets that one aside).
 */
export async function stageBlobs(
  file: string,
  config: BlobConfig,
  options: { force: boolean },
): Promise<StagedBlobs> {
  if (config.kind === 's3') {
    throw new BackupRefusal(
      `the backup holds card photos from a local blob store and the configuration names the bucket ${config.bucket}: ` +
        'unset PORTAL_BLOB_S3_BUCKET (and PORTAL_BLOB_DIR to the folder the photos go to) to restore them',
    );
  }
  const dir = config.dir;
  const occupied = !isEmptyDir(dir);
  if (occupied && !options.force) {
    throw new BackupRefusal(
      `${dir} is not empty: restore into a fresh blob folder (PORTAL_BLOB_DIR), or pass --force to replace ` +
        'the card photos there (they are moved aside, not deleted)',
    );
  }
  await mkdir(dirname(dir), { recursive: true });
  const staged = `${dir}.restoring-${randomBytes(4).toString('hex')}`;
  const discard = () => rm(staged, { recursive: true, force: true });
  try {
    await mkdir(staged, { mode: 0o700 });
    await run('tar', ['-xzf', file, '-C', staged]);
    return {
      samples: await blobSamples(staged, BLOB_SAMPLES),
      discard,
      async place(now) {
        let setAside: string | undefined;
        if (occupied) {
          setAside = `${dir}.before-restore-${now.toISOString().replace(/[:.]/g, '-')}`;
          await rename(dir, setAside);
        } else await rm(dir, { recursive: true, force: true });
        await rename(staged, dir);
        return setAside;
      },
    };
  } catch (error) {
    await discard();
    if (error instanceof BackupRefusal) throw error;
    throw new BackupRefusal(`the backup's ${BLOBS_FILE} does not unpack (${(error as Error).message})`);
  }
}
