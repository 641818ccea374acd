/**
 * What a patient has typed in a multi-step form, kept across a reload (a phone reloads a page by itself when
 * it switches apps) and Back. In sessionStorage: this tab only, gone with the tab, wiped at logout with the rest
 * [SESS-3], never sent anywhere, and never a password (callers leave it out). A draft older than the server's
 * idle timeout is dropped, so a sign-up left on a shared computer does not wait there for the next person.
 */
const PREFIX = 'draft:';
export const DRAFT_MAX_AGE_MS = 30 * 60 * 1000;

interface Stored<T> {
  saved_at: number;
  value: T;
}

export type DraftName =
  'signup' | 'addresses' | 'kitOrder' | 'shareLink' | 'caregiverInvite' | 'insurance' | 'newPhone';

export function readDraft<T>(name: DraftName, now = Date.now()): T | null {
  try {
    const stored = JSON.parse(sessionStorage.getItem(PREFIX + name) ?? 'null') as Stored<T> | null;
    if (!stored || typeof stored.saved_at !== 'number' || now - stored.saved_at > DRAFT_MAX_AGE_MS) {
      clearDraft(name);
      return null;
    }
    return stored.value;
  } catch {
    return null;
  }
}

export function saveDraft<T>(name: DraftName, value: T, now = Date.now()): void {
  try {
    sessionStorage.setItem(PREFIX + name, JSON.stringify({ saved_at: now, value } satisfies Stored<T>));
  } catch {
    // storage refused (private mode, quota): the form still works, a reload just starts it again
  }
}

export function clearDraft(name: DraftName): void {
  try {
    sessionStorage.removeItem(PREFIX + name);
  } catch {
    // nothing kept, nothing to clear
  }
}

/** Inputs whose value is never kept: a password or passcode is a secret, a file cannot be put back. */
const NEVER_KEPT = new Set(['password', 'file', 'hidden', 'checkbox', 'radio', 'submit', 'button']);

/**
 * The text a patient typed or chose in a form's named fields, by name, to keep in a draft: never a password
 * field's (a share link's passcode) nor a file's. Checkboxes and radios are the screen's own state.
 */
export function typedValues(form: HTMLFormElement): Record<string, string> {
  const values: Record<string, string> = {};
  for (const element of Array.from(form.elements)) {
    if (
      !(element instanceof HTMLInputElement) &&
      !(element instanceof HTMLSelectElement) &&
      !(element instanceof HTMLTextAreaElement)
    )
      continue;
    if (!element.name || (element instanceof HTMLInputElement && NEVER_KEPT.has(element.type))) continue;
    values[element.name] = element.value;
  }
  return values;
}
