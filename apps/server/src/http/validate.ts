import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError } from './errors.js';

/**
 * Parses a request part with a contract schema. On failure the first issue becomes
 * `400 VALIDATION_FAILED - <message naming the field>`; the error handler localises it.
 */
export function parse<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue?.path.length ? String(issue.path[0]) : 'body';
  const missing = issue?.code === 'invalid_type' && valueAt(value, issue.path) === undefined;
  const max = issueMax(issue);
  throw new AppError('VALIDATION_FAILED', 400, {
    field,
    key: missing ? 'required' : validationKey(issue),
    // the whole path, for a form to show the refusal at the input it concerns (`primary.address1`)
    ...(issue && issue.path.length > 1 && issue.path.every(isSchemaKey)
      ? { path: issue.path.map(String).join('.') }
      : {}),
    ...(max === undefined ? {} : { max }),
  });
}

/**
 * A path part the schema names (a field or an index), never a key the caller chose (a record's), so the answer
 * never repeats what was sent.
 */
const isSchemaKey = (part: PropertyKey) =>
  typeof part === 'number' || (typeof part === 'string' && /^[a-z][a-z0-9_]{0,39}$/.test(part));

/** The length cap a too-long text broke (zod's own bound, or a rule's `params.max`), for the message to name. */
function issueMax(issue: z.core.$ZodIssue | undefined): number | undefined {
  if (issue?.code === 'too_big' && issue.origin === 'string') return Number(issue.maximum);
  const max = issue?.code === 'custom' ? (issue.params as { max?: unknown } | undefined)?.max : undefined;
  return typeof max === 'number' ? max : undefined;
}

function valueAt(value: unknown, path: readonly PropertyKey[]): unknown {
  let current = value;
  for (const key of path) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}

/** Contract schemas carry message keys; zod's own issues map onto the closest generic key. */
export function validationKey(issue: z.core.$ZodIssue | undefined): string {
  if (!issue) return 'invalid';
  if (/^[a-z_]+$/.test(issue.message)) return issue.message;
  if (issue.code === 'too_big') return 'too_long';
  if (issue.code === 'too_small') return 'too_short';
  return 'invalid';
}

export const body = <S extends z.ZodType>(request: FastifyRequest, schema: S) => parse(schema, request.body);
export const query = <S extends z.ZodType>(request: FastifyRequest, schema: S) =>
  parse(schema, request.query);
export const params = <S extends z.ZodType>(request: FastifyRequest, schema: S) =>
  parse(schema, request.params);
