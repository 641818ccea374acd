import useSWR from 'swr';
import type { GrantDetail } from '@portal/contract';
import { api } from '../../../lib/api';

/** `GET /v1/patient/sharing/{grantId}` [SHARE-1]: one grant with its access log (newest first). */
export const grantKey = (grantId: string) => `/v1/patient/sharing/${encodeURIComponent(grantId)}`;

export const getGrant = (grantId: string) => api.get<GrantDetail>(grantKey(grantId));

export function useGrant(grantId: string) {
  return useSWR(grantKey(grantId), () => getGrant(grantId), { onError: () => undefined });
}
