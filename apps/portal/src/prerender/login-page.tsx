import './first-visit';
import { StrictMode, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { initReactI18next } from 'react-i18next';
import { StaticRouter } from 'react-router';
import { brands } from '@portal/brands';
import { App } from '../app/app';
import { translations } from '../app/translations';
import { paths } from '../config/paths';
import { baseI18nOptions, i18n, languages } from '../lib/i18n';
import { loginDocument } from './login-document';

const AtLogin = ({ children }: { children: ReactNode }) => (
  <StaticRouter location={paths.login}>{children}</StaticRouter>
);

/**
 * The login page as each brand shows it in each language, rendered by the build into the built `index.html`
 * (`template`, whose stylesheet `stylesheet` reads), which loads the app through `loader`: answers file name →
 * document. The server sends the patient's, so the page paints from its HTML before any script runs; the app
 * then hydrates it (src/main.tsx).
 */
export async function renderLoginPages(
  template: string,
  loader: string,
  stylesheet: (href: string) => string,
): Promise<Record<string, string>> {
  await i18n.use(initReactI18next).init({
    ...baseI18nOptions,
    resources: Object.fromEntries(
      Object.entries(translations).map(([lng, strings]) => [lng, { translation: strings }]),
    ),
  });
  const pages: Record<string, string> = {};
  for (const brand of brands) {
    for (const language of languages) {
      await i18n.changeLanguage(language);
      const html = renderToString(
        <StrictMode>
          <App brand={brand} router={AtLogin} />
        </StrictMode>,
      );
      // A part that could not render on the server would leave the page to the browser: the build fails instead
      if (html.includes('<!--$!-->'))
        throw new Error(`the login page of ${brand.id} (${language}) did not prerender`);
      pages[`login/${brand.id}.${language}.html`] = loginDocument(template, {
        brand,
        language,
        html,
        loader,
        stylesheet,
      });
    }
  }
  return pages;
}
