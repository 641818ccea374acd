import type { SharedCatalogue } from '@portal/contract';
import type { z } from 'zod';
import type { Problem } from './problem-text';

type ValidationKey = keyof SharedCatalogue['validation'];
type FieldKey = keyof SharedCatalogue['fields'];

/**
 * A form checked with the contract's own schema before it is sent: each field's first problem, worded
 * as the server words it (`validation.<key>` naming `fields.<field>`), so the browser and the server never
 * disagree about a rule. Empty when the form can be sent.
 */
export function formProblems<S extends z.ZodType>(
  schema: S,
  value: unknown,
): Partial<Record<string, Problem>> {
  const result = schema.safeParse(value);
  if (result.success) return {};
  const problems: Partial<Record<string, Problem>> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[issue.path.length - 1] ?? 'body');
    const inner = issue.path.length > 1 ? String(issue.path[0]) : field;
    if (problems[inner]) continue;
    const key = /^[a-z_]+$/.test(issue.message)
      ? issue.message
      : issue.code === 'too_big'
        ? 'too_long'
        : 'invalid';
    problems[inner] = {
      key: `validation.${key as ValidationKey}`,
      field: `fields.${(issue.path.length > 1 ? inner : field) as FieldKey}`,
      ...(issue.code === 'too_big' && issue.origin === 'string' ? { max: Number(issue.maximum) } : {}),
    };
  }
  return problems;
}
