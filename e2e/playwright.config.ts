import { createHash } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { availableParallelism, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '../tools/browser.mjs';

/**
 * Runs against the real server of `npm start` (built by turbo's ^build before this task), on a free port with a
 * fresh data folder, so the suite never meets someone's running portal or their data.
 */
async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

// Workers re-read this file: the first read picks the port and the data folder, the workers inherit them.
process.env.E2E_PORT ??= String(await freePort());
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'portal-e2e-'));
// A folder per run: two runs at once (several people, one checkout) must not delete each other's traces
process.env.E2E_RUN_ID ??= new Date().toISOString().replace(/[:.]/g, '-');
// The e2e coordinator's own token; the server knows only its hash (COORDINATOR_TOKENS).
process.env.E2E_COORDINATOR_TOKEN ??= `e2e-${process.env.E2E_RUN_ID}`;
const coordinatorHash = createHash('sha256').update(process.env.E2E_COORDINATOR_TOKEN).digest('hex');
const port = Number(process.env.E2E_PORT);
// The SMART app of smart-app.spec.ts lives on its own loopback origin, as a real app does; the server knows it
// from an apps file as an operator registers one (PORTAL_APPS_FILE).
process.env.E2E_APP_PORT ??= String(await freePort());
process.env.E2E_APPS_FILE ??= join(mkdtempSync(join(tmpdir(), 'portal-e2e-apps-')), 'smart-apps.json');
writeFileSync(
  process.env.E2E_APPS_FILE,
  JSON.stringify({
    apps: [
      {
        client_id: 'e2e-smart-app',
        name: 'E2E Health App',
        publisher: 'The e2e suite',
        homepage: null,
        logo_uri: null,
        redirect_uris: [`http://127.0.0.1:${process.env.E2E_APP_PORT}/app.html`],
        scopes: ['openid', 'fhirUser', 'launch/patient', 'offline_access', 'patient/*.rs'],
      },
    ],
  }),
);
const repoRoot = resolve(import.meta.dirname, '..');

export default defineConfig({
  testDir: './tests',
  outputDir: `test-results/${process.env.E2E_RUN_ID}`,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  // A worker is a browser and its pages beside the one server: more workers than cores only make every test slower
  // and its timeouts nearer (a CI run on a busier machine took 3.4 times as long as here, the rest of CI 1.7 times)
  workers: Math.min(process.env.CI ? 2 : 3, availableParallelism()),
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    launchOptions: await chromiumLaunchOptions(),
    trace: 'retain-on-failure',
  },
  projects: [
    { name: 'portal', testIgnore: /care-loop\.spec\.ts/ },
    // The care loop changes the demo patient's record (a new HbA1c, its care gap closed), so it runs once every
    // other file has read the demo patient as seeded. Alone: `npx playwright test tests/care-loop.spec.ts --no-deps`.
    { name: 'care-loop', testMatch: /care-loop\.spec\.ts/, dependencies: ['portal'] },
  ],
  webServer: {
    command: 'node apps/server/dist/main.js',
    cwd: repoRoot,
    url: `http://localhost:${port}/locales/en.json`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      PORTAL_DATA_DIR: process.env.E2E_DATA_DIR,
      PORTAL_DEV_OUTBOX: '1',
      // Many sign-ins from one address in a minute: keep the limits, just wider
      PORTAL_RATE_LIMIT_FACTOR: '50',
      COORDINATOR_TOKENS: `e2e-coordinator:${coordinatorHash}`,
      PORTAL_APPS_FILE: process.env.E2E_APPS_FILE,
    },
  },
});
