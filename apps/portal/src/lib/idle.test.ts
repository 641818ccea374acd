import { describe, expect, it } from 'vitest';
import { idlePhase, logOutLabelKey } from './idle';

const t0 = 1_700_000_000_000;

describe('idlePhase', () => {
  it.each([
    [0, { phase: 'active' }],
    [839_999, { phase: 'active' }],
    [840_000, { phase: 'warning', secondsLeft: 60 }],
    [840_001, { phase: 'warning', secondsLeft: 60 }],
    [841_000, { phase: 'warning', secondsLeft: 59 }],
    [898_999, { phase: 'warning', secondsLeft: 2 }],
    [899_000, { phase: 'warning', secondsLeft: 1 }],
    [900_000, { phase: 'expired' }],
  ])('[IDLE-1] [IDLE-2] %i ms after the last activity → %j', (idleFor, expected) => {
    expect(idlePhase(t0 + idleFor, t0)).toEqual(expected);
  });

  it('[IDLE-7] a tab woken after a long throttled sleep is judged by the clock, not by ticks', () => {
    expect(idlePhase(t0 + 30 * 60_000, t0)).toEqual({ phase: 'expired' });
    expect(idlePhase(t0 + 850_000, t0)).toEqual({ phase: 'warning', secondsLeft: 50 });
  });
});

describe('logOutLabelKey', () => {
  it.each([
    ['/login', 'exit'],
    ['/login/mfa/confirm', 'exit'],
    ['/signup', 'exit'],
    ['/signup/verify/id', 'exit'],
    ['/home', 'logOut'],
    ['/hippa', 'logOut'],
    ['/loginx', 'logOut'],
  ])('[IDLE-6] on %s the log-out button says %s', (path, key) => {
    expect(logOutLabelKey(path)).toBe(key);
  });
});
