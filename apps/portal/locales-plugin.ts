import type { Plugin } from 'vite';
import { translations } from './src/app/translations';

const source = '/src/app/translations.ts';

/** The files the server serves as `/locales/{lng}.json`, one per language. */
export const localeFiles = (all: Record<string, unknown>): Record<string, string> =>
  Object.fromEntries(
    Object.entries(all).map(([lng, strings]) => [`locales/${lng}.json`, JSON.stringify(strings)]),
  );

/**
 * Builds `/locales/{lng}.json` from the feature catalogues (`src/app/translations.ts`): emitted into `dist/` by
 * `vite build`, served fresh by `vite dev`, so there is no copy to keep in step.
 */
export function localesPlugin(): Plugin {
  return {
    name: 'portal-locales',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const path = request.url?.split('?')[0]?.slice(1) ?? '';
        server
          .ssrLoadModule(source)
          .then((module) => {
            const file = localeFiles((module as { translations: Record<string, unknown> }).translations)[
              path
            ];
            if (file === undefined) return next();
            response.setHeader('Content-Type', 'application/json; charset=utf-8');
            response.end(file);
          })
          .catch(next);
      });
    },
    generateBundle() {
      for (const [fileName, file] of Object.entries(localeFiles(translations)))
        this.emitFile({ type: 'asset', fileName, source: file });
    },
  };
}
