import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { dataDirOf, REPO_ROOT } from '../../config.js';
import { loadBlobConfig, type BlobConfig } from '../../providers/blobs/index.js';
import { BLOBS_FILE, packBlobs, stageBlobs, type StagedBlobs } from './blobs.js';
import { checkKey, keyRefusal, SAMPLES_PER_COLUMN, type EncryptedSample } from './key-check.js';
import {
  DATABASE_FILE,
  readVerifiedManifest,
  writeManifest,
  type Engine,
  type Manifest,
} from './manifest.js';
import { dumpEmbedded, restoreEmbedded } from './pglite.js';
import { dumpPostgres, restorePostgres, samplesFromDump } from './postgres.js';
import { encryptedSamples } from './queries.js';
import { BackupRefusal } from './refusal.js';

/** The database the server's configuration names: a PostgreSQL server, or the embedded one's folder. */
export type DatabaseTarget = { engine: 'postgresql'; url: string } | { engine: 'pglite'; dir: string };

const ENGINE_NAME: Record<Engine, string> = {
  pglite: 'the embedded database (PGlite)',
  postgresql: 'a PostgreSQL database (pg_dump)',
};

/**
 * Backs the database up into the new folder `dir`, with the card photos when they are in a local directory store
 * (a bucket is not copied): written beside it and renamed into place when whole, so a folder by that name is
 * always a complete backup.
 */
export async function takeBackup(
  target: DatabaseTarget,
  dir: string,
  options: { now: Date; env: NodeJS.ProcessEnv; blobs: BlobConfig },
): Promise<Manifest> {
  if (existsSync(dir)) throw new BackupRefusal(`${dir} already exists: a backup never writes over another`);
  await mkdir(dirname(dir), { recursive: true });
  const partial = `${dir}.partial-${randomBytes(4).toString('hex')}`;
  await mkdir(partial, { mode: 0o700 });
  try {
    const database = DATABASE_FILE[target.engine];
    if (target.engine === 'pglite') await dumpEmbedded(target.dir, join(partial, database));
    else await dumpPostgres(target.url, join(partial, database), options.env);
    const parts = [database];
    if (options.blobs.kind === 'directory' && (await packBlobs(options.blobs.dir, join(partial, BLOBS_FILE))))
      parts.push(BLOBS_FILE);
    const manifest = await writeManifest(partial, target.engine, parts, options.now);
    await rename(partial, dir);
    return manifest;
  } catch (error) {
    await rm(partial, { recursive: true, force: true });
    throw error;
  }
}

/** The key the restored secrets must open with, and where it was read from (a refusal names it). */
export interface RestoreKey {
  key: Buffer;
  source: string;
}

export interface RestoreOutcome {
  engine: Engine;
  /** How many encrypted values opened with the key (0: the backup holds none, so the key was not tested). */
  checked: number;
  /** `--force` on the embedded database: where the database that was there is now. */
  setAside?: string;
  /** `--force` over a blob directory that held photos: where they are now. */
  blobsSetAside?: string;
}

/**
 * Restores the backup in `dir` into `target` (and its card photos into the configured blob directory), after
 * checking that it is whole and that the configured key opens a sample of its encrypted values and objects. Any
 * refusal (incomplete backup, other engine, wrong key, a database or photos already there without `force`) comes
 * before the target is changed.
 */
export async function restoreBackup(
  dir: string,
  target: DatabaseTarget,
  options: { key: RestoreKey; force: boolean; now: Date; env: NodeJS.ProcessEnv; blobs: BlobConfig },
): Promise<RestoreOutcome> {
  const manifest = await readVerifiedManifest(dir);
  if (manifest.engine !== target.engine) {
    throw new BackupRefusal(
      `this is a backup of ${ENGINE_NAME[manifest.engine]} and the configuration names ` +
        `${ENGINE_NAME[target.engine]}: ` +
        (manifest.engine === 'pglite'
          ? 'unset DATABASE_URL to restore it into PORTAL_DATA_DIR'
          : 'set DATABASE_URL to the (empty) database to restore it into'),
    );
  }
  const file = join(dir, DATABASE_FILE[manifest.engine]);
  const blobs: StagedBlobs | undefined = manifest.files[BLOBS_FILE]
    ? await stageBlobs(join(dir, BLOBS_FILE), options.blobs, { force: options.force })
    : undefined;
  let checked = 0;
  const verify = (samples: EncryptedSample[]) => {
    const all = [...samples, ...(blobs?.samples ?? [])];
    const check = checkKey(all, options.key.key);
    const refusal = keyRefusal(check, options.key.source);
    if (refusal) throw new BackupRefusal(refusal);
    checked = check.tried;
  };
  try {
    let setAside: string | undefined;
    if (target.engine === 'pglite') {
      ({ setAside } = await restoreEmbedded(file, target.dir, {
        force: options.force,
        now: options.now,
        check: async (db) => verify(await encryptedSamples(db, SAMPLES_PER_COLUMN)),
      }));
    } else {
      verify(await samplesFromDump(file, SAMPLES_PER_COLUMN, options.env));
      await restorePostgres(file, target.url, { force: options.force, env: options.env });
    }
    const blobsSetAside = await blobs?.place(options.now);
    return {
      engine: target.engine,
      checked,
      ...(setAside ? { setAside } : {}),
      ...(blobsSetAside ? { blobsSetAside } : {}),
    };
  } finally {
    await blobs?.discard();
  }
}

/** The blob store the server would use with this environment (a backup copies it when it is a directory). */
export const blobTarget = (env: NodeJS.ProcessEnv): BlobConfig =>
  loadBlobConfig(env, dataDirOf(env), env.NODE_ENV ?? 'development', REPO_ROOT);

/** The database the server would open with this environment (DATABASE_URL, else PGlite in PORTAL_DATA_DIR). */
export function databaseTarget(env: NodeJS.ProcessEnv): DatabaseTarget {
  const url = env.DATABASE_URL?.trim();
  return url ? { engine: 'postgresql', url } : { engine: 'pglite', dir: join(dataDirOf(env), 'pglite') };
}

/** The target in an operator's words, never with a password. */
export function describeTarget(target: DatabaseTarget): string {
  if (target.engine === 'pglite') return `the embedded database in ${target.dir}`;
  const url = new URL(target.url);
  return `the PostgreSQL database ${url.pathname.slice(1)} on ${url.host || 'the local socket'}`;
}
