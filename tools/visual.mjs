#!/usr/bin/env node
/**
 * Visual review: every component story and the portal's screen stories tagged 'visual' (at least one a
 * feature: `tags: ['visual']` on the story) × brand × language, photographed in Chromium and compared with the
 * last accepted set, pixel by pixel, on this machine. Every screen state in every brand would be thousands of
 * whole-screen pictures to commit; the tagged ones keep the set near 17 MB. A screen story is photographed whole, at
 * its full height and real size (.storybook/visual.setup.ts), as a patient scrolls it.
 *
 *   npm run visual                     photograph, compare, write visual/report/index.html; exit 1 on a change
 *   npm run visual -- --accept         the same, then the new pictures become the accepted set (commit them)
 *   npm run visual -- <path-filter>    only the stories under that path (as vitest takes it)
 *
 * The pictures come from the story test run itself (`.storybook/story-grid.ts` photographs each state it checks
 * for accessibility), so this needs nothing but Chromium: no Storybook server, no account.
 * Accepted pictures live in visual/accepted, committed: each cropped to what its story draws, in Chromium's own
 * PNG encoding (smaller than a re-encode). The run's pictures, diffs and report are in visual/current and
 * visual/report (ignored by git).
 */
import { spawnSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { join, resolve } from 'node:path';
import process from 'node:process';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

const root = resolve(import.meta.dirname, '..');
const folders = {
  accepted: join(root, 'visual/accepted'),
  current: join(root, 'visual/current'),
  report: join(root, 'visual/report'),
};
const args = process.argv.slice(2);
const accept = args.includes('--accept');
const filters = args.filter((arg) => arg !== '--accept');

/** Pixels whose colour differs by more than this (0–1, pixelmatch's YIQ distance) count as changed. */
const THRESHOLD = 0.1;

function photograph() {
  rmSync(folders.current, { recursive: true, force: true });
  mkdirSync(folders.current, { recursive: true });
  const run = spawnSync('npx', ['vitest', 'run', '--config', '.storybook/vitest.config.ts', ...filters], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, VISUAL_FOLDER: folders.current },
  });
  return run.status === 0;
}

const pngs = (folder) =>
  existsSync(folder)
    ? readdirSync(folder)
        .filter((file) => file.endsWith('.png'))
        .sort()
    : [];
const read = (file) => PNG.sync.read(readFileSync(file));

/** How many pixels differ, and a picture of where (null when the sizes differ: everything moved). */
function compare(acceptedFile, currentFile) {
  const before = read(acceptedFile);
  const after = read(currentFile);
  if (before.width !== after.width || before.height !== after.height)
    return {
      changed: after.width * after.height,
      diff: null,
      size: `${before.width}×${before.height} → ${after.width}×${after.height}`,
    };
  const diff = new PNG({ width: after.width, height: after.height });
  const changed = pixelmatch(before.data, after.data, diff.data, after.width, after.height, {
    threshold: THRESHOLD,
  });
  return { changed, diff, size: `${after.width}×${after.height}` };
}

const escapeHtml = (text) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);

function report(rows, counts) {
  const image = (src, alt) =>
    src ? `<img src="${escapeHtml(src)}" alt="${escapeHtml(alt)}" loading="lazy">` : '<span>—</span>';
  const body = rows
    .map(
      (
        row,
      ) => `<tr><th scope="row">${escapeHtml(row.name)}<br><small>${row.status}${row.detail ? `: ${escapeHtml(row.detail)}` : ''}</small></th>
<td>${image(row.accepted, `${row.name}, accepted`)}</td><td>${image(row.current, `${row.name}, now`)}</td><td>${image(row.diff, `${row.name}, changed pixels`)}</td></tr>`,
    )
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Visual review</title>
<style>body{font:14px system-ui,sans-serif;margin:1rem}table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:4px;vertical-align:top;text-align:left}img{max-width:420px}</style></head>
<body><h1>Visual review</h1><p>${counts.total} pictures: ${counts.changed} changed, ${counts.added} new, ${counts.removed} gone, ${counts.same} unchanged.${accept ? ' Accepted.' : ' Run <code>npm run visual -- --accept</code> to accept them.'}</p>
${rows.length ? `<table><thead><tr><th scope="col">Story.brand.language</th><th scope="col">Accepted</th><th scope="col">Now</th><th scope="col">Difference</th></tr></thead><tbody>${body}</tbody></table>` : '<p>Nothing changed.</p>'}
</body></html>`;
}

const testsPassed = photograph();
const current = pngs(folders.current);
const accepted = new Set(pngs(folders.accepted));
rmSync(folders.report, { recursive: true, force: true });
mkdirSync(join(folders.report, 'diff'), { recursive: true });

const rows = [];
const counts = { total: current.length, changed: 0, added: 0, removed: 0, same: 0 };
for (const file of current) {
  const name = file.replace(/\.png$/, '');
  const currentSrc = `../current/${file}`;
  if (!accepted.has(file)) {
    counts.added += 1;
    rows.push({ name, status: 'new', current: currentSrc });
    continue;
  }
  const { changed, diff, size } = compare(join(folders.accepted, file), join(folders.current, file));
  if (changed === 0) {
    counts.same += 1;
    continue;
  }
  counts.changed += 1;
  if (diff) writeFileSync(join(folders.report, 'diff', file), PNG.sync.write(diff));
  rows.push({
    name,
    status: 'changed',
    detail: `${changed} pixels, ${size}`,
    accepted: `../accepted/${file}`,
    current: currentSrc,
    diff: diff ? `diff/${file}` : null,
  });
}
// A filtered run photographs only some stories: only an unfiltered run can tell a picture is gone
if (filters.length === 0)
  for (const file of accepted)
    if (!current.includes(file)) {
      counts.removed += 1;
      rows.push({ name: file.replace(/\.png$/, ''), status: 'gone', accepted: `../accepted/${file}` });
    }
writeFileSync(join(folders.report, 'index.html'), report(rows, counts));

if (accept) {
  mkdirSync(folders.accepted, { recursive: true });
  for (const row of rows) {
    const file = `${row.name}.png`;
    if (row.status === 'gone') rmSync(join(folders.accepted, file));
    else copyFileSync(join(folders.current, file), join(folders.accepted, file));
  }
}

console.log(
  `\nVisual review: ${counts.total} pictures; ${counts.changed} changed, ${counts.added} new, ${counts.removed} gone, ${counts.same} unchanged` +
    `${accept ? ' (accepted)' : ''}.\nReport: ${join(folders.report, 'index.html')}` +
    (testsPassed
      ? ''
      : '\nSome story tests failed (see above); their pictures are in the report all the same.'),
);
process.exit(!accept && counts.changed + counts.added + counts.removed > 0 ? 1 : 0);
