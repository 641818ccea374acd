import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { brands, DEFAULT_BRAND_ID } from '@portal/brands';
import { axeViolations } from './accessibility.js';
import { englishFoundIn, loadingText, textOutsideSourceText } from './locales.js';
import { demoRecordsReady, demoSession, openLogin, signUpByApi, type Tokens } from './support.js';

/**
 * The route grid: every route of the running portal, as a patient signed out, one in onboarding and the demo
 * patient signed in, in English and Spanish: axe (WCAG 2.0/2.1/2.2 A and AA) finds nothing, <html lang> is
 * the language, and no Spanish page shows an English-only text of the catalogues outside the words a record
 * source or a registry wrote (SourceText, marked `data-source-text` and `lang`).
 *
 * Every route in the default brand; in each other brand, one route of every area (see `areaOf`), in both
 * languages. The story grid already checks every component state in every brand and language, so what a brand
 * can still break on a route is the page put together (header and logo, navigation, layout, portalled
 * dialogs), which one route per area shows.
 *
 * Routes are found, not listed, so a screen that lands later is checked without an edit here: every path named
 * in the portal's path tables (`config/paths.ts`, `features/<f>/paths.ts`), then every same-origin link on
 * each page reached. A path the guard moves away from is checked where it lands (once).
 */

const portalSrc = resolve(import.meta.dirname, '../../apps/portal/src');

/** The plain paths (no parameters) the portal's path tables name. */
async function namedPaths(): Promise<string[]> {
  const tables = [
    resolve(portalSrc, 'config/paths.ts'),
    ...readdirSync(resolve(portalSrc, 'features'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => resolve(portalSrc, 'features', entry.name, 'paths.ts'))
      .filter((file) => {
        try {
          return readdirSync(resolve(file, '..')).includes('paths.ts');
        } catch {
          return false;
        }
      }),
  ];
  const found = new Set<string>();
  const collect = (value: unknown): void => {
    if (typeof value === 'string' && value.startsWith('/') && !value.includes(':')) found.add(value);
    else if (Array.isArray(value)) value.forEach(collect);
    else if (value && typeof value === 'object') Object.values(value).forEach(collect);
  };
  for (const table of tables) collect(await import(pathToFileURL(table).href));
  return [...found].sort();
}

const { paths, isPublicPath } = (await import(pathToFileURL(resolve(portalSrc, 'config/paths.ts')).href)) as {
  paths: { home: string; identityAccount: string };
  isPublicPath: (path: string) => boolean;
};
/** The signed-in app: /home and the account area (/profile). */
const signedInAreas = [paths.home, `/${paths.identityAccount.split('/')[1]}`];
const inSignedInArea = (route: string) =>
  signedInAreas.some(
    (area) => route === area || route.startsWith(`${area}/`) || route.startsWith(`${area}?`),
  );

interface Session {
  start: (request: APIRequestContext) => Promise<Tokens | null>;
  /**
   * The routes this session opens and checks (in another brand, each area once, by the first session that
   * reaches it). What the guard does with the others (logs out, sends on) its own tests prove: opening them
   * here only cost each walk a page load, a log-out and a new session apiece.
   */
  checks: (route: string) => boolean;
}

/**
 * The sessions the grid walks in: public pages signed out, the onboarding steps as a patient in onboarding, the
 * signed-in app (and whatever else is left) as the demo patient, whose records fill it.
 */
const sessions: Record<string, Session> = {
  'signed out': { start: async () => null, checks: isPublicPath },
  onboarding: {
    start: async (request) => (await signUpByApi(request)).tokens,
    checks: (route) => !inSignedInArea(route),
  },
  'demo patient': {
    start: async (request) => {
      const tokens = await demoSession(request);
      await demoRecordsReady(request, tokens);
      return tokens;
    },
    checks: () => true,
  },
};

/**
 * A page is ready to check once the app has it, its heading shows (or a dialog does) and nothing on it says it
 * is loading (a spinner's label, the loading page's heading): its reads have answered. Waiting for the network to fall idle
 * instead cost every page at least half a second, and the whole timeout on a page that keeps asking.
 */
async function settled(page: Page) {
  // a prerendered page (login) is inert until the app takes it over, and a signed-in patient is then sent on:
  // checked before, it was the prerendered page, or no page at all
  await page.locator('#root:not([inert])').waitFor({ state: 'attached' });
  // waitFor, not expect: it answers as the page changes rather than at expect's next poll (up to a second later)
  await page.getByRole('heading', { level: 1 }).or(page.getByRole('dialog')).first().waitFor();
  await page.getByRole('status').filter({ hasText: loadingText }).first().waitFor({ state: 'detached' });
}

const sameOriginLinks = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLAnchorElement>('a[href]')]
      .map((a) => new URL(a.href, location.href))
      .filter((url) => url.origin === location.origin)
      .map((url) => url.pathname + url.search),
  );

/**
 * A link found on a page that the path tables do not name is one value of a route's parameter (a record
 * category, a trend view, an order): the same screen with other data. A few of each show the screen; all of
 * them would check the data.
 */
const VALUES_PER_PARAMETER = 2;
const parent = (path: string) => path.split('?')[0]!.replace(/\/[^/]*$/, '') || '/';
/** A route's area: its first path segment (/signup, /home, /profile, /policies…). */
const areaOf = (route: string) => route.split('?')[0]!.split('/').slice(0, 2).join('/');

/** What a route shows wrong in `language`: axe's violations, the document's language, English on a Spanish page. */
async function problemsOn(page: Page, language: string): Promise<string[]> {
  const problems = await axeViolations(page);
  if ((await page.locator('html').getAttribute('lang')) !== language)
    problems.push(`<html lang> is not ${language}`);
  if (language === 'es')
    problems.push(...englishFoundIn(await textOutsideSourceText(page)).map((text) => `English: "${text}"`));
  return problems;
}

