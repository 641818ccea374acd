import axios, {
  AxiosError,
  type AxiosInstance,
  type AxiosRequestConfig,
  type InternalAxiosRequestConfig,
} from 'axios';
import { readTokens, storeTokens } from './session';
import { TokenRefreshError } from './errors';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Set on the one retry after a refresh, so a second 401 ends the session instead of looping. */
    _retried?: boolean;
    /** The refresh call itself never triggers a refresh. */
    _isRefresh?: boolean;
    /** The caller's own abort signal, kept apart from ours so the retry can honour it. */
    _callerSignal?: AbortSignal;
    /** The access token the request went out with: a 401 on an already replaced token needs no new refresh. */
    _sentToken?: string | null;
    _controller?: AbortController;
    /**
     * A token scoped to one sharing grant (a share link's view): sent instead of the session's headers, and a
     * 401 on it is the answer, never a reason to refresh the session.
     */
    scopedToken?: string;
  }
}

export const REFRESH_PATH = '/v1/refresh-token';
/** The Web Lock every tab of the portal takes to refresh, so one refresh token is sent once. */
export const REFRESH_LOCK = 'portal-token-refresh';

/**
 * Runs `task` while no other tab of this origin runs one under `name` (Web Locks). Without them (an old
 * browser), at once: the server's short grace for the token just rotated keeps both tabs signed in then.
 */
function withTabLock<T>(name: string, task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? locks.request(name, task) : task();
}

export interface ApiClientOptions {
  /** `{host}`; '' is the portal's own origin. */
  baseURL: string;
  /** Ends the session (spec: logout) after the in-flight requests were aborted. */
  onSessionExpired: () => void;
  /** Shows the refresh failure as a toast (spec section 8). */
  onRefreshError: (error: unknown) => void;
  /**
   * The patient's chosen language, sent as Accept-Language so the server's error texts match the screen (the
   * browser's own header names the browser's language, not the one picked in the portal).
   */
  language?: () => string;
}

export interface ApiClient {
  http: AxiosInstance;
  /**
   * Refreshes the tokens once for every caller waiting at the same time (single flight), and once across the
   * portal's tabs (a Web Lock; a tab that waited uses the tokens the other one stored).
   */
  refreshTokens: () => Promise<void>;
  /** Aborts every request still in flight. */
  abortAll: () => void;
}

/** [API-1] The headers of spec section 7, read fresh on every call so a refresh is picked up by the retry. */
export function sessionHeaders(): Record<string, string> {
  const tokens = readTokens();
  const headers: Record<string, string> = {};
  if (tokens.access_token) headers.Authorization = `Bearer ${tokens.access_token}`;
  if (tokens.id_token) headers['Id-Authorization'] = tokens.id_token;
  if (tokens.refresh_token) headers['Refresh-Authorization'] = tokens.refresh_token;
  if (tokens.web_token) headers['X-CSRFToken'] = tokens.web_token;
  return headers;
}

interface RefreshAnswer {
  status_code?: unknown;
  status_text?: unknown;
  content?: { access_token?: string; id_token?: string; refresh_token?: string };
}

export function createApiClient({
  baseURL,
  onSessionExpired,
  onRefreshError,
  language,
}: ApiClientOptions): ApiClient {
  const http = axios.create({ baseURL, withCredentials: true });
  const inFlight = new Set<AbortController>();
  let refreshing: Promise<void> | null = null;
  let recovering: Promise<void> | null = null;

  const abortAll = () => {
    for (const controller of inFlight) controller.abort();
    inFlight.clear();
  };

  const endSession = () => {
    abortAll();
    onSessionExpired();
  };

  const refreshOnce = async (presented: string | null) => {
    // Another tab refreshed while this one waited for the lock: its tokens are in localStorage, which every
    // tab shares, and the token this tab would send is already spent.
    if (readTokens().refresh_token !== presented) return;
    const { data } = await http.get<RefreshAnswer>(REFRESH_PATH, { _isRefresh: true });
    // [API-6] only 200/"OK" counts; anything else is the spec's "unexpected response format"
    if (data?.status_code !== 200 || data.status_text !== 'OK' || !data.content?.access_token) {
      throw new TokenRefreshError();
    }
    storeTokens(data.content);
  };

  const refreshTokens = () => {
    if (!refreshing) {
      const presented = readTokens().refresh_token;
      refreshing = withTabLock(REFRESH_LOCK, () => refreshOnce(presented)).finally(() => {
        refreshing = null;
      });
    }
    return refreshing;
  };

  /** [API-4] [API-5] Concurrent 401s share one refresh; its failure is reported and ends the session once. */
  const recoverFrom401 = () => {
    recovering ??= refreshTokens()
      .catch((refreshError: unknown) => {
        onRefreshError(refreshError);
        endSession();
        throw refreshError;
      })
      .finally(() => {
        recovering = null;
      });
    return recovering;
  };

  http.interceptors.request.use((config: InternalAxiosRequestConfig) => {
    if (config.scopedToken) config.headers.set('Authorization', `Bearer ${config.scopedToken}`);
    else for (const [name, value] of Object.entries(sessionHeaders())) config.headers.set(name, value);
    if (language) config.headers.set('Accept-Language', language());
    config._sentToken = config.scopedToken ? null : readTokens().access_token;
    const controller = new AbortController();
    inFlight.add(controller);
    config._controller = controller;
    config._callerSignal ??= (config.signal as AbortSignal | undefined) ?? undefined;
    config.signal = config._callerSignal
      ? AbortSignal.any([config._callerSignal, controller.signal])
      : controller.signal;
    return config;
  });

  const forget = (config: AxiosRequestConfig | undefined) => {
    if (config?._controller) inFlight.delete(config._controller);
  };

  http.interceptors.response.use(
    (response) => {
      forget(response.config);
      return response;
    },
    async (error: unknown) => {
      if (!(error instanceof AxiosError) || !error.config) throw error;
      const config = error.config;
      forget(config);
      if (error.response?.status !== 401 || config._isRefresh) throw error;
      // Without a session there is nothing to refresh: a 401 to /v1/login is the answer, not an expiry
      if (!config._sentToken || !readTokens().refresh_token) throw error;

      // [API-5] the retry came back 401 too: the session is over
      if (config._retried) {
        endSession();
        throw error;
      }

      const alreadyRefreshed = config._sentToken !== readTokens().access_token;
      if (!alreadyRefreshed) await recoverFrom401();
      // [API-3] retried once; the request interceptor puts the new bearer token on it
      return http.request({ ...config, _retried: true, signal: config._callerSignal });
    },
  );

  return { http, refreshTokens, abortAll };
}
