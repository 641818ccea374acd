import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vitest/config';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { localesPlugin } from './locales-plugin';

const apiTarget = process.env.PORTAL_API_URL ?? 'http://localhost:8080';

/**
 * Writes every text file of the build also as `.br` (quality 11) and `.gz` (level 9), once, so the server sends
 * the smallest encoding without compressing per request (apps/server/src/http/static.ts, `preCompressed`).
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'portal-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle() {
      const files = readdirSync(outDir, { recursive: true, encoding: 'utf8' });
      for (const file of files.filter((name) => /\.(js|css|html|json|svg|txt)$/.test(name))) {
        const path = join(outDir, file);
        const bytes = readFileSync(path);
        writeFileSync(
          `${path}.br`,
          brotliCompressSync(bytes, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: 11,
              [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
            },
          }),
        );
        writeFileSync(`${path}.gz`, gzipSync(bytes, { level: 9 }));
      }
    },
  };
}

/**
 * react-router's package exports point every bundler at its development build, whose dev warnings stay in a
 * production bundle; its production build (the same code with the warnings off) is what the app ships.
 */
const reactRouterProduction = join(
  dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

export default defineConfig(({ command }) => ({
  resolve: {
    alias: command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : [],
  },
  plugins: [react(), tailwindcss(), localesPlugin(), precompress()],
  server: {
    // The server owns /v1 in production (one origin); in dev Vite forwards it (and builds /locales itself).
    proxy: {
      '/v1': { target: apiTarget, changeOrigin: true },
    },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    // bench/bundle-size.mjs reads the module graph from it
    manifest: true,
  },
  test: {
    environment: 'happy-dom',
    // The support chat test adds a <script>; happy-dom must not try to fetch it
    environmentOptions: { happyDOM: { settings: { handleDisabledFileLoadingAsSuccess: true } } },
    setupFiles: ['./src/testing/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
  },
}));
