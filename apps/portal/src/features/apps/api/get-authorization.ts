import useSWR from 'swr';
import type { AppAuthorizationRequest } from '@portal/contract';
import { api } from '../../../lib/api';

/** `GET /v1/apps/authorizations/{uid}`: what an app asks to read; NOT_FOUND once the request expired. */
export const authorizationKey = (uid: string) => `/v1/apps/authorizations/${encodeURIComponent(uid)}`;

/**
 * Asked once: an expired request stays expired, so nothing retries it on its own (no refetch on focus or after
 * an error); the patient's "Try again" after a server error asks again. No id the server makes, no request.
 */
export function useAuthorization(uid: string | null) {
  return useSWR(
    uid === null ? null : authorizationKey(uid),
    (key: string) => api.get<AppAuthorizationRequest>(key),
    {
      shouldRetryOnError: false,
      revalidateOnFocus: false,
      revalidateOnReconnect: false,
      onError: () => undefined,
    },
  );
}
