import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build } from 'vite';
import { defineConfig, type Plugin } from 'vitest/config';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { localesPlugin } from './locales-plugin';
import { afterPaintLoader, startupChunks, type BuildManifest } from './src/prerender/after-paint';
import { FIRST_PAGES, firstPageChunks, firstReadsScript } from './src/prerender/first-page';

const apiTarget = process.env.PORTAL_API_URL ?? 'http://localhost:8080';

/**
 * Writes every text file of the build also as `.br` (quality 11) and `.gz` (level 9), once, so the server sends
 * the smallest encoding without compressing per request (apps/server/src/http/static.ts, `preCompressed`).
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'portal-precompress',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
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
 * Renders the login page for every brand and language into `dist/login/{brand}.{lng}.html`
 * (src/prerender/login-page.tsx, built for Node beside the app and run once). The server sends the patient's, so
 * the front door paints from its HTML alone (the styles inlined) on a slow phone, before its script has arrived:
 * the page loads the app through a small module that runs it once the page is on screen
 * (`dist/assets/after-paint-*.js`, src/prerender/after-paint.ts). Runs before the build's files are compressed, so
 * its files are compressed with the rest.
 */
function prerenderLogin(): Plugin {
  let root = '';
  let outDir = '';
  return {
    name: 'portal-prerender-login',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'pre',
      sequential: true,
      async handler() {
        const template = readFileSync(join(outDir, 'index.html'), 'utf8');
        const entry = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/.exec(
          template,
        )?.[1];
        if (!entry) throw new Error('the built index.html has no entry script');
        const manifest = JSON.parse(
          readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8'),
        ) as BuildManifest;
        const loader = afterPaintLoader(startupChunks(manifest, entry.slice(1)));
        const loaderFile = `assets/after-paint-${createHash('sha256').update(loader).digest('hex').slice(0, 8)}.js`;
        writeFileSync(join(outDir, loaderFile), loader);

        const ssrDir = join(root, 'node_modules', '.prerender');
        await build({
          root,
          logLevel: 'warn',
          build: { ssr: 'src/prerender/login-page.tsx', outDir: ssrDir, emptyOutDir: true, sourcemap: false },
        });
        try {
          const { renderLoginPages } = (await import(pathToFileURL(join(ssrDir, 'login-page.js')).href)) as {
            renderLoginPages: (
              template: string,
              loader: string,
              stylesheet: (href: string) => string,
            ) => Promise<Record<string, string>>;
          };
          const stylesheet = (href: string) => readFileSync(join(outDir, href), 'utf8');
          const pages = await renderLoginPages(template, `/${loaderFile}`, stylesheet);
          for (const [file, document] of Object.entries(pages)) {
            mkdirSync(dirname(join(outDir, file)), { recursive: true });
            writeFileSync(join(outDir, file), document);
          }
        } finally {
          rmSync(ssrDir, { recursive: true, force: true });
        }
      },
    },
  };
}

/**
 * Writes `dist/first-pages.json` for the server (apps/server/src/brands/pages.ts): for each signed-in page a
 * first visit may open (src/prerender/first-page.ts), the chunks its HTML names as modulepreload, so they
 * download side by side with the entry, and its first script, which sends the page's reads at once.
 */
function firstPages(): Plugin {
  let outDir = '';
  return {
    name: 'portal-first-pages',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    writeBundle(_options, bundle) {
      const chunks = Object.values(bundle)
        .filter((output) => output.type === 'chunk')
        .map((chunk) => ({ file: chunk.fileName, modules: chunk.moduleIds, imports: chunk.imports }));
      const entry = Object.values(bundle).find((output) => output.type === 'chunk' && output.isEntry)!;
      const pages = Object.fromEntries(
        Object.entries(FIRST_PAGES).map(([path, { modules, reads }]) => [
          path,
          { preload: firstPageChunks(chunks, entry.fileName, modules), script: firstReadsScript(reads) },
        ]),
      );
      writeFileSync(join(outDir, 'first-pages.json'), JSON.stringify(pages, null, 2));
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

/**
 * The libraries every page starts with, each in a chunk of its own, so the prerendered login page can run them
 * one task at a time (see `prerenderLogin`) instead of evaluating the whole entry in one long task.
 */
const startupLibraries: [chunk: string, pattern: RegExp][] = [
  ['react', /\/node_modules\/(react|react-dom|scheduler)\//],
  ['router', /\/node_modules\/react-router\//],
  ['i18n', /\/node_modules\/(i18next|react-i18next|i18next-[a-z-]+)\//],
];

export default defineConfig(({ command, isSsrBuild }) => ({
  resolve: {
    alias: command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : [],
  },
  plugins: [react(), tailwindcss(), localesPlugin(), prerenderLogin(), firstPages(), precompress()],
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
    rollupOptions: isSsrBuild
      ? {}
      : {
          output: {
            manualChunks: (id: string) => startupLibraries.find(([, pattern]) => pattern.test(id))?.[0],
          },
        },
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
