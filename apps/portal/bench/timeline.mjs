#!/usr/bin/env node
/**
 * The 10,000-entry timeline in Chromium (Debian's, through playwright-core), on the production build
 * (run `npm run build` first; the turbo `bench` task does). The API is answered by the page's network layer
 * with a synthetic timeline, so the figures are the browser's alone:
 *  - render: from the timeline's response arriving to its first rows and count on screen;
 *  - filter: from choosing "Visits" to the filtered list on screen;
 *  - scroll: scrolling the whole list top to bottom in 200 steps (50 in short mode), one per frame, with the
 *    frame times (a frame over 50 ms is a long frame the patient can feel);
 *  - trend: from a 5,000-point blood-pressure trend's response arriving to its chart drawn.
 * Budgets: render ≤ 100 ms, no long frame while scrolling, trend chart ≤ 100 ms (median of 3 loads).
 * Short mode (`--short`): 500 entries, 500 points, one load; timings printed, not enforced.
 * Usage: node bench/timeline.mjs [--short]
 */
import { createServer } from 'node:http';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, dirname, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from '../../../tools/browser.mjs';
import { budget, median, reportBudgets, short } from '../../../tools/bench.mjs';

const size = short ? 500 : 10_000;
const trendPoints = short ? 500 : 5_000;
const LOADS = short ? 1 : 3;
const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
if (!existsSync(join(dist, 'index.html'))) {
  console.error('No build found: run `npm run build -w @portal/portal` first.');
  process.exit(1);
}

