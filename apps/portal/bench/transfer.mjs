#!/usr/bin/env node
/**
 * What the built server (apps/server/dist, serving apps/portal/dist as in production) sends a phone opening
 * `/login` from an empty cache: the login page (prerendered by the build), the module that loads the app after its
 * first paint, the entry chunk with its static imports, the stylesheets and the English translations, each asked for with `Accept-Encoding: br, gzip` (what Chromium sends) and once without.
 * Checks, deterministic so short mode enforces them too:
 *  - every script, stylesheet and the translations come brotli-encoded, with `Vary: Accept-Encoding`;
 *  - a client without brotli or gzip gets the identical plain bytes;
 *  - hashed files (/assets/…) are cached for a year as immutable; the shell and translations revalidate (no-cache).
 * Prints the bytes on the wire for the login page's first visit.
 */
import console from 'node:console';
import http from 'node:http';
import process from 'node:process';
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { budget, figure, reportBudgets } from '../../../tools/bench.mjs';
import { startServer } from '../../../tools/portal-server.mjs';

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const manifestPath = join(dist, '.vite', 'manifest.json');
if (!existsSync(manifestPath)) {
  console.error('No build found: run `npm run build -w @portal/portal` first.');
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const closure = (key, seen = new Set()) => {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) closure(imported, seen);
  return seen;
};
const keys = [...closure(entryKey)];
const afterPaint = readdirSync(join(dist, 'assets')).filter((file) => /^after-paint-[^.]+\.js$/.test(file));
const assets = [
  ...new Set([
    ...afterPaint.map((file) => `assets/${file}`),
    ...keys.map((key) => manifest[key].file),
    ...keys.flatMap((key) => manifest[key].css ?? []),
  ]),
].map((file) => `/${file}`);

const server = await startServer();
/** One GET as a browser makes it, the body as it came over the wire (node:http does not decode it). */
const get = (path, acceptEncoding) =>
  new Promise((resolve, reject) => {
    const headers = acceptEncoding ? { 'accept-encoding': acceptEncoding } : {};
    http
      .get(`${server.base}${path}`, { headers }, (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject);
  });

const problems = [];
let wire = 0;
let plain = 0;
try {
  for (const path of ['/login', ...assets, '/locales/en.json']) {
    const compressed = await get(path, 'br, gzip');
    const identity = await get(path);
    const hashed = path.startsWith('/assets/');
    const encoding = compressed.headers['content-encoding'];
    const vary = compressed.headers.vary ?? '';
    const cache = compressed.headers['cache-control'] ?? '';
    wire += compressed.body.length;
    plain += identity.body.length;
    if (compressed.status !== 200 || identity.status !== 200)
      problems.push(`${path}: status ${compressed.status}/${identity.status}`);
    if (identity.body.length <= compressed.body.length)
      problems.push(`${path}: plain no larger than compressed`);
    if (encoding !== 'br') problems.push(`${path}: Content-Encoding ${encoding ?? 'none'}, not br`);
    if (!/accept-encoding/i.test(vary)) problems.push(`${path}: no Vary: Accept-Encoding`);
    if (identity.headers['content-encoding']) problems.push(`${path}: encoded for a client without br/gzip`);
    if (hashed && cache !== 'public, max-age=31536000, immutable')
      problems.push(`${path}: Cache-Control "${cache}", not a year immutable`);
    if (!hashed && !/no-cache/.test(cache))
      problems.push(`${path}: Cache-Control "${cache}", not revalidated`);
  }
} finally {
  await server.stop();
}
const files = assets.length + 2;
for (const problem of problems) console.log(`  ${problem}`);
console.log(
  `/login's first visit: ${files} files (shell, ${assets.length} scripts and stylesheets, en.json)`,
);
budget(
  'static files sent as the header asks (br, Vary, cache)',
  files - new Set(problems.map((p) => p.split(':')[0])).size,
  {
    min: files,
    unit: ` of ${files}`,
    always: true,
  },
);
figure('/login first visit on the wire (brotli)', Number((wire / 1024).toFixed(1)), ' KiB');
figure('/login first visit uncompressed', Number((plain / 1024).toFixed(1)), ' KiB');
reportBudgets('Static transfer from the built server');
