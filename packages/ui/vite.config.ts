import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
};
// A library leaves its dependencies to the consumer's bundler, so one copy of React (and Radix) exists.
const externals = Object.keys({ ...pkg.dependencies, ...pkg.peerDependencies });
const isExternal = (id: string) => externals.some((dep) => id === dep || id.startsWith(`${dep}/`));

/**
 * Ships the brands' token values (built and contrast-checked by @portal/brands) as dist/brands.css, so a
 * partner gets themed components from this one package, and dist/theme.css for consumers running Tailwind.
 */
function brandAssets(): Plugin {
  return {
    name: 'portal-ui-brand-assets',
    generateBundle(_options, bundle) {
      const brandsCss = fileURLToPath(import.meta.resolve('@portal/brands/brands.css'));
      this.emitFile({ type: 'asset', fileName: 'brands.css', source: readFileSync(brandsCss, 'utf8') });
      this.emitFile({
        type: 'asset',
        fileName: 'theme.css',
        source: readFileSync(new URL('./src/theme.css', import.meta.url), 'utf8'),
      });
      // Each CSS entry produces an empty JS chunk next to its .css; nobody imports it.
      for (const [name, chunk] of Object.entries(bundle)) {
        if (
          (chunk.type === 'chunk' && ['styles', 'reset'].includes(chunk.name)) ||
          /^(styles|reset)\.js\.map$/.test(name)
        )
          delete bundle[name];
      }
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), brandAssets()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    cssCodeSplit: true,
    lib: {
      entry: { index: 'src/index.ts', styles: 'src/styles.css', reset: 'src/reset.css' },
      formats: ['es'],
    },
    rollupOptions: {
      external: isExternal,
      // One file per module, so a consumer's bundler drops the components (and their heavy dependencies,
      // recharts and Google Maps) that a page does not import.
      output: {
        preserveModules: true,
        preserveModulesRoot: 'src',
        entryFileNames: '[name].js',
        assetFileNames: '[name][extname]',
      },
    },
  },
});
