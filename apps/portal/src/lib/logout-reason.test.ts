import { describe, expect, it } from 'vitest';
import { LOGOUT_REASON_KEY, rememberLogoutReason, takeLogoutReason } from './logout-reason';

describe('the reason a session ended', () => {
  it('is said once, and the first reason of a page wins over the aborted requests that follow it', () => {
    rememberLogoutReason('inactivity');
    sessionStorage.clear(); // a second logout's wipe
    rememberLogoutReason('session-ended');
    expect(takeLogoutReason()).toBe('inactivity');
    expect(takeLogoutReason()).toBeNull();
  });

  it('a value the portal never writes is no reason', () => {
    sessionStorage.setItem(LOGOUT_REASON_KEY, '<img src=x>');
    expect(takeLogoutReason()).toBeNull();
  });
});
