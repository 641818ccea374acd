import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { EncryptionKeys } from '../../lib/encryption.js';
import type { BlobConfig } from './config.js';
import { directoryStore } from './directory.js';
import { s3Store } from './s3.js';
import { sealedStore } from './sealed.js';
import type { BlobStore } from './types.js';

export { loadBlobConfig, type BlobConfig } from './config.js';
export { BlobStoreError, type BlobStore } from './types.js';
export { resealObject, type Reseal } from './sealed.js';

/** The configured store as it holds objects: ciphertext in, ciphertext out (for re-sealing them). */
export const rawBlobStore = (config: BlobConfig): BlobStore =>
  config.kind === 's3' ? s3Store(config) : directoryStore(config.dir);

/** The configured store, encrypting everything it writes with the server's current key. */
export function createBlobStore(config: BlobConfig, keys: EncryptionKeys): BlobStore {
  return sealedStore(rawBlobStore(config), keys);
}

let testDir: string | undefined;
/** Tests keep photos in a temporary directory of their own process, never in a data folder. */
export function testBlobConfig(): BlobConfig {
  testDir ??= mkdtempSync(join(tmpdir(), 'portal-blobs-'));
  return { kind: 'directory', dir: testDir };
}
