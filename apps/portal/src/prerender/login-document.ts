import { brandDataElement, faviconDataUri, type Brand } from '@portal/brands';
import type { PortalLanguage } from '../lib/i18n';

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Replaces the one `pattern` in `document`; the build fails if the built index.html no longer has it. */
function replaceOnce(
  document: string,
  pattern: RegExp,
  replacement: string | ((match: string, ...groups: string[]) => string),
): string {
  if (!pattern.test(document)) throw new Error(`the built index.html has no ${pattern}`);
  // As a function, so a `$` in the page or its styles is text, never a replacement pattern
  return document.replace(pattern, typeof replacement === 'string' ? () => replacement : replacement);
}

/** A stylesheet as a `<style>` element; CSS that would end the element early fails the build instead. */
function inlineStyle(css: string): string {
  if (/<\/style/i.test(css)) throw new Error('the stylesheet cannot be inlined: it contains </style');
  return `<style>${css}</style>`;
}

/**
 * The built `index.html` carrying a prerendered page: its language and brand on `<html>` (the brand's colours
 * apply at first paint), the brand's name and logo as the title and icon, the brand it was rendered for (the
 * server serves the page only while that is the brand it loaded, and writes in the brand's services; the app
 * reads its brand there, src/app/environment.ts), and the page in the root, marked with
 * the language it was rendered in so the app hydrates it only in that language, and inert until the app has taken
 * it over (a field typed into before would lose its text, and a form sent without the app would go nowhere).
 * Nothing loads before it paints: the stylesheet is inlined (`stylesheet` reads the built one; the server allows
 * it by its hash, apps/server/src/http/static.ts), the entry script gives way to `loader` (which runs the app
 * once the page is on screen), and neither the app's modules nor the translations are preloaded.
 */
export function loginDocument(
  template: string,
  {
    brand,
    language,
    html,
    loader,
    stylesheet,
  }: {
    brand: Brand;
    language: PortalLanguage;
    html: string;
    loader: string;
    stylesheet: (href: string) => string;
  },
): string {
  let document = replaceOnce(
    template,
    /<html lang="[^"]*">/,
    `<html lang="${language}" data-brand="${brand.id}">`,
  );
  document = replaceOnce(document, /<title>[^<]*<\/title>/, `<title>${escapeText(brand.name)}</title>`);
  // The brand's own icon, as the app sets it (the page would otherwise ask for one before the app runs)
  document = replaceOnce(
    document,
    /<link rel="icon" href="[^"]*" \/>/,
    `<link rel="icon" type="image/svg+xml" href="${faviconDataUri(brand)}" />`,
  );
  document = replaceOnce(
    document,
    /\s*(<!--[^>]*-->\s*)?<link rel="preload" href="\/locales\/en\.json"[^>]*>/,
    '',
  );
  document = replaceOnce(document, /<\/head>/, `${brandDataElement(brand)}\n  </head>`);
  document = document.replace(/\s*<link rel="modulepreload"[^>]*>/g, '');
  document = replaceOnce(
    document,
    /<script type="module" crossorigin src="[^"]+"><\/script>/,
    `<script type="module" crossorigin src="${loader}"></script>`,
  );
  document = replaceOnce(
    document,
    /<link rel="stylesheet" crossorigin href="([^"]+)">/,
    (_link, href: string) => inlineStyle(stylesheet(href)),
  );
  return replaceOnce(
    document,
    /<div id="root"><\/div>/,
    `<div id="root" data-prerendered="${language}" inert>${html}</div>`,
  );
}
