#!/usr/bin/env node
/**
 * Restores a backup from `npm run backup` into the database the server's environment names:
 *
 *   npm run restore -- <backup folder> [--force]
 *
 *   DATABASE_URL set    into that database, which must be empty (createdb a fresh one); --force replaces what
 *                       the backup holds in a database that is not
 *   else                into PORTAL_DATA_DIR's embedded database, a fresh folder (the server stopped); --force
 *                       moves a database already there aside
 *
 * Card photos the backup holds go into the blob directory the server would use (PORTAL_BLOB_DIR), which must be
 * empty; --force moves photos already there aside.
 *
 * It first checks the backup is whole and that the encryption key (PORTAL_ENCRYPTION_KEY or _FILE, as the server
 * reads it; in development the data folder's own) opens a sample of its encrypted values and photos: a refusal changes nothing.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ConfigError, dataDirOf, loadConfig } from '../config.js';
import { EMBEDDED_ENCRYPTION_KEY_FILE } from '../keys.js';
import { BackupRefusal } from '../db/backup/refusal.js';
import {
  blobTarget,
  databaseTarget,
  describeTarget,
  restoreBackup,
  type RestoreKey,
} from '../db/backup/service.js';
import { fromRoot } from './backup.js';

const USAGE = 'usage: npm run restore -- <backup folder> [--force]';

export function parseRestoreArgs(
  argv: string[],
): { folder: string; force: boolean } | { help: true; error?: string } {
  const options = argv.filter((arg) => arg.startsWith('-'));
  const folders = argv.filter((arg) => !arg.startsWith('-'));
  if (options.some((o) => o === '--help' || o === '-h')) return { help: true };
  const unknown = options.find((o) => o !== '--force');
  if (unknown) return { help: true, error: `unknown option: ${unknown}` };
  if (folders.length !== 1) return { help: true, error: 'name one backup folder' };
  return { folder: fromRoot(folders[0]!), force: options.includes('--force') };
}

/**
 * The key the server would use, and where it comes from. Never a new one: the server generates a key into an
 * empty data folder, which would open nothing of the backup's.
 */
export function restoreKey(env: NodeJS.ProcessEnv): RestoreKey {
  const embedded = join(dataDirOf(env), EMBEDDED_ENCRYPTION_KEY_FILE);
  const source = env.PORTAL_ENCRYPTION_KEY?.trim()
    ? 'PORTAL_ENCRYPTION_KEY'
    : env.PORTAL_ENCRYPTION_KEY_FILE?.trim()
      ? `PORTAL_ENCRYPTION_KEY_FILE ${env.PORTAL_ENCRYPTION_KEY_FILE.trim()}`
      : existsSync(embedded)
        ? embedded
        : undefined;
  if (!source) {
    throw new BackupRefusal(
      'no encryption key is configured, and a backup holds none: set PORTAL_ENCRYPTION_KEY_FILE to the key the ' +
        `backup was taken under (from escrow), or copy the old data folder's ${EMBEDDED_ENCRYPTION_KEY_FILE} to ${embedded}`,
    );
  }
  return { key: loadConfig(env).encryptionKey, source };
}

export async function main(argv: string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  const parsed = parseRestoreArgs(argv);
  if ('help' in parsed) {
    console.error(parsed.error ? `${parsed.error}\n${USAGE}` : USAGE);
    return parsed.error ? 2 : 0;
  }
  const target = databaseTarget(env);
  try {
    const key = restoreKey(env);
    const outcome = await restoreBackup(parsed.folder, target, {
      key,
      force: parsed.force,
      now: new Date(),
      env,
      blobs: blobTarget(env),
    });
    console.log(
      `restored ${parsed.folder} into ${describeTarget(target)}. ` +
        (outcome.checked > 0
          ? `${outcome.checked} encrypted values opened with the key from ${key.source}.`
          : 'The backup holds no encrypted values, so the key could not be tested.') +
        (outcome.setAside
          ? ` The database that was there is in ${outcome.setAside}: remove it once the restore is checked.`
          : '') +
        (outcome.blobsSetAside
          ? ` The card photos that were there are in ${outcome.blobsSetAside}: remove them once the restore is checked.`
          : ''),
    );
    return 0;
  } catch (error) {
    if (!(error instanceof BackupRefusal || error instanceof ConfigError)) throw error;
    console.error(`restore: ${error.message}`);
    return 1;
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main(process.argv.slice(2)).then((code) => process.exit(code));
}
