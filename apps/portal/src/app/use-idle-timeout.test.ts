import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useIdleTimeout } from './use-idle-timeout';

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-21T10:00:00Z') });
});
afterEach(() => vi.useRealTimers());

function setup(refresh: () => Promise<void> = async () => undefined) {
  const onExpire = vi.fn();
  const onRefreshError = vi.fn();
  const hook = renderHook(() => useIdleTimeout({ enabled: true, onExpire, refresh, onRefreshError }));
  return { ...hook, onExpire, onRefreshError };
}

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('the idle timeout of a logged-in patient', () => {
  it('[IDLE-1] opens after 840000 ms without activity with 60 s that tick each second', () => {
    const { result } = setup();
    advance(839_000);
    expect(result.current.open).toBe(false);
    advance(1_000);
    expect(result.current).toMatchObject({ open: true, secondsLeft: 60 });
    advance(1_000);
    expect(result.current.secondsLeft).toBe(59);
    advance(1_000);
    expect(result.current.secondsLeft).toBe(58);
  });

  it('[IDLE-2] logs out at 0', () => {
    const { result, onExpire } = setup();
    advance(840_000 + 59_000);
    expect(result.current.secondsLeft).toBe(1);
    expect(onExpire).not.toHaveBeenCalled();
    advance(1_000);
    expect(onExpire).toHaveBeenCalledTimes(1);
    expect(result.current.open).toBe(false);
  });

  it('[IDLE-3] continueSession refreshes; the dialog closes and the countdown is back at 60 and stopped', async () => {
    const refresh = vi.fn(async () => undefined);
    const { result, onExpire } = setup(refresh);
    advance(850_000);
    expect(result.current.secondsLeft).toBe(50);
    await act(() => result.current.continueSession());
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(result.current).toMatchObject({ open: false, secondsLeft: 60 });
    advance(5_000);
    expect(result.current).toMatchObject({ open: false, secondsLeft: 60 });
    advance(840_000);
    expect(result.current.open).toBe(true);
    expect(onExpire).not.toHaveBeenCalled();
  });

  it('[IDLE-4] a failed continueSession shows the error and logs out', async () => {
    const failure = new Error('REFRESH_TOKEN_INVALID - Sign in again.');
    const { result, onExpire, onRefreshError } = setup(async () => Promise.reject(failure));
    advance(840_000);
    await act(() => result.current.continueSession());
    expect(onRefreshError).toHaveBeenCalledWith(failure);
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('[IDLE-5] activity resets the timer, at most once per 500 ms', () => {
    const { result } = setup();
    advance(800_000);
    act(() => void window.dispatchEvent(new Event('keydown')));
    advance(800_000);
    expect(result.current.open).toBe(false);
    advance(40_000);
    expect(result.current.open).toBe(true);
  });

  it('[IDLE-5] activity within 500 ms of the last recorded one does not move the timer', () => {
    const { result } = setup();
    advance(600);
    act(() => void window.dispatchEvent(new Event('pointermove')));
    advance(450);
    act(() => void window.dispatchEvent(new Event('pointermove')));
    // recorded at 600 ms, so the tick at 841 s opens it; had 1050 ms counted, it would open at 842 s
    advance(841_000 - 1_050);
    expect(result.current.open).toBe(true);
  });

  it('[IDLE-5] activity while the dialog shows does not close it', () => {
    const { result } = setup();
    advance(845_000);
    act(() => void window.dispatchEvent(new Event('keydown')));
    advance(1_000);
    expect(result.current).toMatchObject({ open: true, secondsLeft: 54 });
  });

  it('[IDLE-7] stays right when the tab was throttled: the clock jumps, ticks were missed', () => {
    const { result, onExpire } = setup();
    // a background tab: the clock moves 14 min 30 s but no interval ran until now
    act(() => {
      vi.setSystemTime(Date.now() + 870_000);
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(result.current).toMatchObject({ open: true, secondsLeft: 30 });
    act(() => {
      vi.setSystemTime(Date.now() + 31_000);
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('stores the running timer as current_interval_id and removes it when stopped', () => {
    const { unmount } = setup();
    expect(Number(localStorage.getItem('current_interval_id'))).toBeGreaterThan(0);
    unmount();
    expect(localStorage.getItem('current_interval_id')).toBeNull();
  });
});
