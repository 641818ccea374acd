import type { Translation } from './app/translations';

/** Types every `t('…')` against the English catalogue: a missing or misspelt key fails the typecheck. */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Translation };
  }
}
