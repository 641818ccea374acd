import i18n, { type InitOptions } from 'i18next';
import { initReactI18next } from 'react-i18next';
import HttpBackend from 'i18next-http-backend';
import LanguageDetector from 'i18next-browser-languagedetector';

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

/**
 * [I18N-2] Translations come from GET /locales/{lng}.json (the portal's own origin serves them) and the choice is
 * kept in localStorage under i18nextLng. `?lng=` comes first so the login page after a logout keeps the language
 * although logout wipes localStorage.
 */
export function initI18n(): Promise<unknown> {
  // Screen readers pick their voice from <html lang>
  i18n.on('languageChanged', (language) => {
    document.documentElement.lang = language.slice(0, 2);
  });
  return i18n
    .use(HttpBackend)
    .use(LanguageDetector)
    .use(initReactI18next)
    .init({
      ...baseI18nOptions,
      backend: { loadPath: '/locales/{{lng}}.json' },
      detection: {
        order: ['querystring', 'localStorage', 'navigator'],
        lookupQuerystring: 'lng',
        lookupLocalStorage: 'i18nextLng',
        caches: ['localStorage'],
      },
      react: { useSuspense: true },
    });
}

export function currentLanguage(): PortalLanguage {
  const lng = (i18n.resolvedLanguage ?? i18n.language ?? defaultLanguage).slice(0, 2);
  return (languages as readonly string[]).includes(lng) ? (lng as PortalLanguage) : defaultLanguage;
}

export { i18n };
