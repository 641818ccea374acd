#!/usr/bin/env node
/**
 * Lighthouse, mobile preset (its default: a mid-range phone, simulated slow 4G and 4x CPU slowdown), on the
 * built server (apps/server/dist: it serves the portal precompressed, exactly as in production): `/login`, and
 * `/home` signed in as the demo patient. Median of 3 runs per page (BENCH_LIGHTHOUSE_RUNS; 1 in short mode,
 * `/login` only). `/login` is the page the build prerendered (apps/portal/src/prerender), as a first visit gets it.
 * `/home` cannot be rendered by the server (the session is in browser storage, spec), so its budgets are issue 28's
 * for a phone. Every figure is Lighthouse's simulated one (lantern): on a shared machine observed timings are noise.
 * The requests before first paint are counted on the observed load (the same on any machine: what the page
 * asks for before it can paint). BENCH_LIGHTHOUSE_CHAIN=<file> writes each page's critical request chain there.
 */
import { writeFileSync } from 'node:fs';
import console from 'node:console';
import process from 'node:process';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { chromiumArgs, ensureChromium } from '../../../tools/browser.mjs';
import { budget, median, reportBudgets, short } from '../../../tools/bench.mjs';
import { signIn, startServer } from '../../../tools/portal-server.mjs';

const RUNS = short ? 1 : Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
// BENCH_LIGHTHOUSE_PATHS=/home measures one page while working on it
const PATHS = process.env.BENCH_LIGHTHOUSE_PATHS?.split(',') ?? (short ? ['/login'] : ['/login', '/home']);
const server = await startServer();
const chrome = await chromeLauncher.launch({
  chromePath: await ensureChromium(),
  chromeFlags: [...chromiumArgs],
  logLevel: 'silent',
});

/** Puts a fresh session of the demo patient in the browser's storage, as the login page would, cache empty. */
async function storeSession() {
  const tokens = await signIn(server.base);
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  try {
    const page = await browser.contexts()[0].newPage();
    await page.goto(`${server.base}/login`);
    await page.evaluate(
      (entries) => {
        localStorage.clear();
        for (const [key, value] of entries) localStorage.setItem(key, value);
        localStorage.setItem('i18nextLng', 'en');
      },
      Object.entries(tokens).filter(([, v]) => typeof v === 'string'),
    );
    // Lighthouse keeps the storage (and so the cache) for this run: empty the cache so the load is a first visit
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await page.close();
  } finally {
    // Only the CDP connection is closed; Chrome keeps running for Lighthouse
    await browser.close();
  }
}

/**
 * Budgets per page: `/login`'s (issue 25) and `/home`'s on a phone (issue 28). Requests before first paint: the
 * login page paints from its HTML and its first requests (7 today, held); Home paints once the app has rendered
 * it, so before that come the page, its stylesheet, translations and entry (7), its eight reads (one each, sent by
 * the page's first script) and its own code, which should be a few chunks, not the ~30 small ones of today.
 */
const BUDGETS = {
  '/login': { score: 98, lcp: 1000, tbt: 50, requests: 7 },
  '/home': { score: 95, lcp: 2000, tbt: 100, requests: 20 },
};

/** How many requests the page had started before `time` (ms after the navigation started). */
function requestsBefore(audits, time) {
  const start = audits['network-requests'].details.items[0]?.networkRequestTime ?? 0;
  return audits['network-requests'].details.items.filter((r) => r.networkRequestTime - start < time).length;
}

