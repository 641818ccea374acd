import {
  bytesKeyId,
  decryptBytes,
  encryptBytes,
  encryptionKeyId,
  type EncryptionKeys,
} from '../../lib/encryption.js';
import type { BlobStore } from './types.js';

/** What an object's ciphertext is bound to: its place in the store. */
export const blobContext = (key: string) => `blob:${key}`;

/**
 * Every store, local or S3, holds only ciphertext made with the server's encryption key (src/lib/encryption.ts).
 * The key names the object's place and is authenticated with it, so a file copied under another key (another
 * patient's, another plan's, another side's) does not decrypt there: a DecryptionError, never the wrong photo.
 * New objects are sealed under the current key; those under a previous key (a rotation under way) still open.
 */
export function sealedStore(store: BlobStore, keys: EncryptionKeys): BlobStore {
  return {
    name: store.name,
    put: (key, bytes) => store.put(key, encryptBytes(bytes, keys.encryptionKey, blobContext(key))),
    async get(key) {
      const sealed = await store.get(key);
      return sealed && decryptBytes(sealed, keys, blobContext(key));
    },
    delete: (key) => store.delete(key),
  };
}

/** What re-sealing one object did: `current` when it was already under the current key. */
export type Reseal = 'resealed' | 'current' | 'missing';

/**
 * Re-seals the object under `key` of the raw (unsealed) `store` under the current key, keeping its name: opened
 * with any configured key first, so a DecryptionError leaves it as it was. One already under the current key is
 * not read twice over (rotate-key runs again find nothing to do).
 */
export async function resealObject(store: BlobStore, key: string, keys: EncryptionKeys): Promise<Reseal> {
  const sealed = await store.get(key);
  if (!sealed) return 'missing';
  if (bytesKeyId(sealed) === encryptionKeyId(keys.encryptionKey)) return 'current';
  const bytes = decryptBytes(sealed, keys, blobContext(key));
  await store.put(key, encryptBytes(bytes, keys.encryptionKey, blobContext(key)));
  return 'resealed';
}