/** Opens the portal at `origin` with a session in its storage (a session lives in one origin's storage). */
async function openAs(page: Page, origin: string, tokens: Tokens | null, language: string) {
  await openLogin(page, `${origin}/login?lng=${language}`);
  if (!tokens) return;
  await page.evaluate((stored) => {
    for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
  }, tokens);
}

/** What a walk checks: where (the default brand's origin or another brand's), in which language, how much. */
interface Walk {
  origin: string;
  language: 'en' | 'es';
  /** The brand the walk expects on <html data-brand>, when not the default. */
  brandId?: string;
  /** Only the first route of every area (`areaOf`) is checked, and only what leads to a new area is visited. */
  areas?: Set<string>;
}

/**
 * Walks the portal as `session` from every named path and every link found (a few values of each parameter),
 * checking each route it lands on that the session checks. Problems are said as found, so a run cut short still
 * shows them.
 */
async function walk(page: Page, request: APIRequestContext, session: Session, how: Walk) {
  const { origin, language, brandId, areas } = how;
  const isNew = (route: string) => !areas?.has(areaOf(route));
  let tokens = await session.start(request);
  await openAs(page, origin, tokens, language);
  const queue = await namedPaths();
  const asked = new Set(queue);
  const valuesOf = new Map<string, number>();
  const checked = new Map<string, string[]>();
  while (queue.length > 0) {
    const path = queue.shift()!;
    if (!isNew(path) || !session.checks(path)) continue;
    await page.goto(`${origin}${path}`).catch(async (error: unknown) => {
      // the guard sent the page on before it loaded (a session that ended): checked where it lands
      if (!String(error).includes('interrupted by another navigation')) throw error;
      await page.waitForLoadState();
    });
    await settled(page);
    // the guard logs out a patient who jumps ahead in onboarding [ONB-2]: the walk goes on signed in
    if (tokens && !(await page.evaluate(() => localStorage.getItem('access_token')))) {
      tokens = await session.start(request);
      await openAs(page, origin, tokens, language);
      continue;
    }
    const landed = new URL(page.url());
    const route = landed.pathname + landed.search;
    if (checked.has(route) || !session.checks(route) || !isNew(route)) continue;
    let problems: string[];
    try {
      problems = await problemsOn(page, language);
    } catch (error) {
      // the page moved on while checked (a public page sends a signed-in patient on): it is checked by the
      // walk that reaches it to stay, and where it leads is checked when the walk lands there
      if (!String(error).includes('Execution context was destroyed')) throw error;
      continue;
    }
    if (new URL(page.url()).href !== landed.href) continue;
    areas?.add(areaOf(route));
    if (brandId && (await page.locator('html').getAttribute('data-brand')) !== brandId)
      problems.push(`<html data-brand> is not ${brandId}`);
    checked.set(route, problems);
    if (problems.length > 0)
      console.log(`${brandId ?? DEFAULT_BRAND_ID} ${language} ${route}: ${problems.join('; ')}`);
    for (const link of await sameOriginLinks(page)) {
      if (asked.has(link) || !isNew(link)) continue;
      asked.add(link);
      const values = valuesOf.get(parent(link)) ?? 0;
      if (values >= VALUES_PER_PARAMETER) continue;
      valuesOf.set(parent(link), values + 1);
      queue.push(link);
    }
  }
  await page.evaluate(() => localStorage.clear());
  return checked;
}

const failing = (checked: Map<string, string[]>) =>
  Object.fromEntries([...checked].filter(([, problems]) => problems.length > 0));
const count = (checked: Map<string, string[]>) =>
  [...checked.values()].reduce((n, problems) => n + problems.length, 0);

const otherBrands = brands.filter((brand) => brand.id !== DEFAULT_BRAND_ID).map((brand) => brand.id);

for (const language of ['en', 'es'] as const) {
  const checks = `no axe violation${language === 'es' ? ', no English' : ''}`;
  // A test per session, so the grid spreads over the workers. A public page the signed-out walk checked is
  // checked again by the signed-in walks that reach it (a few pages, each with the signed-in header).
  for (const [kind, session] of Object.entries(sessions))
    test(`[I18N-1] [I18N-3] route grid, ${kind}, in ${language}, in ${DEFAULT_BRAND_ID}: every route, ${checks}`, async ({
      page,
      request,
    }) => {
      test.setTimeout(720_000);
      const checked = await walk(page, request, session, { origin: '', language });
      console.log(
        `Route grid, ${kind}, ${language}, ${DEFAULT_BRAND_ID}: ${checked.size} routes, ${count(checked)} violations`,
      );
      expect(failing(checked)).toEqual({});
      expect(checked.size).toBeGreaterThan(kind === 'demo patient' ? 20 : 2);
    });

  for (const brandId of otherBrands)
    test(`[I18N-1] [BRAND-1] route grid, in ${language}, in ${brandId}: one route of every area, ${checks}`, async ({
      page,
      request,
      baseURL,
    }) => {
      test.setTimeout(720_000);
      // a brand is its subdomain; a session lives in that origin's storage
      const origin = `http://${brandId}.localhost:${new URL(baseURL!).port}`;
      const areas = new Set<string>();
      const checked = new Map<string, string[]>();
      for (const session of Object.values(sessions))
        for (const [route, problems] of await walk(page, request, session, {
          origin,
          language,
          brandId,
          areas,
        }))
          checked.set(route, problems);
      console.log(
        `Route grid, ${language}, ${brandId}: ${checked.size} routes (one an area), ${count(checked)} violations`,
      );
      expect(failing(checked)).toEqual({});
      expect(checked.size).toBeGreaterThanOrEqual(8);
    });
}
