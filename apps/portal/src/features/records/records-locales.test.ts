import { describe, expect, it } from 'vitest';
import en from './locales.en.json';
import es from './locales.es.json';
import { locales } from '../../testing/i18n';

describe('the records translations', () => {
  it.each([
    ['en', en],
    ['es', es],
  ] as const)(
    '[I18N-3] the app’s %s file holds exactly this feature’s records keys (run merge-locales.mjs)',
    (language, own) => {
      expect((locales[language] as Record<string, unknown>).records).toEqual(own);
    },
  );
});
