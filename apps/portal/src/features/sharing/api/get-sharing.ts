import useSWR from 'swr';
import type { SharingList } from '@portal/contract';
import { api } from '../../../lib/api';

/** `GET /v1/patient/sharing` [SHARE-1]: every grant of access to the patient's records, in force or not. */
export const sharingKey = '/v1/patient/sharing';

export const getSharing = () => api.get<SharingList>(sharingKey);

/** The screen shows a failed read in place with a retry, so it raises no error toast as well. */
export function useSharing() {
  return useSWR(sharingKey, getSharing, { onError: () => undefined });
}
