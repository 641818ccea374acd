import useSWR from 'swr';
import type { CaredForList, CaredForPerson, ScopedView } from '@portal/contract';
import { api } from '../../../lib/api';

/** `GET /v1/patient/care` [SHARE-2]: the people whose records the signed-in account may read as caregiver. */
export const careKey = '/v1/patient/care';

export const getCare = () => api.get<CaredForList>(careKey);

export function useCare() {
  return useSWR(careKey, getCare, { onError: () => undefined });
}

/** `POST /v1/patient/sharing/invitations/accept`: accepts a caregiver invitation under this account. */
export const acceptInvitation = (key: string) =>
  api.post<CaredForPerson>('/v1/patient/sharing/invitations/accept', { invitation_key: key });

/**
 * `POST /v1/patient/care/{grantId}/view` [SHARE-2]: a short-lived read-only token for one person cared for,
 * tied to this session. Read once per visit; the records are then read under it.
 */
export const careViewKey = (grantId: string) => `/v1/patient/care/${encodeURIComponent(grantId)}/view`;

export function useCareView(grantId: string) {
  return useSWR(careViewKey(grantId), (url: string) => api.post<ScopedView>(url, {}), {
    onError: () => undefined,
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}
