import {
  catalogues,
  interpolate,
  PASSWORD_RULES,
  type ErrorCode,
  type Language,
  type Params,
} from '@portal/contract';

/** The texts live in the contract's shared catalogue (packages/contract/src/i18n), the portal's as well. */
export { catalogues, interpolate };

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

const passwordRuleKeys: ReadonlySet<string> = new Set(PASSWORD_RULES.map((rule) => rule.key));
const lookup = (table: Record<string, string>, key: string) =>
  Object.hasOwn(table, key) ? table[key] : undefined;

/**
 * A validation message naming the field in the caller's language. A broken password rule reads as the portal's
 * checklist does ("Your password needs: a number.").
 */
export function validationMessage(lang: Language, key: string, field: string): string {
  const { validation, fields } = catalogues[lang];
  const rule = passwordRuleKeys.has(key) ? lookup(validation, key) : undefined;
  if (rule) return interpolate(validation.password_weak, { rules: rule.toLowerCase() });
  const template = lookup(validation, key) ?? validation.invalid;
  return interpolate(template, { field: lookup(fields, field) ?? field });
}
