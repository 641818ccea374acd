import { en } from './en.js';
import { es } from './es.js';
import { PASSWORD_RULES, type Language } from '../auth-rules.js';
import { interpolate, type Catalogue } from './catalogue.js';

export { interpolate, type Catalogue, type Params } from './catalogue.js';

/** The shared en/es catalogue (see the contract's README, "Translations"). */
export const catalogues: Record<Language, Catalogue<typeof en>> = { en, es };
export type SharedCatalogue = typeof en;

const passwordRuleKeys: ReadonlySet<string> = new Set(PASSWORD_RULES.map((rule) => rule.key));
const lookup = (table: Record<string, string>, key: string) =>
  Object.hasOwn(table, key) ? table[key] : undefined;

/**
 * A validation message naming the field in the caller's language: what the server answers for a zod issue and
 * what the portal shows next to the field for the same rule. A broken password rule reads as the portal's
 * checklist does ("Your password needs: a number.").
 */
export function validationMessage(
  lang: Language,
  key: string,
  field: string,
  params: { max?: number } = {},
): string {
  const { validation, fields } = catalogues[lang];
  const rule = passwordRuleKeys.has(key) ? lookup(validation, key) : undefined;
  if (rule) return interpolate(validation.password_weak, { rules: rule.toLowerCase() });
  // too long, with the cap when it is known: the patient learns how much to cut
  const withCap = key === 'too_long' && params.max !== undefined ? 'too_long_max' : key;
  const template = lookup(validation, withCap) ?? validation.invalid;
  return interpolate(template, { field: lookup(fields, field) ?? field, ...params });
}
