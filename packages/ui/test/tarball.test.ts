// @vitest-environment node
/**
 * What a partner gets: `npm pack` the package, install the tarball into a scratch Vite app outside the
 * monorepo, build the app, and check in Chromium that a Button and a Toast render themed by the brand CSS.
 */
import { execFileSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumLaunchOptions } from '../../../tools/browser.mjs';

const uiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const run = (cmd: string, args: string[], cwd: string) =>
  execFileSync(cmd, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], timeout: 120_000 });

const app = {
  'index.html': `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Partner app</title></head>
<body><div id="root"></div><script type="module" src="/src/main.tsx"></script></body></html>`,
  'src/main.tsx': `import '@portal/ui/styles.css';
import '@portal/ui/brands.css';
import { Button, Toaster, toast } from '@portal/ui';
import { createRoot } from 'react-dom/client';

document.documentElement.dataset.brand = 'acme';
createRoot(document.getElementById('root')!).render(
  <>
    <Button onClick={() => toast.success('Saved from the tarball')}>Save</Button>
    <Toaster dismissLabel="Dismiss" />
  </>,
);
`,
};

/** Newest modification time of any file under a folder. */
function newestChange(dir: string): number {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .reduce((newest, e) => Math.max(newest, statSync(path.join(e.parentPath, e.name)).mtimeMs), 0);
}

/** Builds the package unless dist is newer than every source file (the build takes a while on a busy machine). */
function ensureBuilt() {
  const built = path.join(uiDir, 'dist/index.d.ts');
  if (existsSync(built) && statSync(built).mtimeMs > newestChange(path.join(uiDir, 'src'))) return;
  run('npm', ['run', 'build'], uiDir);
}

let scratch: string;
let server: Server;
let packedFiles: string[];

beforeAll(async () => {
  scratch = mkdtempSync(path.join(tmpdir(), 'portal-ui-tarball-'));
  ensureBuilt();
  const [packed] = JSON.parse(run('npm', ['pack', '--json', '--pack-destination', scratch], uiDir)) as Array<{
    filename: string;
    files: Array<{ path: string }>;
  }>;
  packedFiles = packed!.files.map((f) => f.path);

  writeFileSync(
    path.join(scratch, 'package.json'),
    JSON.stringify({
      name: 'partner-app',
      private: true,
      type: 'module',
      dependencies: { '@portal/ui': `file:./${packed!.filename}`, react: '^19.1.1', 'react-dom': '^19.1.1' },
    }),
  );
  for (const [file, content] of Object.entries(app)) {
    mkdirSync(path.dirname(path.join(scratch, file)), { recursive: true });
    writeFileSync(path.join(scratch, file), content);
  }
  // Offline-safe: everything comes from npm's cache when it can; the registry is only asked for what is missing.
  run(
    'npm',
    ['install', '--prefer-offline', '--no-audit', '--no-fund', '--ignore-scripts', '--loglevel=error'],
    scratch,
  );

  await build({
    root: scratch,
    configFile: false,
    logLevel: 'silent',
    esbuild: { jsx: 'automatic' },
    build: { outDir: 'dist', emptyOutDir: true },
  });

  const dist = path.join(scratch, 'dist');
  const types: Record<string, string> = {
    '.html': 'text/html',
    '.js': 'text/javascript',
    '.css': 'text/css',
  };
  server = createServer((req, res) => {
    const file = path.join(dist, req.url === '/' ? 'index.html' : (req.url ?? '').split('?')[0]!);
    try {
      const body = readFileSync(file);
      res
        .writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' })
        .end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
}, 180_000);

afterAll(() => {
  server?.closeAllConnections();
  server?.close();
  if (scratch) rmSync(scratch, { recursive: true, force: true });
}, 60_000);

describe('the packed @portal/ui', () => {
  it('holds only the built package: ESM, types, styles and brand CSS', () => {
    expect(packedFiles).toEqual(
      expect.arrayContaining([
        'package.json',
        'dist/index.js',
        'dist/index.d.ts',
        'dist/styles.css',
        'dist/brands.css',
        'dist/theme.css',
      ]),
    );
    expect(
      packedFiles.filter(
        (f) => !f.startsWith('dist/') && !/^(package\.json|README\.md|CHANGELOG\.md)$/.test(f),
      ),
    ).toEqual([]);
    expect(packedFiles.some((f) => /\.(stories|test)\./.test(f))).toBe(false);
  });

  it('installs into a scratch Vite app, builds, and renders a themed Button and a Toast', async () => {
    const browser = await chromium.launch(await chromiumLaunchOptions());
    try {
      const page = await browser.newPage();
      const address = server.address() as { port: number };
      await page.goto(`http://127.0.0.1:${address.port}/`);
      const button = page.getByRole('button', { name: 'Save' });
      await button.waitFor();
      // Acme's primary (#5b21b6) from brands.css, through the semantic token Tailwind reads.
      expect(await button.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(91, 33, 182)');
      await button.click();
      const toastItem = page.locator('li[data-variant="success"]', { hasText: 'Saved from the tarball' });
      await toastItem.waitFor();
      expect(await toastItem.getByRole('button', { name: 'Dismiss' }).count()).toBe(1);
    } finally {
      await browser.close();
    }
  }, 60_000);
});
