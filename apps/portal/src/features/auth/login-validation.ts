import type { ParseKeys } from 'i18next';
import type { Problem, Problems } from '../../lib/problem-text';

export type { Problem, Problems };

/**
 * Rules the login page needs. Kept apart from the sign-up rules (which use the contract and zod) so the login
 * page's bundle stays small.
 */

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const required = (field: ParseKeys): Problem => ({ key: 'validation.required', field });

export function emailProblem(email: string): Problem | undefined {
  if (!email.trim()) return required('fields.email');
  return EMAIL.test(email.trim()) ? undefined : { key: 'validation.email_invalid' };
}

export function validateLogin(values: { email: string; password: string }): Problems<'email' | 'password'> {
  return {
    email: emailProblem(values.email),
    password: values.password ? undefined : required('fields.password'),
  };
}

/** The first field with a problem, in form order, to move the focus to. */
export function firstProblem<K extends string>(problems: Problems<K>, order: readonly K[]): K | undefined {
  return order.find((key) => problems[key]);
}
