import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BlobConfig } from './config.js';
import { directoryStore } from './directory.js';
import { s3Store } from './s3.js';
import { sealedStore } from './sealed.js';
import type { BlobStore } from './types.js';

export { loadBlobConfig, type BlobConfig } from './config.js';
export { BlobStoreError, type BlobStore } from './types.js';

/** The configured store, encrypting everything it writes with the server's key. */
export function createBlobStore(config: BlobConfig, encryptionKey: Buffer): BlobStore {
  return sealedStore(config.kind === 's3' ? s3Store(config) : directoryStore(config.dir), encryptionKey);
}

let testDir: string | undefined;
/** Tests keep photos in a temporary directory of their own process, never in a data folder. */
export function testBlobConfig(): BlobConfig {
  testDir ??= mkdtempSync(join(tmpdir(), 'portal-blobs-'));
  return { kind: 'directory', dir: testDir };
}
