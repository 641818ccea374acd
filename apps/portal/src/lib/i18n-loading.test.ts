import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { baseI18nOptions, languageDetector, localesBackend } from './i18n';

/** An i18next like the app's (src/lib/i18n.ts), fresh, with `/locales/{lng}.json` answered by `answer`. */
async function startI18n(answer: (language: string) => Response) {
  const fetch = vi
    .spyOn(globalThis, 'fetch')
    .mockImplementation(async (url) => answer(/\/locales\/(\w+)\.json$/.exec(String(url))?.[1] ?? ''));
  const instance = i18next.createInstance().use(localesBackend).use(languageDetector);
  await instance.init({ ...baseI18nOptions, maxRetries: 1, retryTimeout: 1 });
  return { instance, fetch };
}
const strings = (language: string) => Response.json({ login: { title: `title in ${language}` } });

describe('the language a visit starts in, and its strings', () => {
  beforeEach(() => {
    localStorage.clear();
    window.history.replaceState(null, '', '/login');
  });
  afterEach(() => vi.restoreAllMocks());

  it.each([
    ['the browser’s', '', null, ['es-MX', 'en'], 'es'],
    ['the one remembered, over the browser’s', '', 'es', ['en-US'], 'es'],
    ['?lng=, over the one remembered (logout wipes it)', '?lng=es', 'en', ['en-US'], 'es'],
    ['English, when the browser asks for none the portal has', '', null, ['fr-FR', 'de'], 'en'],
  ])('[I18N-2] %s', async (_case, search, stored, browser, expected) => {
    window.history.replaceState(null, '', `/login${search}`);
    if (stored) localStorage.setItem('i18nextLng', stored);
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(browser);
    const { instance, fetch } = await startI18n(strings);
    expect(instance.resolvedLanguage).toBe(expected);
    expect(instance.t('login.title')).toBe(`title in ${expected}`);
    expect(fetch).toHaveBeenCalledWith(`/locales/${expected}.json`);
  });

  it('[I18N-2] a language chosen loads its strings and is remembered in i18nextLng', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-US']);
    const { instance, fetch } = await startI18n(strings);
    await instance.changeLanguage('es');
    expect(instance.t('login.title')).toBe('title in es');
    expect(fetch).toHaveBeenCalledWith('/locales/es.json');
    expect(localStorage.getItem('i18nextLng')).toBe('es');
  });

  it('asks again after a server error, not after a missing file', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['es']);
    const failing = await startI18n((language) =>
      language === 'es' ? new Response('', { status: 503 }) : strings(language),
    );
    const esRequests = (spy: typeof failing.fetch) =>
      spy.mock.calls.filter(([url]) => url === '/locales/es.json').length;
    expect(esRequests(failing.fetch)).toBe(2);
    // English is the fallback: its strings show while Spanish cannot be had
    expect(failing.instance.t('login.title')).toBe('title in en');
    vi.restoreAllMocks();
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['es']);
    const missing = await startI18n((language) =>
      language === 'es' ? new Response('', { status: 404 }) : strings(language),
    );
    expect(esRequests(missing.fetch)).toBe(1);
  });
});
