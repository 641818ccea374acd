import { useSyncExternalStore } from 'react';
import { AUTH_HEADERS } from '@portal/contract';
import { onLogout } from './session';

/**
 * [SHARE-2] Whose records the signed-in account is reading: its own (null) or someone it cares for, chosen in
 * the header's switch. Kept for this tab only (sessionStorage) and forgotten at logout. The choice decides
 * nothing on its own: each read sends the grant's id with the caregiver's own session, and the server reads
 * only under a grant this account holds and that is in force at that moment.
 */
export interface CaredForChoice {
  grantId: string;
  /** As the server named them when they were chosen, to say on every screen whose records these are. */
  name: string;
}

const STORAGE_KEY = 'portal.readingAs';
const listeners = new Set<() => void>();

function stored(): CaredForChoice | null {
  try {
    const value = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null') as Partial<CaredForChoice> | null;
    return typeof value?.grantId === 'string' && typeof value.name === 'string'
      ? { grantId: value.grantId, name: value.name }
      : null;
  } catch {
    return null;
  }
}

let current: CaredForChoice | null = stored();

/** Switches to someone cared for, or back to one's own records (null). */
export function readAs(person: CaredForChoice | null): void {
  if (person?.grantId === current?.grantId) return;
  current = person;
  if (person) sessionStorage.setItem(STORAGE_KEY, JSON.stringify(person));
  else sessionStorage.removeItem(STORAGE_KEY);
  for (const listener of listeners) listener();
}

export function useReadingAs(): CaredForChoice | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
    () => null,
  );
}

/** The request headers of a read made for someone cared for. */
export const careGrantHeaders = (grantId: string) => ({ [AUTH_HEADERS.careGrant]: grantId });

onLogout(() => readAs(null));
