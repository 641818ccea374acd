/*
 * The blob store: files too large for a database row (insurance card photos). One interface, a local directory by
 * default and an S3-compatible bucket when configured (config.ts). Keys are chosen by the server, never by a
 * request, and name no person: `insurance/<patient id>/<plan id>/<side>/<random id>`.
 */
export interface BlobStore {
  readonly name: 'directory' | 's3';
  /** Writes the object whole; a reader never sees half of it. */
  put(key: string, bytes: Buffer): Promise<void>;
  /** The object, or undefined when there is none under that key. */
  get(key: string): Promise<Buffer | undefined>;
  /** Removes the object; one already gone is not an error. */
  delete(key: string): Promise<void>;
}

/** The store could not be reached or refused the operation (never carries the object's bytes). */
export class BlobStoreError extends Error {
  override name = 'BlobStoreError';
}

/** Lower-case letters, digits, hyphens and single slashes: safe as a path under a directory and as an S3 key. */
const KEY = /^[a-z0-9-]+(\/[a-z0-9-]+)*$/;
export const isBlobKey = (key: string) => key.length <= 512 && KEY.test(key);

export function assertBlobKey(key: string): void {
  if (!isBlobKey(key)) throw new BlobStoreError('not a blob key');
}