const types = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
};
const server = createServer((req, res) => {
  const path = normalize(decodeURIComponent(new URL(req.url, 'http://x').pathname)).replace(
    /^(\.\.[/\\])+/,
    '',
  );
  const file = join(dist, path);
  // Files only: /login is also the folder of the prerendered login pages, which this bench does not time
  const found = existsSync(file) && statSync(file).isFile() ? file : join(dist, 'index.html');
  res.writeHead(200, { 'content-type': types[extname(found)] ?? 'application/octet-stream' });
  res.end(readFileSync(found));
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${server.address().port}`;

function jwt(claims) {
  const encode = (v) => Buffer.from(JSON.stringify(v)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ iat: now, exp: now + 3600, ...claims })}.c2ln`;
}

/** Deterministic: alternating medications and visits one day apart, names of realistic length. */
function timeline(count) {
  const medications = [];
  const encounters = [];
  const start = Date.UTC(2025, 0, 1);
  for (let i = 0; i < count; i += 1) {
    const date = new Date(start - i * 86_400_000).toISOString();
    if (i % 2 === 0)
      medications.push({
        id: `m${i}`,
        name: `Amlodipine ${i % 10} MG Oral Tablet (synthetic ${i})`,
        code: String(i),
        status: 'active',
        date,
        source: 'sample',
      });
    else
      encounters.push({
        id: `e${i}`,
        name: `General examination of patient (synthetic ${i})`,
        class: i % 3 ? 'AMB' : 'EMER',
        status: 'finished',
        date,
        end_date: date,
        source: 'sample',
      });
  }
  return [{ medications }, { encounters }];
}
const body = JSON.stringify({ status_code: 200, status_text: 'OK', content: timeline(size) });
/** A blood-pressure trend, one reading a day. */
function trend(count) {
  const start = Date.UTC(2025, 0, 1);
  const data = Array.from({ length: count }, (_, i) => {
    const systolic = 110 + ((i * 7) % 40);
    return {
      date: new Date(start - (count - i) * 86_400_000).toISOString(),
      value: systolic,
      unit: 'mm[Hg]',
      loinc: '85354-9',
      source: 'sample',
      systolic,
      diastolic: 70 + ((i * 3) % 20),
    };
  });
  return { category: 'BPRES', kind: 'vitals', unit: 'mm[Hg]', data, reference_range: null };
}
const ok = (content) => JSON.stringify({ status_code: 200, status_text: 'OK', content });
const trendBody = ok(trend(trendPoints));
const status = {
  pull_id: 'p',
  state: 'succeeded',
  started_at: null,
  completed_at: null,
  last_updated_at: null,
  sources: [],
};

const browser = await chromium.launch(await chromiumLaunchOptions());
const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
await page.route('**/v1/**', async (route) => {
  const url = new URL(route.request().url());
  if (url.pathname === '/v1/patient/records' && url.searchParams.get('category') === 'timeline') {
    return route.fulfill({ contentType: 'application/json', body });
  }
  if (url.pathname === '/v1/patient/trends/vitals/BPRES') {
    return route.fulfill({ contentType: 'application/json', body: trendBody });
  }
  if (url.pathname === '/v1/datapull/status')
    return route.fulfill({ contentType: 'application/json', body: ok(status) });
  if (url.pathname === '/v1/patient/gatepass')
    return route.fulfill({
      contentType: 'application/json',
      body: ok({ next_step: 'home', data_pull: { state: 'succeeded' } }),
    });
  return route.fulfill({ contentType: 'application/json', body: ok({}) });
});

await page.goto(`${origin}/login`);
await page.evaluate((tokens) => Object.entries(tokens).forEach(([k, v]) => localStorage.setItem(k, v)), {
  access_token: jwt({ sub: 'bench' }),
  id_token: jwt({ given_name: 'Bench' }),
  refresh_token: 'r',
  web_token: 'w',
  i18nextLng: 'en',
});

/**
 * Loads `path` and answers the milliseconds from the API response whose URL contains `request` having arrived in
 * the page (its Resource Timing `responseEnd`) to the frame in which `selector` (and `text`, when given) is on
 * screen: checked on every animation frame in the page, so the figure includes neither the test driver's round
 * trips nor the time it takes to hand the synthetic response over.
 */
async function timeToScreen(path, request, selector, text) {
  await page.goto(`${origin}${path}`);
  const handle = await page
    .waitForFunction(
      ({ request, selector, text }) => {
        if (!document.querySelector(selector) || (text && !document.body.textContent.includes(text)))
          return false;
        const response = performance
          .getEntriesByType('resource')
          .find((entry) => entry.name.includes(request));
        return response ? performance.now() - response.responseEnd : false;
      },
      { request, selector, text },
      { polling: 'raf', timeout: 60_000 },
    )
    .catch(async (error) => {
      console.error(page.url(), (await page.locator('body').innerText()).slice(0, 600));
      throw error;
    });
  return handle.jsonValue();
}

/** The figure of each of LOADS page loads, one after another. */
async function loads(measure) {
  const figures = [];
  for (let i = 0; i < LOADS; i += 1) figures.push(await measure());
  return figures;
}

const count = new Intl.NumberFormat('en').format(size);
const renders = await loads(() =>
  timeToScreen(
    '/home/timeline',
    'category=timeline',
    '[data-testid="timeline-scroll"] li',
    `${count} entries`,
  ),
);
const rowsInPage = await page.getByRole('region', { name: 'Timeline entries' }).getByRole('listitem').count();

const filterStart = Date.now();
await page.getByLabel('Type').selectOption('encounter');
await page.getByText(`${new Intl.NumberFormat('en').format(Math.floor(size / 2))} entries`).waitFor();
const filterMs = Date.now() - filterStart;
await page.getByLabel('Type').selectOption('all');
await page.getByText(`${count} entries`).waitFor();
const scrollSteps = short ? 50 : 200;
const scroll = await page.evaluate(async (steps) => {
  const el = document.querySelector('[data-testid="timeline-scroll"]');
  const stepPx = Math.ceil((el.scrollHeight - el.clientHeight) / steps);
  const frames = [];
  const start = performance.now();
  let last = start;
  for (let i = 0; i < steps; i += 1) {
    el.scrollTop += stepPx;
    await new Promise((resolve) => requestAnimationFrame(() => resolve()));
    const now = performance.now();
    frames.push(now - last);
    last = now;
  }
  const totalMs = performance.now() - start;
  // Rows measured on the way differ from the estimate, so the list's height moved: go to its very end
  for (let i = 0; i < 5; i += 1) {
    el.scrollTop = el.scrollHeight;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  }
  const lastRow = el.querySelector(
    `li[aria-posinset="${el.querySelector('li').getAttribute('aria-setsize')}"]`,
  );
  frames.sort((a, b) => a - b);
  const pct = (p) => frames[Math.min(frames.length - 1, Math.floor((p / 100) * frames.length))];
  return {
    totalMs,
    p50: pct(50),
    p95: pct(95),
    max: frames[frames.length - 1],
    longFrames: frames.filter((f) => f > 50).length,
    reachedEnd: Boolean(lastRow),
  };
}, scrollSteps);

const trendRenders = await loads(() =>
  timeToScreen(
    '/home/trends/bloodPressure',
    '/trends/vitals/BPRES',
    '[data-trend-view] .recharts-line-curve',
  ),
);

await browser.close();
server.close();

const ms = (v) => `${v.toFixed(0)} ms`;
console.log(`Timeline with ${count} entries, Chromium ${browser.version?.() ?? ''}`.trim());
console.log(
  `  render  response → rows on screen: ${renders.map(ms).join(', ')}; rows in the page: ${rowsInPage}`,
);
console.log(`  filter  "Visits" → list on screen: ${ms(filterMs)}`);
console.log(
  `  scroll  top → bottom in ${scrollSteps} steps: ${ms(scroll.totalMs)}; frame p50 ${ms(scroll.p50)}, p95 ${ms(scroll.p95)}, max ${ms(scroll.max)}; frames over 50 ms: ${scroll.longFrames}; reached the end: ${scroll.reachedEnd}`,
);
console.log(`  trend   ${trendPoints} points, response → chart drawn: ${trendRenders.map(ms).join(', ')}`);

budget(`timeline ${count} entries: response → rows on screen`, Math.round(median(renders)), {
  max: 100,
  unit: ' ms',
});
budget('timeline scroll: frames over 50 ms', scroll.longFrames, { max: 0 });
budget('timeline scroll reaches the last entry', scroll.reachedEnd ? 1 : 0, { min: 1, always: true });
budget(`trend chart ${trendPoints} points: response → drawn`, Math.round(median(trendRenders)), {
  max: 100,
  unit: ' ms',
});
reportBudgets(`Timeline and trend in Chromium, median of ${LOADS}`);
