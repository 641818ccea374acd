import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { translations } from '../app/translations';
import { baseI18nOptions } from '../lib/i18n';

export const locales = translations;
const { en, es } = translations;

/** The real catalogues, bundled, for tests and stories (the app loads them over HTTP as /locales/{lng}.json). */
export function createTestI18n(language: 'en' | 'es' = 'en'): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    ...baseI18nOptions,
    lng: language,
    resources: { en: { translation: en }, es: { translation: es } },
    initAsync: false,
    react: { useSuspense: false },
  });
  return instance;
}
