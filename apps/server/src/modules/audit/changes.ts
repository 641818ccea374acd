/**
 * What a change changed, for its audit row: every field whose value differs, before → after only for the
 * fields the caller names as showable (a kind, a label, a state), never a value of a personal field.
 */
export interface AuditChange {
  field: string;
  before?: unknown;
  after?: unknown;
}

type Fields = Record<string, unknown>;

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** `before` null: created; `after` null: removed. */
export function auditChanges(
  before: Fields | null,
  after: Fields | null,
  showable: readonly string[] = [],
): AuditChange[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return fields
    .filter((field) => !same(before?.[field], after?.[field]))
    .map((field) =>
      showable.includes(field)
        ? { field, before: before?.[field] ?? null, after: after?.[field] ?? null }
        : { field },
    );
}

/** A service's answer to a change: what the caller gets, and what the audit row records. */
export interface Changed<T> {
  content: T;
  changes: AuditChange[];
}
