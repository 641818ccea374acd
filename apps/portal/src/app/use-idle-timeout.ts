import { useCallback, useEffect, useRef, useState } from 'react';
import { ACTIVITY_DEBOUNCE_MS, COUNTDOWN_SECONDS, idlePhase, TICK_MS } from '../lib/idle';
import { storageKeys } from '../lib/session';

const activityEvents = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'scroll', 'touchstart'] as const;

export interface IdleTimeout {
  open: boolean;
  secondsLeft: number;
  /** Refreshes the tokens; on success the dialog closes and the countdown is back at 60. */
  continueSession: () => Promise<void>;
}

interface Options {
  enabled: boolean;
  onExpire: () => void;
  refresh: () => Promise<void>;
  onRefreshError: (error: unknown) => void;
  now?: () => number;
}

/** [IDLE-1..7] The idle timer of a logged-in patient. */
export function useIdleTimeout({
  enabled,
  onExpire,
  refresh,
  onRefreshError,
  now = Date.now,
}: Options): IdleTimeout {
  const lastActivity = useRef(now());
  const lastRecorded = useRef(0);
  const [state, setState] = useState({ open: false, secondsLeft: COUNTDOWN_SECONDS });
  const open = useRef(false);
  const expire = useRef(onExpire);
  expire.current = onExpire;

  const evaluate = useCallback(() => {
    const phase = idlePhase(now(), lastActivity.current);
    if (phase.phase === 'expired') {
      open.current = false;
      setState({ open: false, secondsLeft: COUNTDOWN_SECONDS });
      expire.current();
      return;
    }
    const next =
      phase.phase === 'warning'
        ? { open: true, secondsLeft: phase.secondsLeft }
        : { open: false, secondsLeft: COUNTDOWN_SECONDS };
    open.current = next.open;
    setState((prev) => (prev.open === next.open && prev.secondsLeft === next.secondsLeft ? prev : next));
  }, [now]);

  useEffect(() => {
    if (!enabled) return;
    lastActivity.current = now();
    // [IDLE-5] activity counts only while the dialog is hidden, at most once per debounce window
    const onActivity = () => {
      const at = now();
      if (open.current || at - lastRecorded.current < ACTIVITY_DEBOUNCE_MS) return;
      lastRecorded.current = at;
      lastActivity.current = at;
    };
    for (const name of activityEvents) window.addEventListener(name, onActivity, { passive: true });
    document.addEventListener('visibilitychange', evaluate);
    const id = window.setInterval(evaluate, TICK_MS);
    // The spec's current_interval_id: logout clears the timer it names
    localStorage.setItem(storageKeys.intervalId, String(id));
    return () => {
      window.clearInterval(id);
      if (localStorage.getItem(storageKeys.intervalId) === String(id))
        localStorage.removeItem(storageKeys.intervalId);
      for (const name of activityEvents) window.removeEventListener(name, onActivity);
      document.removeEventListener('visibilitychange', evaluate);
      open.current = false;
      setState({ open: false, secondsLeft: COUNTDOWN_SECONDS });
    };
  }, [enabled, evaluate, now]);

  const continueSession = useCallback(async () => {
    try {
      await refresh();
      lastActivity.current = now();
      open.current = false;
      setState({ open: false, secondsLeft: COUNTDOWN_SECONDS });
    } catch (error) {
      onRefreshError(error);
      expire.current();
    }
  }, [refresh, onRefreshError, now]);

  return { open: enabled && state.open, secondsLeft: state.secondsLeft, continueSession };
}
