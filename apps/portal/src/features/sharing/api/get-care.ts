import useSWR from 'swr';
import type { CaredForList, CaredForPerson } from '@portal/contract';
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
