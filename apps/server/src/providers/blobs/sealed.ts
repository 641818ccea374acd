import { decryptBytes, encryptBytes } from '../../lib/encryption.js';
import type { BlobStore } from './types.js';

/**
 * Every store, local or S3, holds only ciphertext made with the server's encryption key (src/lib/encryption.ts).
 * The key names the object's place and is authenticated with it, so a file copied under another key (another
 * patient's, another plan's, another side's) does not decrypt there: a DecryptionError, never the wrong photo.
 */
export function sealedStore(store: BlobStore, encryptionKey: Buffer): BlobStore {
  const context = (key: string) => `blob:${key}`;
  return {
    name: store.name,
    put: (key, bytes) => store.put(key, encryptBytes(bytes, encryptionKey, context(key))),
    async get(key) {
      const sealed = await store.get(key);
      return sealed && decryptBytes(sealed, encryptionKey, context(key));
    },
    delete: (key) => store.delete(key),
  };
}
