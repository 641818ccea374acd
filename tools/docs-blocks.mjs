#!/usr/bin/env node
/**
 * Docs blocks show what their stories show: every story block on a Storybook docs page is compared, by the text
 * a reader sees once it settles, with the same story opened on its own (story mode, where its loaders, MSW
 * handlers and play function run). A "Loading" block that shows the filled screen, or an "Error" block that shows
 * the form before the click, fails.
 *
 *   node tools/docs-blocks.mjs                      build Storybook to a temporary folder, then check every page
 *   node tools/docs-blocks.mjs --dir <built>        check an existing build (npx storybook build -o <built>)
 *   node tools/docs-blocks.mjs <title-prefix>...    only the docs pages whose title starts so ("Screens/Auth")
 *
 * The build is served from a loopback port and read in Debian's Chromium (tools/browser.mjs). Exit 1 on a
 * difference, with the first differing line of each block.
 */
import { spawnSync } from 'node:child_process';
import { createReadStream, existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize, resolve } from 'node:path';
import process from 'node:process';
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from './browser.mjs';

const root = resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const dirAt = args.indexOf('--dir');
const givenDir = dirAt >= 0 ? resolve(args[dirAt + 1]) : undefined;
const prefixes = args.filter((arg, i) => arg !== '--dir' && i !== dirAt + 1);

/** Pages read at once: each holds several story frames, and the machine has few cores. */
const PAGES_AT_ONCE = 2;
/** A story that has not finished rendering (and playing) by then is compared as it is. */
const RENDER_LIMIT_MS = 20_000;
/** A docs page (Storybook's whole preview) on a busy machine. */
const PAGE_LIMIT_MS = 60_000;

const TYPES = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.json': 'application/json',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ico': 'image/x-icon',
};

function build() {
  const out = mkdtempSync(join(tmpdir(), 'docs-blocks-'));
  const started = performance.now();
  const run = spawnSync('npx', ['storybook', 'build', '--quiet', '-o', out], { cwd: root, stdio: 'inherit' });
  if (run.status !== 0) throw new Error('storybook build failed');
  console.log(`docs-blocks: built Storybook in ${Math.round((performance.now() - started) / 1000)} s`);
  return out;
}

function serve(dir) {
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url, 'http://x').pathname));
    const file = join(dir, path.endsWith('/') ? `${path}index.html` : path);
    if (!file.startsWith(dir) || !existsSync(file) || !statSync(file).isFile()) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(response);
  });
  return new Promise((done) =>
    server.listen(0, '127.0.0.1', () => done({ base: `http://127.0.0.1:${server.address().port}`, server })),
  );
}

/**
 * Runs in a frame: resolves once Storybook's render there (loaders, render, play) is over and the text has
 * not changed for 1.2 s (a toast's screen-reader announcement lasts a second), with the text a reader sees in `selector` (the whole frame for a story).
 */
function settledText([selector, limitMs]) {
  const started = performance.now();
  const over = () => {
    const phase = window.__STORYBOOK_PREVIEW__?.currentRender?.phase;
    return ['completed', 'errored', 'aborted', 'finished'].includes(phase);
  };
  const read = () => (document.querySelector(selector)?.innerText ?? '').replace(/\s+/g, ' ').trim();
  return new Promise((done) => {
    let last = read();
    let quiet = 0;
    const tick = () => {
      const now = read();
      quiet = now === last ? quiet + 1 : 0;
      last = now;
      if ((over() && quiet >= 12) || performance.now() - started > limitMs) done(now);
      else setTimeout(tick, 100);
    };
    tick();
  });
}

async function storyText(page, base, storyId, viewport) {
  await page.setViewportSize(viewport);
  await page.goto(`${base}/iframe.html?id=${encodeURIComponent(storyId)}&viewMode=story`);
  return page.evaluate(settledText, ['body', RENDER_LIMIT_MS]);
}

