import { spawn, type ChildProcess } from 'node:child_process';
import { copyFileSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { getBrand } from '@portal/brands';

/**
 * Issue 25: a partner's brand file, copied into BRANDS_DIR, is served at its host by a server started on the
 * portal as it was built (no build of its own), and a file failing its contrast check stops the start naming the
 * brand and the pair. One server of its own, on a fresh data folder; no demo patient (NODE_ENV=test).
 */
test.describe.configure({ mode: 'serial' });

const repoRoot = resolve(import.meta.dirname, '..', '..');
const bundled = join(repoRoot, 'packages', 'brands', 'src');
const acme = getBrand('acme')!;
const newco = {
  ...acme,
  id: 'newco',
  name: 'NewCo Health',
  palette: { ...acme.palette, 'teal-800': '#115e59' },
  colors: { ...acme.colors, primary: 'teal-800', link: 'teal-800' },
};
const folders: string[] = [];

async function freePort(): Promise<number> {
  return new Promise((done) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
  });
}

/** A brands folder as an operator makes one: the bundled files, and the partner's dropped in. */
function brandsDir(partner: object): string {
  const dir = mkdtempSync(join(tmpdir(), 'portal-e2e-brands-'));
  folders.push(dir);
  for (const file of readdirSync(bundled).filter((name) => name.endsWith('.json')))
    copyFileSync(join(bundled, file), join(dir, file));
  writeFileSync(join(dir, 'newco.json'), JSON.stringify(partner, null, 2));
  return dir;
}

function start(brands: string, port: number): { server: ChildProcess; stderr: () => string } {
  const data = mkdtempSync(join(tmpdir(), 'portal-e2e-brands-data-'));
  folders.push(data);
  let stderr = '';
  const server = spawn('node', ['apps/server/dist/main.js'], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...process.env, NODE_ENV: 'test', PORT: String(port), PORTAL_DATA_DIR: data, BRANDS_DIR: brands },
  });
  server.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return { server, stderr: () => stderr };
}

let running: ChildProcess | undefined;
test.afterAll(() => {
  running?.kill();
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

test('[BRAND-1] a brand file copied into BRANDS_DIR is served at its host, with its look, without a build', async ({
  page,
  request,
}) => {
  const port = await freePort();
  running = start(brandsDir(newco), port).server;
  await expect
    .poll(
      async () =>
        (await request.get(`http://localhost:${port}/locales/en.json`).catch(() => undefined))?.ok(),
      {
        timeout: 60_000,
      },
    )
    .toBe(true);
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content.Security.Policy/i.test(message.text())) violations.push(message.text());
  });

  await page.goto(`http://newco.localhost:${port}/login`);
  await expect(page.locator('html')).toHaveAttribute('data-brand', 'newco');
  await expect(page.getByRole('img', { name: 'NewCo Health' })).toBeVisible();
  await expect(page.getByLabel('Email')).toBeEditable();
  await expect(page).toHaveTitle(/NewCo Health$/);
  const primary = await page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim(),
  );
  expect(primary).toBe('#115e59');
  // Its inline CSS is allowed by the host's policy: nothing was refused
  expect(violations).toEqual([]);
});

test('[BRAND-3] a brand file failing its contrast check stops the start, naming the brand and the pair', async () => {
  const failing = { ...newco, palette: { ...newco.palette, 'teal-800': '#a7f3d0' } };
  const { server, stderr } = start(brandsDir(failing), await freePort());
  const code = await new Promise<number | null>((done) => server.on('exit', done));
  expect(code).toBe(1);
  expect(stderr()).toContain('BRANDS_DIR: newco.json: Brand "newco" is rejected: onPrimary on primary is');
  expect(stderr()).toContain('needs 4.5:1 (primary button label)');
});
