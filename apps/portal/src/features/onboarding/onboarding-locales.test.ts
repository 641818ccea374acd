import { describe, expect, it } from 'vitest';
import en from './locales.en.json';
import es from './locales.es.json';
import { locales } from '../../testing/i18n';

const keys = (tree: object, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? keys(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );

describe('the onboarding translations', () => {
  it.each([
    ['en', en],
    ['es', es],
  ] as const)(
    '[I18N-3] the app’s %s file holds exactly these onboarding keys (run merge-locales.mjs)',
    (language, own) => {
      expect((locales[language] as Record<string, unknown>).onboarding).toEqual(own);
    },
  );

  it('[I18N-3] every key exists in English and Spanish', () => {
    expect(keys(es).sort()).toEqual(keys(en).sort());
  });

  it('[ERR-3] says "Verification failed." in English', () => {
    expect(en.verify.failed).toBe('Verification failed.');
  });
});
