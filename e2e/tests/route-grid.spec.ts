import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { axeViolations } from './accessibility.js';
import { englishFoundIn } from './locales.js';
import { demoRecordsReady, demoSession, openWithSession, signUpByApi, type Tokens } from './support.js';

/**
 * The route grid: every route of the running portal, as a patient signed out, one in onboarding and the demo
 * patient signed in, in English and Spanish: axe (WCAG 2.0/2.1/2.2 A and AA) finds nothing, <html lang> is
 * the language, and no Spanish page shows an English-only text of the catalogues.
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

const { paths } = (await import(pathToFileURL(resolve(portalSrc, 'config/paths.ts')).href)) as {
  paths: { home: string; identityAccount: string };
};
/** The signed-in app: /home and the account area (/profile). */
const signedInAreas = [paths.home, `/${paths.identityAccount.split('/')[1]}`];
const inSignedInArea = (route: string) =>
  signedInAreas.some(
    (area) => route === area || route.startsWith(`${area}/`) || route.startsWith(`${area}?`),
  );

interface Session {
  start: (request: APIRequestContext) => Promise<Tokens | null>;
  /** The routes this session checks (each route is checked once, by the first session that checks it). */
  checks: (route: string) => boolean;
  /** Whether a Spanish page may show no English text of the catalogues (see the demo patient's exception). */
  noEnglish: boolean;
}

/**
 * The sessions the grid walks in, in this order: public pages signed out, the onboarding steps as a patient in
 * onboarding, the signed-in app (and whatever else is left) as the demo patient, whose records fill it.
 */
const sessions: Record<string, Session> = {
  'signed out': { start: async () => null, checks: () => true, noEnglish: true },
  onboarding: {
    start: async (request) => (await signUpByApi(request)).tokens,
    checks: (route) => !inSignedInArea(route),
    noEnglish: true,
  },
  'demo patient': {
    start: async (request) => {
      const tokens = await demoSession(request);
      await demoRecordsReady(request, tokens);
      return tokens;
    },
    checks: () => true,
    // Exception: the demo's records are in English as their source wrote them ("Heart rate", "Creatinine"),
    // and those words are also catalogue texts, so the English check cannot tell data from a missed
    // translation here. What replaces it: the same check on every page signed out and in onboarding, and the
    // catalogue test (every key in both languages, I18N-3).
    noEnglish: false,
  },
};

/** A page is ready to check once its heading shows (or a dialog does) and its requests have answered. */
async function settled(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).or(page.getByRole('dialog')).first()).toBeVisible();
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
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

for (const language of ['en', 'es'] as const) {
  test(`[I18N-1] [I18N-3] every route signed out, in onboarding and as the demo patient, in ${language}: no axe violation${language === 'es' ? ', no English' : ''}`, async ({
    page,
    request,
  }) => {
    test.setTimeout(480_000);
    const named = await namedPaths();
    // Each route is checked once per language, by the first session that reaches it: public pages signed out,
    // onboarding steps by a patient in onboarding, the rest as the demo patient.
    const checked = new Map<string, string[]>();
    const perSession: string[] = [];
    for (const [kind, { start: startSession, checks, noEnglish }] of Object.entries(sessions)) {
      let tokens = await startSession(request);
      if (tokens) await openWithSession(page, tokens, '/login', language);
      else await page.goto(`/login?lng=${language}`);
      const queue = [...named];
      const asked = new Set(queue);
      const valuesOf = new Map<string, number>();
      const before = checked.size;
      while (queue.length > 0) {
        const path = queue.shift()!;
        await page.goto(path);
        await settled(page);
        // the guard logs out a patient who jumps ahead in onboarding [ONB-2]: the walk goes on signed in
        if (tokens && !(await page.evaluate(() => localStorage.getItem('access_token')))) {
          tokens = await startSession(request);
          await openWithSession(page, tokens!, '/login', language);
          continue;
        }
        const landed = new URL(page.url());
        const route = landed.pathname + landed.search;
        if (checked.has(route) || !checks(route)) continue;
        const problems = await axeViolations(page);
        if ((await page.locator('html').getAttribute('lang')) !== language)
          problems.push(`<html lang> is not ${language}`);
        if (language === 'es' && noEnglish)
          problems.push(
            ...englishFoundIn(await page.locator('body').innerText()).map((text) => `English: "${text}"`),
          );
        checked.set(route, problems);
        for (const link of await sameOriginLinks(page)) {
          if (asked.has(link)) continue;
          asked.add(link);
          const values = valuesOf.get(parent(link)) ?? 0;
          if (values >= VALUES_PER_PARAMETER) continue;
          valuesOf.set(parent(link), values + 1);
          queue.push(link);
        }
      }
      perSession.push(`${kind} ${checked.size - before}`);
      await page.evaluate(() => localStorage.clear());
    }
    const failing = [...checked].filter(([, problems]) => problems.length > 0);
    console.log(
      `Route grid, ${language}: ${checked.size} routes (${perSession.join(', ')}), ` +
        `${failing.reduce((n, [, p]) => n + p.length, 0)} violations`,
    );
    expect(Object.fromEntries(failing)).toEqual({});
    expect(checked.size).toBeGreaterThan(named.length / 2);
  });
}
