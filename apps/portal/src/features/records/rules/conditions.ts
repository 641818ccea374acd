import { ACTIVE_CONDITION_STATUSES, type RecordItem } from '@portal/contract';

/**
 * A page of conditions split the way the server orders them: current problems (active, recurrence, relapse),
 * then everything else (resolved, inactive, in remission, ruled out, or no status recorded). Order within each is kept.
 */
export function splitConditions<T extends Pick<RecordItem, 'status'>>(
  items: readonly T[],
): { active: T[]; past: T[] } {
  const active = items.filter(
    (item) => item.status !== null && ACTIVE_CONDITION_STATUSES.includes(item.status),
  );
  return { active, past: items.filter((item) => !active.includes(item)) };
}
