#!/usr/bin/env node
/**
 * What the login page downloads, measured on the production build (run `npm run build` first; the turbo `bench`
 * task does): index.html, the entry's JavaScript and CSS with every chunk it imports statically (the login screen
 * is in the entry; every other screen is a lazy chunk), and the English translations it fetches. Sizes raw,
 * gzip -9 and brotli q11, which is what a CDN or the server would send.
 */
import console from 'node:console';
import process from 'node:process';
import { readFileSync, existsSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync, brotliCompressSync, constants } from 'node:zlib';

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const manifestPath = join(dist, '.vite', 'manifest.json');
if (!existsSync(manifestPath)) {
  console.error('No build found: run `npm run build -w @portal/portal` first.');
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const entry = Object.values(manifest).find((chunk) => chunk.isEntry);

/** The entry and every chunk it imports statically (dynamic imports load later, on other screens). */
function staticClosure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) staticClosure(imported, seen);
  return seen;
}
const entryKey = Object.keys(manifest).find((key) => manifest[key] === entry);
const files = new Set(['index.html', 'locales/en.json']);
for (const key of staticClosure(entryKey)) {
  files.add(manifest[key].file);
  for (const css of manifest[key].css ?? []) files.add(css);
}

const rows = [...files].map((file) => {
  const bytes = readFileSync(join(dist, file));
  return {
    file,
    raw: bytes.length,
    gzip: gzipSync(bytes, { level: 9 }).length,
    brotli: brotliCompressSync(bytes, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
    }).length,
  };
});
const total = rows.reduce(
  (sum, row) => ({ raw: sum.raw + row.raw, gzip: sum.gzip + row.gzip, brotli: sum.brotli + row.brotli }),
  {
    raw: 0,
    gzip: 0,
    brotli: 0,
  },
);
const kb = (n) => `${(n / 1024).toFixed(1)} kB`;
console.log('What the login page loads (production build):');
for (const row of rows)
  console.log(
    `  ${row.file.padEnd(40)} raw ${kb(row.raw).padStart(9)}  gzip ${kb(row.gzip).padStart(8)}  brotli ${kb(row.brotli).padStart(8)}`,
  );
console.log(
  `  ${'total'.padEnd(40)} raw ${kb(total.raw).padStart(9)}  gzip ${kb(total.gzip).padStart(8)}  brotli ${kb(total.brotli).padStart(8)}`,
);
console.log(JSON.stringify({ loginPage: total, files: rows.length }));
