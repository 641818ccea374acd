import { describe, expect, it } from 'vitest';
import { catalogues } from '@portal/contract';
import { localeFiles } from '../../locales-plugin';
import { translations } from './translations';

const features = import.meta.glob<{ en: object }>('../**/locales/en.ts', { eager: true });
const shared = ['errors', 'validation', 'fields', 'labOrderStatus'];

describe('the portal’s translations', () => {
  it('[I18N-3] are every feature catalogue plus the shared one, none overriding another', () => {
    const keys = [...Object.values(features).flatMap((module) => Object.keys(module.en)), ...shared];
    expect(new Set(keys).size).toBe(keys.length);
    expect(Object.keys(translations.en).sort()).toEqual(keys.sort());
  });

  it('[I18N-3] say errors, validation and field names in the server’s words', () => {
    for (const language of ['en', 'es'] as const)
      for (const namespace of shared)
        expect(translations[language][namespace as 'errors']).toEqual(
          catalogues[language][namespace as 'errors'],
        );
  });

  it('[I18N-1] [issue 23] greet in Spanish without assuming the patient’s gender (no “Bienvenido” for Lucía)', () => {
    const strings = (value: unknown): string[] =>
      typeof value === 'string' ? [value] : Object.values(value as object).flatMap(strings);
    // “le damos la bienvenida” (the noun) is the same for everyone; “bienvenido/a” (the adjective) is not
    expect(strings(translations.es).filter((text) => /(?<!la )\bbienvenid[oa]s?\b/i.test(text))).toEqual([]);
  });

  it('[I18N-2] are served as /locales/{lng}.json, one file per language', () => {
    const files = localeFiles(translations);
    expect(Object.keys(files).sort()).toEqual(['locales/en.json', 'locales/es.json']);
    expect(JSON.parse(files['locales/es.json'] ?? '')).toEqual(translations.es);
  });
});
