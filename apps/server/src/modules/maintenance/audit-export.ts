import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import type { AuditExportRow } from './queries.js';

/**
 * Writes a month of the audit trail to `<dir>/<partition>.jsonl.gz`: one JSON object per row, in id order. The
 * file appears under its name only once it is complete and flushed to disk (written beside it, synced, renamed),
 * so a file under that name is a whole month, and a crash mid-way leaves only a temporary file. An export of the
 * same month again (two instances, or a retry after the drop failed) replaces it with the same rows.
 * Answers how many rows it wrote.
 */
export async function exportAuditMonth(
  dir: string,
  name: string,
  pages: AsyncIterable<AuditExportRow[]>,
): Promise<{ file: string; rows: number }> {
  await mkdir(dir, { recursive: true });
  const file = join(dir, `${name}.jsonl.gz`);
  const partial = join(dir, `.${name}.${randomUUID()}.partial`);
  let rows = 0;
  async function* lines() {
    for await (const page of pages) {
      rows += page.length;
      yield page.map((row) => `${JSON.stringify(row)}\n`).join('');
    }
  }
  try {
    await pipeline(lines, createGzip(), createWriteStream(partial, { mode: 0o600 }));
    const handle = await open(partial, 'r');
    await handle.sync();
    await handle.close();
    await rename(partial, file);
    // The rename itself is durable only once the folder is synced.
    const folder = await open(dir, 'r');
    await folder.sync();
    await folder.close();
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
  return { file, rows };
}
