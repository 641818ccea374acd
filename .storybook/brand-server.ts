import { spawn } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Download } from 'playwright-core';
import type { BrowserCommand } from 'vitest/node';

/**
 * Story-test commands (Node side) that finish the theme tool's walk as an operator would: the file the page
 * downloaded is dropped into a BRANDS_DIR beside the bundled brands, a server is started on it (the built server
 * and portal, as `npm start` runs them), and the brand's host is opened in a tab of the test's browser.
 */
const repoRoot = resolve(import.meta.dirname, '..');
const bundled = join(repoRoot, 'packages', 'brands', 'src');

export interface ServedBrand {
  fileName: string;
  file: string;
  /** What the brand's host served, seen in a browser tab. */
  dataBrand: string | null;
  primary: string;
  title: string;
  logoSrc: string | null;
  favicon: { status: number; type: string; body: string };
}

let pendingDownload: Promise<Download> | undefined;

/** Listens for the next download of the test's page: call it before the click that downloads. */
export const expectDownload: BrowserCommand<[]> = async ({ page }) => {
  pendingDownload = page.waitForEvent('download', { timeout: 15_000 });
};

async function freePort(): Promise<number> {
  return new Promise((done) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
  });
}

export const serveDownloadedBrand: BrowserCommand<[], ServedBrand> = async ({ page }) => {
  if (!pendingDownload) throw new Error('call expectDownload before the click that downloads');
  const download = await pendingDownload;
  pendingDownload = undefined;
  const main = join(repoRoot, 'apps', 'server', 'dist', 'main.js');
  if (!existsSync(main))
    throw new Error('the server is not built: npx turbo run build --filter=@portal/server');
  const fileName = download.suggestedFilename();
  const file = readFileSync(await download.path(), 'utf8');
  const id = (JSON.parse(file) as { id: string }).id;

  const brandsDir = mkdtempSync(join(tmpdir(), 'theme-tool-brands-'));
  const dataDir = mkdtempSync(join(tmpdir(), 'theme-tool-data-'));
  for (const name of readdirSync(bundled).filter((n) => n.endsWith('.json')))
    copyFileSync(join(bundled, name), join(brandsDir, name));
  writeFileSync(join(brandsDir, fileName), file);
  const port = await freePort();
  let stderr = '';
  const server = spawn('node', [main], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      PORTAL_DATA_DIR: dataDir,
      BRANDS_DIR: brandsDir,
    },
  });
  server.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const tab = await page.context().newPage();
  try {
    const deadline = Date.now() + 60_000;
    for (;;) {
      if (server.exitCode !== null) throw new Error(`the server stopped: ${stderr}`);
      const up = await fetch(`http://127.0.0.1:${port}/locales/en.json`).then(
        (r) => r.ok,
        () => false,
      );
      if (up) break;
      if (Date.now() > deadline) throw new Error(`the server did not start in 60 s: ${stderr}`);
      await new Promise((done) => setTimeout(done, 250));
    }
    const origin = `http://${id}.localhost:${port}`;
    await tab.goto(`${origin}/login`);
    await tab.getByRole('img').first().waitFor();
    return {
      fileName,
      file,
      dataBrand: await tab.locator('html').getAttribute('data-brand'),
      primary: await tab.evaluate(() =>
        getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim(),
      ),
      title: await tab.title(),
      logoSrc: await tab.getByRole('img').first().getAttribute('src'),
      // Asked from the tab: only the browser resolves <id>.localhost
      favicon: await tab.evaluate(async () => {
        const answer = await fetch('/favicon.svg');
        return {
          status: answer.status,
          type: answer.headers.get('content-type') ?? '',
          body: await answer.text(),
        };
      }),
    };
  } finally {
    await tab.close();
    server.kill();
    await new Promise((done) => (server.exitCode === null ? server.once('exit', done) : done(undefined)));
    rmSync(brandsDir, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  }
};
