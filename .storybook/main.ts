import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';
import tailwindcss from '@tailwindcss/vite';
import { mergeConfig, type Plugin } from 'vite';

const here = path.dirname(fileURLToPath(import.meta.url));
const uiSrc = path.resolve(here, '../packages/ui/src');
const brandsSrc = path.resolve(here, '../packages/brands/src');

/**
 * Stories (ui and portal) import @portal/ui and @portal/brands by name, exactly as the portal does; here the
 * names point at the sources so one copy of every module exists (one toast queue) and edits show at once.
 * brands.css becomes a module that injects the registry's CSS (what the brands build writes to
 * dist/brands.css), so edits to a brand file show at once too.
 */
function portalUiFromSource(): Plugin {
  const brandsCssId = '\0portal-ui-brands-css';
  return {
    name: 'portal-ui-from-source',
    enforce: 'pre',
    resolveId(id) {
      if (id === '@portal/ui') return path.join(uiSrc, 'index.ts');
      if (id === '@portal/brands') return path.join(brandsSrc, 'index.ts');
      if (id === '@portal/ui/styles.css') return path.join(here, 'storybook.css');
      if (id === '@portal/ui/theme.css') return path.join(uiSrc, 'theme.css');
      if (id === '@portal/brands/brands.css') return brandsCssId;
      return null;
    },
    load(id) {
      if (id !== brandsCssId) return null;
      const registry = JSON.stringify(path.join(brandsSrc, 'index.ts'));
      return [
        `import { brands, brandsToCss, DEFAULT_BRAND_ID } from ${registry};`,
        `const style = document.createElement('style');`,
        `style.dataset.portalBrands = '';`,
        `style.textContent = brandsToCss(brands, DEFAULT_BRAND_ID);`,
        `document.head.append(style);`,
      ].join('\n');
    },
  };
}

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: [
    './pages/*.mdx',
    './pages/*.stories.tsx',
    '../packages/ui/src/**/*.mdx',
    '../packages/ui/src/**/*.stories.@(ts|tsx)',
    '../apps/portal/src/**/*.mdx',
    '../apps/portal/src/**/*.stories.@(ts|tsx)',
  ],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  staticDirs: ['./public'],
  core: { disableTelemetry: true },
  typescript: { reactDocgen: 'react-docgen' },
  async viteFinal(config) {
    return mergeConfig(config, { plugins: [portalUiFromSource(), tailwindcss()] });
  },
};

export default config;
