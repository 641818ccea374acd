/**
 * The toast queue, outside React so any code (an API client, an error handler) can call
 * `toast.error(message)`; the <Toaster> renders it.
 */
export type ToastVariant = 'success' | 'error';

export interface ToastItem {
  id: number;
  variant: ToastVariant;
  message: string;
  open: boolean;
}

/** Spec section 9: top-right, 3000 ms, removed 1000 ms after dismissal, at most 20 kept. */
export const TOAST_DURATION_MS = 3000;
export const TOAST_REMOVE_DELAY_MS = 1000;
export const TOAST_LIMIT = 20;

type Listener = () => void;

let items: readonly ToastItem[] = [];
let nextId = 1;
const listeners = new Set<Listener>();
const removalTimers = new Map<number, ReturnType<typeof setTimeout>>();

function publish(next: readonly ToastItem[]) {
  items = next;
  for (const listener of listeners) listener();
}

function add(variant: ToastVariant, message: string): number {
  const id = nextId++;
  // The newest are kept; the oldest beyond the limit go at once.
  publish([...items, { id, variant, message, open: true }].slice(-TOAST_LIMIT));
  return id;
}

function dismiss(id: number) {
  if (!items.some((t) => t.id === id && t.open)) return;
  publish(items.map((t) => (t.id === id ? { ...t, open: false } : t)));
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id);
      publish(items.filter((t) => t.id !== id));
    }, TOAST_REMOVE_DELAY_MS),
  );
}

export const toast = {
  success: (message: string) => add('success', message),
  error: (message: string) => add('error', message),
  dismiss,
  /** Drops every toast at once (e.g. on logout, or between tests). */
  clear() {
    for (const timer of removalTimers.values()) clearTimeout(timer);
    removalTimers.clear();
    publish([]);
  },
};

export const toastStore = {
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot: () => items,
};
