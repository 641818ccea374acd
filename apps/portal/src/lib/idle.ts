/** Spec section 9. */
export const IDLE_TIMEOUT_MS = 840_000;
export const COUNTDOWN_SECONDS = 60;
export const ACTIVITY_DEBOUNCE_MS = 500;
export const TICK_MS = 1_000;

export type IdlePhase =
  { phase: 'active' } | { phase: 'warning'; secondsLeft: number } | { phase: 'expired' };

/**
 * Where the idle session stands, from timestamps only. Background tabs throttle timers (to once a minute or
 * less), so counting ticks would drift; elapsed wall-clock time is always right [IDLE-7].
 */
export function idlePhase(now: number, lastActivityAt: number): IdlePhase {
  const idleFor = now - lastActivityAt;
  if (idleFor < IDLE_TIMEOUT_MS) return { phase: 'active' };
  const secondsLeft = Math.ceil((IDLE_TIMEOUT_MS + COUNTDOWN_SECONDS * 1000 - idleFor) / 1000);
  return secondsLeft > 0 ? { phase: 'warning', secondsLeft } : { phase: 'expired' };
}

/** The log-out button reads "exit" while the patient is still signing up or logging in [IDLE-6]. */
export function logOutLabelKey(path: string): 'exit' | 'logOut' {
  return /^\/(login|signup)(\/|$)/.test(path) ? 'exit' : 'logOut';
}