/** The critical request chain as text: one line per request, indented by its depth, ms from the start. */
function criticalChain(audits) {
  const { chains, longestChain } = audits['critical-request-chains'].details;
  const start = Object.values(chains)[0]?.request.startTime ?? 0;
  const lines = [];
  const walk = (nodes, depth) => {
    for (const { request, children } of Object.values(nodes ?? {})) {
      const url = new URL(request.url);
      lines.push(
        `${'  '.repeat(depth)}${url.pathname}${url.search} ${Math.round((request.startTime - start) * 1000)}–` +
          `${Math.round((request.endTime - start) * 1000)} ms, ${(request.transferSize / 1024).toFixed(1)} KiB`,
      );
      walk(children, depth + 1);
    }
  };
  walk(chains, 0);
  lines.push(
    `longest chain: ${longestChain.length} requests, ${Math.round(longestChain.duration)} ms, ` +
      `${(longestChain.transferSize / 1024).toFixed(1)} KiB`,
    // The audit leaves out what scripts import later: every request, observed, shows the waves they come in
    'every request (observed, unthrottled):',
  );
  const requests = audits['network-requests'].details.items;
  for (const r of requests) {
    const url = new URL(r.url);
    lines.push(
      `  ${url.pathname}${url.search} ${Math.round(r.networkRequestTime - requests[0].networkRequestTime)}–` +
        `${Math.round(r.networkEndTime - requests[0].networkRequestTime)} ms, ${(r.transferSize / 1024).toFixed(1)} KiB`,
    );
  }
  return lines.join('\n');
}

async function audit(path) {
  const result = await lighthouse(`${server.base}${path}`, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    // /home needs the session stored above; Lighthouse would otherwise clear it before loading
    disableStorageReset: path !== '/login',
  });
  const { categories, audits, runtimeError } = result.lhr;
  // A run Lighthouse could not finish (on a starved machine: no paint in time) is reported, not averaged in
  if (runtimeError || categories.performance.score === null) {
    console.log(`${path}: a run failed (${runtimeError?.code ?? 'no score'}), not counted`);
    return undefined;
  }
  if (result.lhr.finalDisplayedUrl && !result.lhr.finalDisplayedUrl.endsWith(path))
    throw new Error(`Lighthouse ended on ${result.lhr.finalDisplayedUrl}, not ${path}`);
  return {
    chain: criticalChain(audits),
    requestsBeforePaint: requestsBefore(audits, audits.metrics.details.items[0].observedFirstPaint),
    score: Math.round(categories.performance.score * 100),
    lcp: audits['largest-contentful-paint'].numericValue,
    cls: audits['cumulative-layout-shift'].numericValue,
    tbt: audits['total-blocking-time'].numericValue,
    fcp: audits['first-contentful-paint'].numericValue,
    bytes: audits['total-byte-weight'].numericValue,
  };
}

const chains = [];
try {
  for (const path of PATHS) {
    const runs = [];
    for (let i = 0; i < RUNS; i += 1) {
      if (path !== '/login') await storeSession();
      const run = await audit(path);
      if (run) runs.push(run);
    }
    if (runs.length === 0) throw new Error(`${path}: no Lighthouse run finished`);
    const m = (key) => median(runs.map((r) => r[key]));
    console.log(
      `${path}: ${runs.map((r) => `score ${r.score} LCP ${Math.round(r.lcp)} ms TBT ${Math.round(r.tbt)} ms`).join(' | ')}`,
    );
    const limits = BUDGETS[path];
    budget(`${path} Lighthouse mobile score`, m('score'), { min: limits.score });
    budget(`${path} LCP`, Math.round(m('lcp')), { max: limits.lcp, unit: ' ms' });
    budget(`${path} CLS`, Number(m('cls').toFixed(3)), { max: 0 });
    budget(`${path} TBT`, Math.round(m('tbt')), { max: limits.tbt, unit: ' ms' });
    budget(`${path} requests before first paint`, m('requestsBeforePaint'), { max: limits.requests });
    chains.push(`${path} (first run)\n${runs[0].chain}`);
    budget(`${path} transferred`, Number((m('bytes') / 1024).toFixed(1)), { unit: ' KiB' });
  }
} finally {
  await chrome.kill();
  await server.stop();
}
if (process.env.BENCH_LIGHTHOUSE_CHAIN)
  writeFileSync(process.env.BENCH_LIGHTHOUSE_CHAIN, `${chains.join('\n\n')}\n`);
reportBudgets(`Lighthouse mobile, median of ${RUNS}`);
