import i18n, { type BackendModule, type InitOptions, type LanguageDetectorModule } from 'i18next';
import { initReactI18next } from 'react-i18next';

export const languages = ['en', 'es'] as const;
export type PortalLanguage = (typeof languages)[number];
export const defaultLanguage: PortalLanguage = 'en';

/** Shared by the app and the tests: en is default and fallback [I18N-1]. */
export const baseI18nOptions: InitOptions = {
  fallbackLng: defaultLanguage,
  supportedLngs: [...languages],
  load: 'languageOnly',
  nonExplicitSupportedLngs: true,
  interpolation: { escapeValue: false }, // React escapes
  returnNull: false,
  // No advertisement in the patient's console
  showSupportNotice: false,
};

/** Where the patient's choice of language is remembered (the spec's key). */
const rememberedLanguage = 'i18nextLng';

/** Storage a browser refuses (some private modes throw) must not keep the page from starting in a language. */
function storage<T>(act: (store: Storage) => T): T | null {
  try {
    return act(localStorage);
  } catch {
    return null;
  }
}

/**
 * The patient's language, best first: `?lng=` (the login page after a logout keeps the language although logout
 * wipes localStorage), the one remembered, the browser's; i18next takes the first it supports. A few lines in
 * place of i18next-browser-languagedetector (about 2.4 KiB of gzip on the login page), which does this and more.
 */
export const languageDetector: LanguageDetectorModule = {
  type: 'languageDetector',
  detect: () =>
    [
      new URLSearchParams(window.location.search).get('lng'),
      storage((store) => store.getItem(rememberedLanguage)),
      ...(navigator.languages ?? [navigator.language]),
    ].filter((language): language is string => Boolean(language)),
  cacheUserLanguage: (language) => void storage((store) => store.setItem(rememberedLanguage, language)),
};

/**
 * Reads `/locales/{lng}.json`, which the portal's own origin serves (index.html preloads English with the same
 * request, so the two are one download). A server error or a lost connection is worth another try (i18next retries
 * a few times); a missing file is not. In place of i18next-http-backend (about 5 KiB of gzip on the login page).
 */
export const localesBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, _namespace, callback) {
    fetch(`/locales/${language}.json`).then(
      (response) =>
        response.ok
          ? response.json().then(
              (strings: Record<string, unknown>) => callback(null, strings),
              (error: Error) => callback(error, false),
            )
          : callback(new Error(`/locales/${language}.json: ${response.status}`), response.status >= 500),
      (error: Error) => callback(error, true),
    );
  },
};

/** [I18N-2] Translations come from GET /locales/{lng}.json and the choice is kept in localStorage under i18nextLng. */
export function initI18n(): Promise<unknown> {
  // Screen readers pick their voice from <html lang>
  i18n.on('languageChanged', (language) => {
    document.documentElement.lang = language.slice(0, 2);
  });
  return i18n
    .use(localesBackend)
    .use(languageDetector)
    .use(initReactI18next)
    .init({ ...baseI18nOptions, react: { useSuspense: true } });
}

export function currentLanguage(): PortalLanguage {
  const lng = (i18n.resolvedLanguage ?? i18n.language ?? defaultLanguage).slice(0, 2);
  return (languages as readonly string[]).includes(lng) ? (lng as PortalLanguage) : defaultLanguage;
}

export { i18n };
