import { extractErrorCode, extractErrorMessage } from './errors';

function refusalParams(error: unknown): Record<string, unknown> {
  const data = (error as { response?: { data?: { params?: unknown } } } | null)?.response?.data;
  const params = typeof data === 'object' && data !== null ? data.params : undefined;
  return typeof params === 'object' && params !== null ? (params as Record<string, unknown>) : {};
}

/**
 * Which of a form's fields a server refusal concerns, with its message, for the form to show it there (not in a
 * toast that is gone in three seconds): `fields` maps what the server names to the form's field, tried in this
 * order: the refused path (`primary.address1`), its last part (`address1`), the request field (`phone`), the
 * refusal's code (`PHONE_ALREADY_ADDED`). Undefined when the refusal is about none of them (the caller toasts it).
 */
export function refusalField<F extends string>(
  error: unknown,
  fields: Readonly<Partial<Record<string, F>>>,
): { field: F; message: string } | undefined {
  const params = refusalParams(error);
  const path = typeof params.path === 'string' ? params.path : undefined;
  const names = [
    path,
    path?.split('.').at(-1),
    typeof params.field === 'string' ? params.field : undefined,
    extractErrorCode(error),
  ];
  for (const name of names) {
    if (name === undefined || !Object.hasOwn(fields, name)) continue;
    const field = fields[name];
    if (field !== undefined) return { field, message: extractErrorMessage(error) };
  }
  return undefined;
}
