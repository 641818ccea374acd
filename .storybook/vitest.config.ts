import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { chromiumLaunchOptions } from '../tools/browser.mjs';

const configDir = path.dirname(fileURLToPath(import.meta.url));

const portalDependencies = [
  'swr',
  'axios',
  'i18next',
  'react-i18next',
  'i18next-http-backend',
  'i18next-browser-languagedetector',
  'react-router',
  'jwt-decode',
  'mixpanel-browser',
  '@tanstack/react-virtual',
];

/**
 * Every story runs as a test in Debian's Chromium: its play function, then axe in its brand (addon-a11y,
 * `a11y.test: 'error'`) and in every other brand (all-brands-a11y.ts).
 */
export default defineConfig({
  plugins: [storybookTest({ configDir })],
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
    // One page for all story files: Storybook's preview, React and the styles load once instead of per file
    // (about 4 s each on a 2-core machine). Stories share no state but the toast queue, cleared before each.
    isolate: false,
    browser: {
      enabled: true,
      headless: true,
      screenshotFailures: false,
      instances: [{ browser: 'chromium' }],
      provider: playwright({
        launchOptions: await chromiumLaunchOptions(),
      }),
    },
  },
});
