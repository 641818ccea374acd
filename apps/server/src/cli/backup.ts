#!/usr/bin/env node
/**
 * Backs up the database the server's environment names, into a new folder (default backups/portal-<UTC time>):
 *
 *   npm run backup [-- <folder>]     DATABASE_URL: pg_dump of that database, while it serves
 *                                    else the embedded database in PORTAL_DATA_DIR: stop the server first
 *
 * Card photos in the local blob store (PORTAL_BLOB_DIR) go into the backup with the database; a bucket
 * (PORTAL_BLOB_S3_BUCKET) is not copied: keep versioning on it.
 *
 * The backup holds no key: it opens only with this deployment's PORTAL_ENCRYPTION_KEY, kept in escrow apart from
 * it (apps/server/README.md, "Backups and restore").
 */
import { isAbsolute, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ConfigError, REPO_ROOT } from '../config.js';
import { BLOBS_FILE } from '../db/backup/blobs.js';
import { BackupRefusal } from '../db/backup/refusal.js';
import { blobTarget, databaseTarget, describeTarget, takeBackup } from '../db/backup/service.js';
import type { BlobConfig } from '../providers/blobs/index.js';

const USAGE = 'usage: npm run backup [-- <new folder>]';

/**
 * A relative folder is read from the repository root, as every path setting is: npm runs the script in the
 * workspace, wherever the operator typed the command.
 */
export const fromRoot = (path: string) => (isAbsolute(path) ? path : resolve(REPO_ROOT, path));

const stamp = (now: Date) =>
  now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');

export function parseBackupArgs(
  argv: string[],
  now: Date,
): { folder: string } | { help: true; error?: string } {
  const unknown = argv.find((arg) => arg.startsWith('-'));
  if (unknown === '--help' || unknown === '-h') return { help: true };
  if (unknown) return { help: true, error: `unknown option: ${unknown}` };
  if (argv.length > 1) return { help: true, error: `one folder, not ${argv.length}` };
  return {
    folder: argv[0] ? fromRoot(argv[0]) : join(REPO_ROOT, 'backups', `portal-${stamp(now)}`),
  };
}

/** What the backup did with the card photos, in the operator's words. */
function photosLine(blobs: BlobConfig, copied: boolean): string {
  if (blobs.kind === 's3')
    return (
      `Card photos are in the bucket ${blobs.bucket}, which a backup does not copy: keep versioning on the ` +
      'bucket (apps/server/README.md, "Card photos").'
    );
  return copied ? `Card photos from ${blobs.dir} are in it.` : `There are no card photos in ${blobs.dir}.`;
}

export async function main(argv: string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  const now = new Date();
  const parsed = parseBackupArgs(argv, now);
  if ('help' in parsed) {
    console.error(parsed.error ? `${parsed.error}\n${USAGE}` : USAGE);
    return parsed.error ? 2 : 0;
  }
  const target = databaseTarget(env);
  try {
    const blobs = blobTarget(env);
    const manifest = await takeBackup(target, parsed.folder, { now, env, blobs });
    const bytes = Object.values(manifest.files).reduce((sum, file) => sum + file.bytes, 0);
    console.log(
      `backed up ${describeTarget(target)} to ${parsed.folder} (${(bytes / 1024 / 1024).toFixed(1)} MiB). ` +
        `${photosLine(blobs, Boolean(manifest.files[BLOBS_FILE]))} ` +
        'It opens only with this deployment’s PORTAL_ENCRYPTION_KEY, which it does not contain: keep the key in escrow.',
    );
    return 0;
  } catch (error) {
    if (!(error instanceof BackupRefusal || error instanceof ConfigError)) throw error;
    console.error(`backup: ${error.message}`);
    return 1;
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main(process.argv.slice(2)).then((code) => process.exit(code));
}
