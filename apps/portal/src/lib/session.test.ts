import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeJwt } from '../testing/jwt';
import { hasValidAccessToken, logout, onLogout, readTokens, storeTokens } from './session';
import { decodePatientProfile } from './profile';

describe('session storage', () => {
  it('[SESS-1] stores access, id, refresh and web tokens, each only if non-empty', () => {
    storeTokens({ access_token: 'a', id_token: '', refresh_token: 'r', web_token: 'w' });
    expect(readTokens()).toEqual({ access_token: 'a', id_token: null, refresh_token: 'r', web_token: 'w' });
    storeTokens({ access_token: '  ', id_token: null, refresh_token: undefined });
    expect(localStorage.getItem('access_token')).toBe('a');
  });

  it('[SESS-2] a refresh replaces the stored tokens', () => {
    storeTokens({ access_token: 'a1', id_token: 'i1', refresh_token: 'r1', web_token: 'w1' });
    storeTokens({ access_token: 'a2', id_token: 'i2', refresh_token: 'r2' });
    expect(readTokens()).toEqual({
      access_token: 'a2',
      id_token: 'i2',
      refresh_token: 'r2',
      web_token: 'w1',
    });
  });

  it.each([
    ['a decodable JWT', makeJwt({ sub: 'p1' }), true],
    ['an opaque string', 'not-a-jwt', false],
    ['a JWT with a broken payload', 'eyJhbGciOiJIUzI1NiJ9.@@@.sig', false],
    ['nothing', null, false],
  ])('[GUARD-5] %s counts as a token: %s', (_case, token, expected) => {
    if (token) localStorage.setItem('access_token', token);
    expect(hasValidAccessToken()).toBe(expected);
  });
});

describe('logout', () => {
  const fetchMock = vi.fn(async () => new Response('{}'));
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockClear();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('[SESS-3] [ROUTE-3] resets client state, clears the interval, wipes storage and cookies, goes to /login', async () => {
    storeTokens({ access_token: 'a', id_token: 'i', refresh_token: 'r', web_token: 'w' });
    localStorage.setItem('i18nextLng', 'es');
    vi.useFakeTimers();
    const tick = vi.fn();
    const intervalId = window.setInterval(tick, 10);
    localStorage.setItem('current_interval_id', String(intervalId));
    sessionStorage.setItem('draft', 'x');
    document.cookie = 'session_hint=1; path=/';
    document.cookie = 'other=2; path=/';
    const resetState = vi.fn();
    const stop = onLogout(resetState);
    const goTo = vi.fn();

    logout({ goTo });
    stop();
    vi.advanceTimersByTime(1000);

    expect(resetState).toHaveBeenCalledTimes(1);
    expect(tick).not.toHaveBeenCalled();
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
    expect(document.cookie).toBe('');
    expect(goTo).toHaveBeenCalledWith('/login');
  });

  it('[SESS-4] revokes the session on the server with the stored tokens', async () => {
    storeTokens({ access_token: 'a', id_token: 'i', refresh_token: 'r', web_token: 'w' });
    logout({ goTo: vi.fn(), apiHost: 'https://api.example.com' });
    await Promise.resolve();
    expect(fetchMock).toHaveBeenCalledWith('https://api.example.com/v1/logout', {
      method: 'POST',
      credentials: 'include',
      keepalive: true,
      headers: {
        Authorization: 'Bearer a',
        'Id-Authorization': 'i',
        'Refresh-Authorization': 'r',
        'X-CSRFToken': 'w',
      },
    });
  });

  it('[ROUTE-3] ends on /login even with nothing stored, and without calling the server', async () => {
    const goTo = vi.fn();
    logout({ goTo });
    await Promise.resolve();
    expect(goTo).toHaveBeenCalledWith('/login');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('patientProfile', () => {
  it('[SESS-5] is the decoded id_token', () => {
    const onError = vi.fn();
    const profile = decodePatientProfile(makeJwt({ given_name: 'Dana', family_name: 'Demo' }), onError);
    expect(profile).toMatchObject({ given_name: 'Dana', family_name: 'Demo' });
    expect(onError).not.toHaveBeenCalled();
  });

  it('[SESS-5] is {} with an error toast when decoding fails', () => {
    const onError = vi.fn();
    expect(decodePatientProfile('garbage', onError)).toEqual({});
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('is {} without a toast when there is no id token yet', () => {
    const onError = vi.fn();
    expect(decodePatientProfile(null, onError)).toEqual({});
    expect(onError).not.toHaveBeenCalled();
  });
});

describe('logout keeps the language', () => {
  it('[ROUTE-3] carries a non-default language to /login in the URL, since the wipe removes i18nextLng', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}')),
    );
    const goTo = vi.fn();
    logout({ goTo, language: 'es' });
    expect(goTo).toHaveBeenCalledWith('/login?lng=es');
    vi.unstubAllGlobals();
  });
});