/** Each block of a docs page, as [story id, text, size]. */
async function blockTexts(page, base, docsId) {
  await page.goto(`${base}/iframe.html?id=${encodeURIComponent(docsId)}&viewMode=docs`);
  await page.waitForSelector('#storybook-docs .sbdocs-content', { timeout: PAGE_LIMIT_MS });
  // The last block appears once the page is laid out: wait for the page's text to rest first
  await page.evaluate(settledText, ['#storybook-docs', 5_000]);
  // Found by id each time: the docs page may draw its blocks again (once its globals arrive)
  const blockIds = await page.$$eval('#storybook-docs [data-story-block]', (all) => all.map((b) => b.id));
  const found = [];
  for (const blockId of blockIds) {
    const id = blockId.replace(/^story--/, '').replace(/--primary$/, '');
    const block = await page.waitForSelector(`[id="${blockId}"]`, { timeout: RENDER_LIMIT_MS });
    await block.scrollIntoViewIfNeeded();
    const box = await block.boundingBox();
    const size = { width: Math.round(box.width), height: Math.max(200, Math.round(box.height)) };
    const frameElement = await block.$('iframe');
    if (frameElement) {
      // A block in its own frame loads lazily, when scrolled to
      const frame = await frameElement.contentFrame();
      await frame.waitForFunction(() => window.__STORYBOOK_PREVIEW__, null, { timeout: RENDER_LIMIT_MS });
      const again = async () => {
        // Alone this time: the page's other frames have rendered, so a slow machine does not time its play out
        await frame.goto(frame.url());
        return frame.evaluate(settledText, ['body', RENDER_LIMIT_MS]);
      };
      found.push([id, await frame.evaluate(settledText, ['body', RENDER_LIMIT_MS]), size, again]);
    } else {
      const text = await block.evaluate(
        (element, limitMs) =>
          new Promise((done) => {
            const started = performance.now();
            let last = '';
            let quiet = 0;
            const tick = () => {
              const now = element.innerText.replace(/\s+/g, ' ').trim();
              quiet = now === last && now !== '' ? quiet + 1 : 0;
              last = now;
              if (quiet >= 5 || performance.now() - started > limitMs) done(now);
              else setTimeout(tick, 100);
            };
            tick();
          }),
        RENDER_LIMIT_MS,
      );
      found.push([id, text, size]);
    }
  }
  return found;
}

/** Where two texts part, with a little of each. */
function firstDifference(a, b) {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i += 1;
  const from = Math.max(0, i - 30);
  return `block: …${a.slice(from, i + 60)}…\n      story: …${b.slice(from, i + 60)}…`;
}

async function checkPage(context, base, docs) {
  const docsPage = await context.newPage();
  const storyPage = await context.newPage();
  const failures = [];
  const retried = [];
  let checked = 0;
  try {
    for (const [storyId, blockText, size, again] of await blockTexts(docsPage, base, docs.id)) {
      const text = await storyText(storyPage, base, storyId, size);
      checked += 1;
      if (text === blockText) continue;
      const second = again && (await again());
      if (second === text) retried.push(storyId);
      else failures.push(`${storyId}\n      ${firstDifference(second || blockText, text)}`);
    }
  } catch (error) {
    failures.push(`${docs.id}: ${error.message.split('\n')[0]}`);
  } finally {
    await docsPage.close();
    await storyPage.close();
  }
  return { checked, failures, retried };
}

const started = performance.now();
const dir = givenDir ?? build();
const { base, server } = await serve(dir);
const browser = await chromium.launch(await chromiumLaunchOptions());
try {
  const index = JSON.parse(readFileSync(join(dir, 'index.json'), 'utf8'));
  const pages = Object.values(index.entries).filter(
    (entry) =>
      entry.type === 'docs' &&
      (prefixes.length === 0 || prefixes.some((prefix) => entry.title.startsWith(prefix))),
  );
  const checkStarted = performance.now();
  const queue = [...pages];
  const results = [];
  await Promise.all(
    Array.from({ length: PAGES_AT_ONCE }, async () => {
      // One context per worker: its frames share storage as a reader's tab would, not with the other worker
      const context = await browser.newContext();
      for (let docs = queue.shift(); docs; docs = queue.shift()) {
        const result = await checkPage(context, base, docs);
        results.push({ docs, ...result });
        const mark = result.failures.length ? '✗' : '✓';
        const retried = result.retried.length ? `, ${result.retried.length} right once reloaded alone` : '';
        console.log(`${mark} ${docs.title} (${result.checked} blocks${retried})`);
        for (const failure of result.failures) console.log(`    ${failure}`);
      }
      await context.close();
    }),
  );
  const blocks = results.reduce((sum, r) => sum + r.checked, 0);
  const failed = results.flatMap((r) => r.failures);
  const retried = results.flatMap((r) => r.retried);
  console.log(
    `\ndocs-blocks: ${pages.length} pages, ${blocks} blocks, ${failed.length} differ from their story, ` +
      `${retried.length} matched only once reloaded alone ` +
      `(${Math.round((performance.now() - checkStarted) / 1000)} s to check, ` +
      `${Math.round((performance.now() - started) / 1000)} s in all)`,
  );
  process.exitCode = failed.length ? 1 : 0;
} finally {
  await browser.close();
  server.close();
  if (!givenDir) rmSync(dir, { recursive: true, force: true });
}
