import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, rmdir, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { assertBlobKey, type BlobStore } from './types.js';

const errorCode = (error: unknown) => (error as NodeJS.ErrnoException | undefined)?.code;

/**
 * The local default: one file per key under `dir`, readable by the server's user only. A file is written beside
 * its place and renamed into it, so a crash mid-write leaves no half photo under a key a row points at. Deleting
 * the last file of a folder removes the folders it leaves empty, so removed plans leave nothing behind; a write
 * racing that removal makes its folder again.
 */
export function directoryStore(dir: string): BlobStore {
  const root = resolve(dir);
  const path = (key: string) => {
    assertBlobKey(key);
    return join(root, ...key.split('/'));
  };
  return {
    name: 'directory',
    async put(key, bytes) {
      const file = path(key);
      const partial = `${file}.${randomUUID()}.partial`;
      const write = async () => {
        await mkdir(dirname(file), { recursive: true, mode: 0o700 });
        await writeFile(partial, bytes, { mode: 0o600, flush: true });
        await rename(partial, file);
      };
      try {
        await write().catch((error: unknown) => {
          if (errorCode(error) === 'ENOENT') return write();
          throw error;
        });
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
      const file = path(key);
      await rm(file, { force: true });
      for (let folder = dirname(file); folder.startsWith(`${root}/`); folder = dirname(folder)) {
        const removed = await rmdir(folder).then(
          () => true,
          () => false,
        );
        if (!removed) break;
      }
    },
  };
}
