import { describe, expect, it } from 'vitest';
import { resetLinkState } from './reset-link-state';

const refused = (error: string) => ({
  response: { data: { status_code: 400, status_text: 'Bad Request', error } },
});

describe('resetLinkState', () => {
  it.each([
    ['no answer yet', {}, 'checking'],
    ['the link works', { data: { valid: true } }, 'live'],
    ['expired, used or unknown', { error: refused('RESET_LINK_INVALID - x') }, 'dead'],
    ['a malformed token', { error: refused('VALIDATION_FAILED - x') }, 'unchecked'],
    ['no network', { error: new Error('Network Error') }, 'unchecked'],
    ['a rate limit', { error: refused('RATE_LIMITED - x') }, 'unchecked'],
  ] as const)('[AUTH-4] %s → %s', (_, check, expected) => {
    expect(resetLinkState(check)).toBe(expected);
  });
});
