#!/usr/bin/env node
/**
 * Lighthouse, mobile preset (its default: a mid-range phone, simulated slow 4G and 4x CPU slowdown), on the
 * built server (apps/server/dist: it serves the portal precompressed, exactly as in production): `/login`, and
 * `/home` signed in as the demo patient. Median of 3 runs per page (1 in short mode, `/login` only).
 * Budgets per page: score ≥ 98, LCP ≤ 1.0 s, CLS 0, TBT ≤ 50 ms. `/login` is the page the build prerendered
 * (apps/portal/src/prerender), as a first visit gets it.
 */
import console from 'node:console';
import process from 'node:process';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { chromiumArgs, ensureChromium } from '../../../tools/browser.mjs';
import { budget, median, reportBudgets, short } from '../../../tools/bench.mjs';
import { signIn, startServer } from '../../../tools/portal-server.mjs';

const RUNS = short ? 1 : Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
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
    score: Math.round(categories.performance.score * 100),
    lcp: audits['largest-contentful-paint'].numericValue,
    cls: audits['cumulative-layout-shift'].numericValue,
    tbt: audits['total-blocking-time'].numericValue,
    fcp: audits['first-contentful-paint'].numericValue,
    bytes: audits['total-byte-weight'].numericValue,
  };
}

try {
  for (const path of short ? ['/login'] : ['/login', '/home']) {
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
    budget(`${path} Lighthouse mobile score`, m('score'), { min: 98 });
    budget(`${path} LCP`, Math.round(m('lcp')), { max: 1000, unit: ' ms' });
    budget(`${path} CLS`, Number(m('cls').toFixed(3)), { max: 0 });
    budget(`${path} TBT`, Math.round(m('tbt')), { max: 50, unit: ' ms' });
    budget(`${path} transferred`, Number((m('bytes') / 1024).toFixed(1)), { unit: ' KiB' });
  }
} finally {
  await chrome.kill();
  await server.stop();
}
reportBudgets(`Lighthouse mobile, median of ${RUNS}`);
