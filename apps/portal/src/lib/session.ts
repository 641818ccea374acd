import { jwtDecode } from 'jwt-decode';
import { paths } from '../config/paths';

/** Spec section 3, "Session (browser local storage)". */
export const storageKeys = {
  accessToken: 'access_token',
  idToken: 'id_token',
  refreshToken: 'refresh_token',
  webToken: 'web_token',
  language: 'i18nextLng',
  intervalId: 'current_interval_id',
} as const;

export interface SessionTokens {
  access_token?: string | null;
  id_token?: string | null;
  refresh_token?: string | null;
  web_token?: string | null;
}

const tokenKeys = ['access_token', 'id_token', 'refresh_token', 'web_token'] as const;

const tokenListeners = new Set<() => void>();

/**
 * Follows the stored tokens: a refresh brings a new id token (a changed legal name, say) and what shows its
 * claims re-renders. Answers how to stop.
 */
export function onTokensStored(listener: () => void): () => void {
  tokenListeners.add(listener);
  return () => tokenListeners.delete(listener);
}

/** [SESS-1] [SESS-2] Stores each token only if it is non-empty, replacing the one stored before. */
export function storeTokens(tokens: SessionTokens): void {
  for (const key of tokenKeys) {
    const value = tokens[key];
    if (typeof value === 'string' && value.trim() !== '') localStorage.setItem(key, value);
  }
  for (const listener of tokenListeners) listener();
}

export function readTokens(): Required<{ [K in keyof SessionTokens]: string | null }> {
  return {
    access_token: localStorage.getItem(storageKeys.accessToken),
    id_token: localStorage.getItem(storageKeys.idToken),
    refresh_token: localStorage.getItem(storageKeys.refreshToken),
    web_token: localStorage.getItem(storageKeys.webToken),
  };
}

/** [GUARD-5] A stored access token counts only if it decodes as a JWT (expiry is the server's call: 401 → refresh). */
export function hasValidAccessToken(): boolean {
  const token = localStorage.getItem(storageKeys.accessToken);
  if (!token) return false;
  try {
    jwtDecode(token);
    return true;
  } catch {
    return false;
  }
}

/** Things holding client state (SWR cache, in-flight requests, timers) register how to forget it. */
const resetters = new Set<() => void>();
export function onLogout(reset: () => void): () => void {
  resetters.add(reset);
  return () => resetters.delete(reset);
}

export function expireAllCookies(): void {
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

export interface LogoutOptions {
  /** Where the API lives ('' = this origin). */
  apiHost?: string;
  /** False when the page is already being left: wipe, revoke, but do not navigate. */
  redirect?: boolean;
  /** Seam for tests; a full page load guarantees every bit of in-memory state is gone. */
  goTo?: (path: string) => void;
  /** The patient's language, carried in the URL because the wipe removes i18nextLng. */
  language?: string;
}

let loggingOut = false;

/**
 * [SESS-3] [SESS-4] [ROUTE-3] Logs the patient out: revokes the session on the server, resets client state,
 * clears the stored interval timer, wipes both storages, expires every cookie at path / and goes to /login.
 * The revocation is sent with keepalive before the wipe so it survives the navigation and still has the tokens.
 */
export function logout({
  apiHost = '',
  redirect = true,
  goTo = (path) => window.location.assign(path),
  language,
}: LogoutOptions = {}): void {
  if (loggingOut) return;
  loggingOut = true;
  try {
    const tokens = readTokens();
    if (tokens.access_token || tokens.refresh_token) {
      const headers: Record<string, string> = {};
      if (tokens.access_token) headers.Authorization = `Bearer ${tokens.access_token}`;
      if (tokens.id_token) headers['Id-Authorization'] = tokens.id_token;
      if (tokens.refresh_token) headers['Refresh-Authorization'] = tokens.refresh_token;
      if (tokens.web_token) headers['X-CSRFToken'] = tokens.web_token;
      void fetch(`${apiHost}/v1/logout`, {
        method: 'POST',
        headers,
        credentials: 'include',
        keepalive: true,
      }).catch(
        () => undefined, // the session still ends in this browser; the server expires it anyway
      );
    }

    for (const reset of resetters) {
      try {
        reset();
      } catch {
        // one broken resetter must not keep the patient logged in
      }
    }

    const intervalId = Number(localStorage.getItem(storageKeys.intervalId));
    if (Number.isFinite(intervalId) && intervalId > 0) window.clearInterval(intervalId);

    localStorage.clear();
    sessionStorage.clear();
    expireAllCookies();
    if (redirect)
      goTo(
        language && language !== 'en' ? `${paths.login}?lng=${encodeURIComponent(language)}` : paths.login,
      );
  } finally {
    // a redirect replaces the page; without one (tests, pagehide) a later logout must still work
    queueMicrotask(() => {
      loggingOut = false;
    });
  }
}
