import { isCancel } from 'axios';
import { env } from '../config/env';
import { createApiClient } from './api-client';
import { extractErrorMessage, TokenRefreshError } from './errors';
import { currentLanguage, i18n } from './i18n';
import { notify } from './notify';
import { logout, onLogout } from './session';
import { createRequests } from './requests';

/** The generic error toast (spec section 8), in the patient's language where the text is ours. */
export function showErrorToast(error: unknown): void {
  if (isCancel(error)) return; // aborted by logout or by leaving the screen: nothing to tell
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

export const apiClient = createApiClient({
  baseURL: env.VITE_API_HOST,
  onSessionExpired: () => endSession(),
  onRefreshError: showErrorToast,
  language: currentLanguage,
});

onLogout(apiClient.abortAll);

/** The one way features talk to the server. */
export const api = createRequests(apiClient.http);

/** The one SWR fetcher: the key is the API path, the value the envelope's content. */
export const swrFetcher = (key: string) => api.get<unknown>(key);
