import { nextCoordinatorCall, withinCoordinatorHours } from '@portal/contract';

/** The device's zone: the one a patient picks a time in ("in your local time"). */
export const deviceTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

const pad = (n: number) => String(n).padStart(2, '0');

/** A datetime-local value ("2026-11-30T09:00") for an instant, on the device's clock. */
export function toLocalInput(at: Date): string {
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

/** The form's first suggestion: the next time a coordinator could call. */
export const suggestedCallTime = (now: Date = new Date()) =>
  toLocalInput(nextCoordinatorCall(now, deviceTimeZone()));

export type CallTimeProblem = 'preferred_time_range' | 'preferred_time_hours';

/**
 * What is wrong with a call time typed on the device's clock [IDV-5]: not from now to 30 days ahead, or
 * outside the coordinators' hours (the server checks both again).
 */
export function callTimeProblem(
  typed: string,
  now: Date = new Date(),
  timeZone: string = deviceTimeZone(),
): CallTimeProblem | null {
  const when = new Date(typed);
  const ahead = when.getTime() - now.getTime();
  if (Number.isNaN(ahead) || ahead < 0 || ahead > 30 * 24 * 3600_000) return 'preferred_time_range';
  return withinCoordinatorHours(when, timeZone) ? null : 'preferred_time_hours';
}
