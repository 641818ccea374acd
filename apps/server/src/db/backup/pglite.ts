import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely } from 'kysely';
import { PGliteDialect } from '../pglite-dialect.js';
import { BackupRefusal } from './refusal.js';

/*
 * PGlite is one process's database: nothing stops a second process opening the same folder, and two writers
 * corrupt it. So a backup or restore of the embedded database opens the folder only while no server has it open
 * (stop, copy, start: a few seconds for a small database). A running server does not hand its database out
 * instead: an endpoint that streams every patient's data would be the first thing an attacker asks for.
 */

/** PGlite keeps this file in its folder while a process has it open (its pid is always -42: a mark, not a lock). */
const OPEN_MARK = 'postmaster.pid';

const isEmptyDir = (dir: string) => !existsSync(dir) || readdirSync(dir).length === 0;

function refuseIfOpen(dir: string): void {
  if (existsSync(join(dir, OPEN_MARK))) {
    throw new BackupRefusal(
      `the embedded database in ${dir} is open: stop the server first (two processes on one PGlite folder ` +
        'corrupt it). If no server is running, one was killed and left the mark: start the server once and ' +
        'stop it (SIGTERM), then run this again.',
    );
  }
}

/** Writes a consistent tarball of the PGlite folder `dir` (from PGlite's own dumpDataDir) to `file`. */
export async function dumpEmbedded(dir: string, file: string): Promise<void> {
  if (!existsSync(join(dir, 'PG_VERSION')))
    throw new BackupRefusal(`there is no embedded database in ${dir}`);
  refuseIfOpen(dir);
  const pglite = await PGlite.create({ dataDir: dir });
  try {
    // Everything committed is in the data files, so the copy needs no crash recovery when it is opened.
    await pglite.exec('checkpoint');
    const tarball = await pglite.dumpDataDir('gzip');
    await writeFile(file, Buffer.from(await tarball.arrayBuffer()), { mode: 0o600 });
  } finally {
    await pglite.close();
  }
}

export interface EmbeddedRestore {
  /** Where the database that was there before now is (`--force`), for the operator to remove once satisfied. */
  setAside?: string;
}

/**
 * Restores the tarball `file` into the PGlite folder `dir`. It is unpacked beside `dir` first and `check` runs
 * on it there; only when the check passes does it take `dir`'s place, so a refusal leaves `dir` as it was.
 * A folder that holds a database is replaced only with `force`, and is moved aside rather than deleted.
 */
export async function restoreEmbedded(
  file: string,
  dir: string,
  options: { force: boolean; now: Date; check: (db: Kysely<unknown>) => Promise<void> },
): Promise<EmbeddedRestore> {
  const occupied = !isEmptyDir(dir);
  if (occupied && !options.force) {
    throw new BackupRefusal(
      `${dir} is not empty: restore into a fresh data folder (PORTAL_DATA_DIR), or pass --force to replace ` +
        'the database there (it is moved aside, not deleted)',
    );
  }
  if (occupied) refuseIfOpen(dir);
  await mkdir(dirname(dir), { recursive: true });
  const staged = `${dir}.restoring-${randomBytes(4).toString('hex')}`;
  try {
    const pglite = await PGlite.create({
      dataDir: staged,
      loadDataDir: new Blob([await readFile(file)]),
    }).catch((error: unknown) => {
      throw new BackupRefusal(
        `this release's PGlite cannot open the backup's database (${(error as Error).message}): restore it ` +
          'with the release that took it',
      );
    });
    const db = new Kysely<unknown>({ dialect: new PGliteDialect(pglite) });
    try {
      await options.check(db);
    } finally {
      // Kysely closes the driver only if a query opened it; the copy must be closed before it moves either way.
      await db.destroy();
      if (!pglite.closed) await pglite.close();
    }
    let setAside: string | undefined;
    if (occupied) {
      setAside = `${dir}.before-restore-${options.now.toISOString().replace(/[:.]/g, '-')}`;
      await rename(dir, setAside);
    } else await rm(dir, { recursive: true, force: true });
    await rename(staged, dir);
    return setAside ? { setAside } : {};
  } catch (error) {
    await rm(staged, { recursive: true, force: true });
    throw error;
  }
}
