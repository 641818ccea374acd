import type { AxiosInstance, AxiosRequestConfig } from 'axios';
import { env } from '../config/env';
import type { ApiClient } from './api-client';
import { extractErrorMessage, TokenRefreshError } from './errors';
import { currentLanguage, i18n } from './i18n';
import { notify } from './notify';
import { logout, onLogout } from './session';
import { createRequests } from './requests';

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

/** Logs out from anywhere in the app, keeping the patient's language for the login page. */
export function endSession(options: { redirect?: boolean } = {}): void {
  logout({ apiHost: env.VITE_API_HOST, language: currentLanguage(), ...options });
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
      onSessionExpired: () => endSession(),
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

const http: Pick<AxiosInstance, 'request' | 'get'> = {
  request<T, R, D>(config: AxiosRequestConfig<D>) {
    return loadClient().then((c) => c.http.request<T, R, D>(config));
  },
  get<T, R, D>(url: string, config?: AxiosRequestConfig<D>) {
    return loadClient().then((c) => c.http.get<T, R, D>(url, config));
  },
};

/** The one way features talk to the server. */
export const api = createRequests(http);

/** The one SWR fetcher: the key is the API path, the value the envelope's content. */
export const swrFetcher = (key: string) => api.get<unknown>(key);
