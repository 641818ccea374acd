/**
 * Where toasts go. The app wires the design system's toaster in at start; lib code (session, API client) only
 * knows this seam, so it stays testable without a DOM toaster.
 */
export interface Notifier {
  success(message: string): void;
  error(message: string): void;
}

let current: Notifier = { success: () => undefined, error: () => undefined };

export function setNotifier(notifier: Notifier): void {
  current = notifier;
}

export const notify: Notifier = {
  success: (message) => current.success(message),
  error: (message) => current.error(message),
};
