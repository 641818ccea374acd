#!/usr/bin/env node
/**
 * Re-encrypts every encrypted column (src/lib/encrypted-columns.ts) and re-seals every card photo in the blob
 * store (PORTAL_BLOB_DIR or PORTAL_BLOB_S3_*, as the servers read them) under PORTAL_ENCRYPTION_KEY, from the keys
 * in PORTAL_ENCRYPTION_PREVIOUS_KEYS and from the form before key ids. Run it with the same key settings as the
 * servers, after every server has the new key (README: Key rotation); when it reports nothing left under another
 * key, the previous keys can be removed.
 *
 *   DATABASE_URL=postgres://… npm run rotate-key     PostgreSQL: beside the running servers, in batches
 *   npm run rotate-key                               the embedded database in PORTAL_DATA_DIR (stop the server
 *                                                    first: one process opens it at a time)
 *
 * Safe to stop and run again: each run takes up what is left. Exits 1 when a value or photo does not open with
 * any configured key, naming its row and the key id (never its content).
 */
import { isAbsolute, join } from 'node:path';
import { z } from 'zod';
import { REPO_ROOT } from '../config.js';
import { createDatabase, type Db } from '../db/database.js';
import { ENCRYPTED_COLUMNS } from '../lib/encrypted-columns.js';
import { notUnderCurrentKey, reencryptColumn } from '../db/reencrypt.js';
import { readSchemaState } from '../db/schema-state.js';
import { checkKeys, keysEnv, loadKeys } from '../keys.js';
import { ConfigError, readSettings } from '../lib/config-error.js';
import { loadBlobConfig, rawBlobStore } from '../providers/blobs/index.js';
import { resealCardPhotos } from '../db/reseal-blobs.js';
import { encryptionKeyId } from '../lib/encryption.js';

const fromRoot = (path: string) => (isAbsolute(path) ? path : join(REPO_ROOT, path));
/** The key settings the servers read (src/keys.ts), or the message naming what is wrong. */
function settings() {
  try {
    const env = readSettings(
      z
        .object({
          NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
          PORTAL_DATA_DIR: z.string().min(1).default('.data'),
          DATABASE_URL: z.string().trim().optional(),
          ...keysEnv,
        })
        .superRefine(checkKeys),
      process.env,
    );
    const dataDir = fromRoot(env.PORTAL_DATA_DIR);
    return {
      env,
      dataDir,
      keys: loadKeys(env, { dataDir, production: env.NODE_ENV === 'production', fromRoot }),
      blobs: loadBlobConfig(process.env, dataDir, env.NODE_ENV, REPO_ROOT),
    };
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    return process.exit(1);
  }
}
const { env, dataDir, keys, blobs } = settings();

/** Re-encrypts every column; the exit code: 1 when anything is left under another key. */
async function rotate(db: Db): Promise<number> {
  // The columns listed are this release's: on another schema they may not be there, or not all there is.
  const schema = await readSchemaState(db);
  if (schema.state !== 'current') {
    console.error(
      schema.state === 'behind'
        ? 'The database is behind this release: run npm run migrate first.'
        : 'The database is newer than this release: run the rotate-key of the release that migrated it.',
    );
    return 1;
  }
  console.log(
    `re-encrypting under key ${encryptionKeyId(keys.encryptionKey)} ` +
      `(previous: ${keys.encryptionPreviousKeys.map(encryptionKeyId).join(', ') || 'none'})`,
  );
  let left = 0;
  for (const column of ENCRYPTED_COLUMNS) {
    const rotation = await reencryptColumn(db, column, keys);
    console.log(`${rotation.name}: ${rotation.reencrypted} re-encrypted`);
    for (const { id, reason } of rotation.failed) console.error(`  row ${id}: ${reason}`);
    left += await notUnderCurrentKey(db, column, keys);
  }
  const photos = await resealCardPhotos(db, rawBlobStore(blobs), keys);
  console.log(
    `card photos (${blobs.kind === 's3' ? `bucket ${blobs.bucket}` : blobs.dir}): ${photos.resealed} re-sealed, ` +
      `${photos.current} already under the current key`,
  );
  for (const { id, side } of photos.missing) console.error(`  row ${id} (${side}): no object in the store`);
  for (const { id, side, reason } of photos.failed) console.error(`  row ${id} (${side}): ${reason}`);
  left += photos.failed.length;
  if (left > 0) {
    console.error(
      `${left} value(s) or photo(s) are still not under the current key: keep PORTAL_ENCRYPTION_PREVIOUS_KEYS, ` +
        'add the key named above if one is missing, and run again.',
    );
    return 1;
  }
  console.log(
    'every encrypted value and photo is under the current key: PORTAL_ENCRYPTION_PREVIOUS_KEYS can be removed',
  );
  return 0;
}

const db = await createDatabase(
  env.DATABASE_URL
    ? { url: env.DATABASE_URL, settings: { poolSize: 1 } }
    : { dataDir: join(dataDir, 'pglite') },
);
try {
  process.exitCode = await rotate(db);
} finally {
  await db.destroy();
}
