import type { AxiosInstance, AxiosRequestConfig } from 'axios';
import { env } from '../config/env';
import type { ApiClient } from './api-client';
import { extractErrorMessage, TokenRefreshError } from './errors';
import { currentLanguage, i18n } from './i18n';
import { notify } from './notify';
import { rememberLogoutReason, type LogoutReason } from './logout-reason';
import { withNextPage } from './resume';
import { logout, onLogout } from './session';
import { createRequests } from './requests';
import { takeFirstRead } from './first-reads';

/** The generic error toast (spec section 8), in the patient's language where the text is ours. */
export function showErrorToast(error: unknown): void {
  // aborted by logout or by leaving the screen: nothing to tell (axios marks it ERR_CANCELED)
  if ((error as { code?: unknown } | null)?.code === 'ERR_CANCELED') return;
  const message =
    error instanceof TokenRefreshError
      ? i18n.t('errors.tokenRefreshFailed')
      : extractErrorMessage(error, i18n.t('errors.unknown'));
  notify.error(message);
}

export interface EndSessionOptions {
  /** False when the page is already being left. */
  redirect?: boolean;
  /** Why, for the login page to say so. */
  reason?: LogoutReason;
  /** The page the patient had opened, to open again after login (checked: only a page of the app). */
  next?: string;
}

/** Logs out from anywhere in the app, keeping the patient's language (and the page asked for) for the login page. */
export function endSession({ reason, next, ...options }: EndSessionOptions = {}): void {
  logout({
    apiHost: env.VITE_API_HOST,
    language: currentLanguage(),
    goTo: (path) => window.location.assign(withNextPage(path, next)),
    ...options,
  });
  // after logout's wipe of both storages, before the login page loads
  if (reason) rememberLogoutReason(reason);
}

/**
 * The HTTP client (axios, about 22 KiB of gzip) loads with the first request instead of with the app, so the
 * login page paints without it; main.tsx preloads it once the page is idle.
 */
let client: Promise<ApiClient> | undefined;
const loadClient = () =>
  (client ??= import('./api-client').then(({ createApiClient }) =>
    createApiClient({
      baseURL: env.VITE_API_HOST,
      onSessionExpired: () => endSession({ reason: 'session-ended' }),
      onRefreshError: showErrorToast,
      language: currentLanguage,
    }),
  ));

/** Starts loading the HTTP client before the first request needs it (main.tsx, once the page is idle). */
export const preloadApiClient = () => void loadClient();

/** Refreshes the tokens once for every caller waiting at the same time (single flight). */
export const refreshTokens = () => loadClient().then((c) => c.refreshTokens());

// Nothing is in flight before the client exists
onLogout(() => void client?.then((c) => c.abortAll()));

/** A read the page's first script already sent (src/lib/first-reads.ts) is taken over, not sent again. */
const http: Pick<AxiosInstance, 'request' | 'get'> = {
  request<T, R, D>(config: AxiosRequestConfig<D>) {
    return takeFirstRead<T>(config).then(
      (first) =>
        // the same answer axios would give createRequests: the parsed body as `data`
        (first as never) ?? loadClient().then((c) => c.http.request<T, R, D>(config)),
    );
  },
  get<T, R, D>(url: string, config?: AxiosRequestConfig<D>) {
    return http.request<T, R, D>({ ...config, method: 'GET', url });
  },
};

/** The one way features talk to the server. */
export const api = createRequests(http);

/** The one SWR fetcher: the key is the API path, the value the envelope's content. */
export const swrFetcher = (key: string) => api.get<unknown>(key);
