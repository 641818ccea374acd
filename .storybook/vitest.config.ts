import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import type { BrowserCommand } from 'vitest/node';
import { chromiumLaunchOptions } from '../tools/browser.mjs';
import { expectDownload, serveDownloadedBrand } from './brand-server';

const configDir = path.dirname(fileURLToPath(import.meta.url));

/**
 * The visual run photographs a screen story whole (visual.setup.ts): the story's frame is made as tall as the
 * page, and the window holding it must be at least as tall, or vitest scales the frame down to fit.
 */
const windowHeight: BrowserCommand<[height?: number]> = async ({ page }, height) => {
  const size = page.viewportSize()!;
  if (height !== undefined) await page.setViewportSize({ width: size.width, height });
  return size.height;
};

const portalDependencies = [
  'swr',
  'swr/mutation',
  'axios',
  'i18next',
  'react-i18next',
  'react-router',
  'jwt-decode',
  'mixpanel-browser',
  '@tanstack/react-virtual',
];

/**
 * Every story runs as a test in Debian's Chromium: its play function, then axe in its brand (addon-a11y,
 * `a11y.test: 'error'`), in every other brand and in the other language (story-grid.ts).
 */
export default defineConfig({
  plugins: [storybookTest({ configDir })],
  // `STORY_LOCALE=es` runs every play function as a designer who switched the language toolbar to Español does
  define: { 'import.meta.env.STORY_LOCALE': JSON.stringify(process.env.STORY_LOCALE ?? 'en') },
  // Pre-bundled up front: a dependency discovered mid-run makes Vite reload the page and lose the suite.
  optimizeDeps: {
    include: [
      'react',
      'react-dom',
      'react-dom/client',
      'react/jsx-runtime',
      'react/jsx-dev-runtime',
      '@radix-ui/react-dialog',
      '@radix-ui/react-slot',
      '@radix-ui/react-tabs',
      '@radix-ui/react-toast',
      '@react-google-maps/api',
      'class-variance-authority',
      'clsx',
      'tailwind-merge',
      'recharts',
      'zod',
      'zod/mini',
      'axe-core',
      'msw-storybook-addon',
      'onfido-sdk-ui',
      // What the portal's screen stories import (listed only when installed).
      ...portalDependencies.filter((dep) => existsSync(path.join(configDir, '../node_modules', dep))),
    ],
  },
  test: {
    name: 'stories',
    reporters: ['default', path.join(configDir, 'grid-reporter.ts')],
    setupFiles: [path.join(configDir, 'visual.setup.ts'), path.join(configDir, 'brand-server.setup.ts')],
    // `npm run visual` sets VISUAL_FOLDER: the story grid photographs every state it checks into it
    provide: { visualFolder: process.env.VISUAL_FOLDER ?? '' },
    // One page for all story files: Storybook's preview, React and the styles load once instead of per file
    // (about 4 s each on a 2-core machine). Stories share no state but the toast queue, cleared before each.
    isolate: false,
    // The theme tool's story starts a server on the brand file it downloaded (brand-server.ts): a database and the
    // brands' pages to build, about 10 s alone and several times that on a busy machine
    testTimeout: 120_000,
    browser: {
      enabled: true,
      headless: true,
      screenshotFailures: false,
      // The page may write files (Storybook's plugin forbids it unless asked) only in the visual run, and only
      // into its folder of pictures
      api: { host: '127.0.0.1', allowWrite: process.env.VISUAL_FOLDER !== undefined },
      instances: [{ browser: 'chromium' }],
      commands: { windowHeight, expectDownload, serveDownloadedBrand },
      provider: playwright({
        launchOptions: await chromiumLaunchOptions(),
      }),
    },
  },
});
