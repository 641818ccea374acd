/*
 * The sign-up rules as plain values and functions, apart from the schemas built on them (auth.ts): a screen that
 * only checks a password or a birth date as it is typed need not download zod.
 */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;
export const PASSWORD_RULES = [
  { key: 'password_too_short', test: (p: string) => p.length >= PASSWORD_MIN_LENGTH },
  { key: 'password_too_long', test: (p: string) => p.length <= PASSWORD_MAX_LENGTH },
  { key: 'password_lowercase', test: (p: string) => /\p{Ll}/u.test(p) },
  { key: 'password_uppercase', test: (p: string) => /\p{Lu}/u.test(p) },
  { key: 'password_digit', test: (p: string) => /\d/.test(p) },
  { key: 'password_symbol', test: (p: string) => /[^\p{L}\p{N}\s]/u.test(p) },
] as const;
export type PasswordRuleKey = (typeof PASSWORD_RULES)[number]['key'];

/** The strong-password rules a password breaks, in the order a patient should fix them. */
export function brokenPasswordRules(password: string): PasswordRuleKey[] {
  return PASSWORD_RULES.filter((rule) => !rule.test(password)).map((rule) => rule.key);
}

export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Phone as the portal submits it: exactly `XXX-XXX-XXXX` (10 digits). */
export const PHONE_PATTERN = /^\d{3}-\d{3}-\d{4}$/;

/**
 * What is wrong with a phone as submitted (`XXX-XXX-XXXX`), if anything: not that shape, or not a number that can
 * exist in the North American Numbering Plan — its area code and its exchange never start with 0 or 1
 * (000-555-0199 could not receive a code). One rule for the server's schemas and the portal's forms.
 */
export function phoneProblem(value: string): 'phone_format' | 'phone_not_real' | undefined {
  if (!PHONE_PATTERN.test(value)) return 'phone_format';
  return /^[2-9]\d{2}-[2-9]/.test(value) ? undefined : 'phone_not_real';
}

/** A real calendar date `YYYY-MM-DD`, not in the future and not before 1900. */
export function isPlausibleBirthDate(value: string, today: Date = new Date()): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real && year >= 1900 && date.getTime() <= today.getTime();
}
