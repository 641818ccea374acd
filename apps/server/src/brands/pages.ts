import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isDeepStrictEqual, promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import {
  brandDataElement,
  brandDataIn,
  brandToCss,
  faviconDataUri,
  withBrandData,
  type Brand,
} from '@portal/brands';
import { LANGUAGES, type Language } from '@portal/contract';
import { contentSecurityPolicy, inlineScriptHashes, inlineStyleHashes } from '../http/security-headers.js';
import { brandThirdParties } from './services.js';

/** A page as the server sends it: its text, compressed once at start, its validator and its policy. */
export interface Page {
  html: string;
  br: Buffer;
  gzip: Buffer;
  etag: string;
  policy: string;
}

/**
 * What one brand's host serves as documents: its app shell, its login page per language, and its shell for each
 * signed-in page the build declared (`firstPages`), by path.
 */
export interface BrandPages {
  shell: Page;
  login: Record<Language, Page>;
  first: Map<string, Page>;
}

/**
 * A signed-in page as the portal's build declared it (`dist/first-pages.json`, apps/portal/src/prerender/
 * first-page.ts): the chunks it will run and its first script, which sends its first reads at once.
 */
export interface FirstPage {
  preload: string[];
  script: string;
}

/** The build's signed-in pages; none for a build from before they existed. */
export function firstPages(staticDir: string): Map<string, FirstPage> {
  const file = join(staticDir, 'first-pages.json');
  if (!existsSync(file)) return new Map();
  return new Map(Object.entries(JSON.parse(readFileSync(file, 'utf8')) as Record<string, FirstPage>));
}

const escapeScript = (script: string) => script.replace(/<\/(script)/gi, '<\\/$1');

/**
 * The shell for a signed-in page: a page the server cannot render (its session is in browser storage, spec)
 * still names what it needs, so nothing waits for the code before it to arrive and run: every chunk it runs as
 * modulepreload (fetched beside the entry, not one import after another) and its first reads, sent by its
 * inline script (allowed by its hash) before any of that code has arrived.
 */
export function firstPageShell(shell: string, page: FirstPage): string {
  const links = page.preload
    .map((href) => `<link rel="modulepreload" crossorigin href="${escapeText(href)}">`)
    .join('');
  // The reads first: they wait on the server, not on bytes, and the browser opens only six connections a host
  const withReads = replaceOnce(shell, /<head>/, `<head><script>${escapeScript(page.script)}</script>`);
  return replaceOnce(withReads, /<\/head>/, `${links}</head>`);
}

const escapeText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Replaces the one `pattern` in `document`; a page without it cannot carry a brand, so the start stops. */
function replaceOnce(document: string, pattern: RegExp, replacement: string): string {
  if (!pattern.test(document)) throw new Error(`the built index.html has no ${pattern}`);
  return document.replace(pattern, () => replacement);
}

/**
 * The built app shell (index.html) as the brand's host serves it: the brand on `<html>` (its colours at first
 * paint), its name and logo as title and icon, the brand itself for the portal to read (BRAND_ELEMENT_ID), and
 * its CSS generated now, inline after the app's stylesheet (so it wins where a bundled brand of the same id
 * differs, and nothing more is fetched before the first paint).
 */
export function brandShell(template: string, brand: Brand): string {
  let document = template.replace(
    /<html([^>]*?)(?: data-brand="[^"]*")?>/,
    (_match, attributes: string) => `<html${attributes} data-brand="${brand.id}">`,
  );
  document = replaceOnce(document, /<title>[^<]*<\/title>/, `<title>${escapeText(brand.name)}</title>`);
  document = document.replace(
    /<link rel="icon"[^>]*>/,
    () => `<link rel="icon" type="image/svg+xml" href="${escapeText(faviconDataUri(brand))}" />`,
  );
  return replaceOnce(
    document,
    /<\/head>/,
    `${brandDataElement(brand)}<style>${brandToCss(brand)}</style></head>`,
  );
}

/** The brand as a page shows it (its look), without the services the server fills in at start. */
const lookOf = ({ services: _services, ...look }: Brand) => look;

/**
 * The login page the build prerendered for the brand and the language, if it shows this brand as loaded now
 * (the build wrote the brand it rendered into the page): then with the brand's services written in. A brand the
 * build never saw, or one whose file changed since, gets its app shell instead, which renders on arrival.
 */
export function prerenderedLogin(
  staticDir: string,
  brand: Brand,
  language: Language,
): { html: string; file: string; asBuilt: boolean } | undefined {
  const file = join(staticDir, 'login', `${brand.id}.${language}.html`);
  if (!existsSync(file)) return undefined;
  const document = readFileSync(file, 'utf8');
  const rendered = brandDataIn(document) as Brand | undefined;
  if (!rendered || !isDeepStrictEqual(lookOf(rendered), lookOf(brand))) return undefined;
  const html = withBrandData(document, brand);
  return { html, file, asBuilt: html === document };
}

/** The build's own compressed copies of a page left as built (brotli q11 of every page costs start-up time). */
function precompressed(file: string): { br: Buffer; gzip: Buffer } | undefined {
  if (!existsSync(`${file}.br`) || !existsSync(`${file}.gz`)) return undefined;
  return { br: readFileSync(`${file}.br`), gzip: readFileSync(`${file}.gz`) };
}

async function page(html: string, policy: string, built?: { br: Buffer; gzip: Buffer }): Promise<Page> {
  const etag = `"${createHash('sha256').update(html).digest('base64url').slice(0, 22)}"`;
  if (built) return { html, ...built, etag, policy };
  const [br, gz] = await Promise.all([
    promisify(brotliCompress)(html, {
      params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(html) },
    }),
    promisify(gzip)(html, { level: 9 }),
  ]);
  return { html, br, gzip: gz, etag, policy };
}

/**
 * Every brand's pages, built at start from the built portal in `staticDir`: each brand's policy allows only its
 * own third parties (its `services`) and only its own pages' inline styles, each page's by its hash.
 */
export async function buildBrandPages(
  staticDir: string,
  brands: readonly Brand[],
  onfido: boolean,
): Promise<Map<string, BrandPages>> {
  const template = readFileSync(join(staticDir, 'index.html'), 'utf8');
  const signedIn = firstPages(staticDir);
  const pages = new Map<string, BrandPages>();
  for (const brand of brands) {
    const thirdParties = brandThirdParties(brand.services ?? {}, onfido);
    const policyFor = (html: string) =>
      contentSecurityPolicy(thirdParties, inlineStyleHashes([html]), inlineScriptHashes([html]));
    const shellHtml = brandShell(template, brand);
    const shell = await page(shellHtml, policyFor(shellHtml));
    const login = {} as Record<Language, Page>;
    for (const language of LANGUAGES) {
      const prerendered = prerenderedLogin(staticDir, brand, language);
      login[language] = prerendered
        ? await page(
            prerendered.html,
            policyFor(prerendered.html),
            prerendered.asBuilt ? precompressed(prerendered.file) : undefined,
          )
        : shell;
    }
    const first = new Map<string, Page>();
    for (const [path, firstPage] of signedIn) {
      const html = firstPageShell(shellHtml, firstPage);
      first.set(path, await page(html, policyFor(html)));
    }
    pages.set(brand.id, { shell, login, first });
  }
  return pages;
}
