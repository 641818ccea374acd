import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { BackupRefusal } from './refusal.js';

/**
 * A backup is a folder: its parts (one file each) and `manifest.json`, which says which database it came from and
 * each part's size and SHA-256, so a restore refuses a copy that was cut short or altered before touching anything.
 */
export const MANIFEST_FILE = 'manifest.json';

export const ENGINES = ['pglite', 'postgresql'] as const;
export type Engine = (typeof ENGINES)[number];

/** The database's part: a tarball of PGlite's data folder, or pg_dump's custom format. */
export const DATABASE_FILE: Record<Engine, string> = {
  pglite: 'database.pglite.tar.gz',
  postgresql: 'database.pgdump',
};

const manifestSchema = z.object({
  format: z.literal(1),
  engine: z.enum(ENGINES),
  created_at: z.string(),
  // A part is a file in the backup's own folder, never a path out of it.
  files: z.record(
    z.string().regex(/^[A-Za-z0-9][\w.-]*$/),
    z.object({ bytes: z.number().int().min(0), sha256: z.string() }),
  ),
});
export type Manifest = z.infer<typeof manifestSchema>;

async function sha256Of(path: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** Writes the manifest of the parts already in `dir`. */
export async function writeManifest(
  dir: string,
  engine: Engine,
  parts: readonly string[],
  createdAt: Date,
): Promise<Manifest> {
  const files: Manifest['files'] = {};
  for (const part of parts) {
    const path = join(dir, part);
    files[part] = { bytes: (await stat(path)).size, sha256: await sha256Of(path) };
  }
  const manifest: Manifest = { format: 1, engine, created_at: createdAt.toISOString(), files };
  await writeFile(join(dir, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
  return manifest;
}

/** The manifest of the backup in `dir`, once every part it lists is there whole; else a refusal naming the part. */
export async function readVerifiedManifest(dir: string): Promise<Manifest> {
  let text: string;
  try {
    text = await readFile(join(dir, MANIFEST_FILE), 'utf8');
  } catch {
    throw new BackupRefusal(`${dir} is not a backup: it has no ${MANIFEST_FILE}`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success)
    throw new BackupRefusal(`${join(dir, MANIFEST_FILE)} is not a manifest this release reads`);
  const manifest = parsed.data;
  for (const [part, expected] of Object.entries(manifest.files)) {
    const path = join(dir, part);
    const found = await stat(path).catch(() => undefined);
    if (!found) throw new BackupRefusal(`the backup is incomplete: ${path} is missing`);
    if (found.size !== expected.bytes || (await sha256Of(path)) !== expected.sha256) {
      throw new BackupRefusal(
        `the backup is damaged: ${path} is not the file the manifest lists (size or checksum)`,
      );
    }
  }
  if (!manifest.files[DATABASE_FILE[manifest.engine]]) {
    throw new BackupRefusal(
      `the backup is incomplete: its manifest lists no ${DATABASE_FILE[manifest.engine]}`,
    );
  }
  return manifest;
}
