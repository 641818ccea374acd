import {
  catalogues,
  interpolate,
  validationMessage,
  type ErrorCode,
  type Language,
  type Params,
} from '@portal/contract';

/** The texts live in the contract's shared catalogue (packages/contract/src/i18n), the portal's as well. */
export { catalogues, interpolate, validationMessage };

/**
 * The caller's language from Accept-Language: the first supported tag by quality, else English.
 * `es-MX;q=0.9, en;q=0.8` → es.
 */
export function pickLanguage(acceptLanguage: string | undefined): Language {
  if (!acceptLanguage) return 'en';
  const ranked = acceptLanguage
    .split(',')
    .map((part, index) => {
      const [tag = '', ...rest] = part.trim().split(';');
      const q = rest.map((r) => r.trim()).find((r) => r.startsWith('q='));
      const quality = q ? Number(q.slice(2)) : 1;
      return {
        lang: tag.trim().toLowerCase().split('-')[0] ?? '',
        quality: Number.isFinite(quality) ? quality : 0,
        index,
      };
    })
    .filter((entry) => entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  const found = ranked.find((entry) => entry.lang === 'en' || entry.lang === 'es');
  return (found?.lang as Language | undefined) ?? 'en';
}

export function errorMessage(lang: Language, code: ErrorCode, params?: Params): string {
  return interpolate(catalogues[lang].errors[code], params);
}
