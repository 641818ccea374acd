#!/usr/bin/env node
/**
 * Backs up the database the server's environment names, into a new folder (default backups/portal-<UTC time>):
 *
 *   npm run backup [-- <folder>]     DATABASE_URL: pg_dump of that database, while it serves
 *                                    else the embedded database in PORTAL_DATA_DIR: stop the server first
 *
 * The backup holds no key: it opens only with this deployment's PORTAL_ENCRYPTION_KEY, kept in escrow apart from
 * it (apps/server/README.md, "Backups and restore").
 */
import { isAbsolute, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { REPO_ROOT } from '../config.js';
import { BackupRefusal } from '../db/backup/refusal.js';
import { databaseTarget, describeTarget, takeBackup } from '../db/backup/service.js';

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

export async function main(argv: string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  const now = new Date();
  const parsed = parseBackupArgs(argv, now);
  if ('help' in parsed) {
    console.error(parsed.error ? `${parsed.error}\n${USAGE}` : USAGE);
    return parsed.error ? 2 : 0;
  }
  const target = databaseTarget(env);
  try {
    const manifest = await takeBackup(target, parsed.folder, { now, env });
    const bytes = Object.values(manifest.files).reduce((sum, file) => sum + file.bytes, 0);
    console.log(
      `backed up ${describeTarget(target)} to ${parsed.folder} (${(bytes / 1024 / 1024).toFixed(1)} MiB). ` +
        'It opens only with this deployment’s PORTAL_ENCRYPTION_KEY, which it does not contain: keep the key in escrow.',
    );
    return 0;
  } catch (error) {
    if (!(error instanceof BackupRefusal)) throw error;
    console.error(`backup: ${error.message}`);
    return 1;
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main(process.argv.slice(2)).then((code) => process.exit(code));
}
