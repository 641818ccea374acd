import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { assertBlobKey, type BlobStore } from './types.js';

const errorCode = (error: unknown) => (error as NodeJS.ErrnoException | undefined)?.code;

/**
 * The local default: one file per key under `dir`, readable by the server's user only. A file is written beside
 * its place and renamed into it, so a crash mid-write leaves no half photo under a key a row points at.
 */
export function directoryStore(dir: string): BlobStore {
  const path = (key: string) => {
    assertBlobKey(key);
    return join(dir, ...key.split('/'));
  };
  return {
    name: 'directory',
    async put(key, bytes) {
      const file = path(key);
      await mkdir(dirname(file), { recursive: true, mode: 0o700 });
      const partial = `${file}.${randomUUID()}.partial`;
      try {
        await writeFile(partial, bytes, { mode: 0o600, flush: true });
        await rename(partial, file);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },
    async get(key) {
      try {
        return await readFile(path(key));
      } catch (error) {
        if (errorCode(error) === 'ENOENT') return undefined;
        throw error;
      }
    },
    async delete(key) {
      await rm(path(key), { force: true });
    },
  };
}
