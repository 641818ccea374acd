import useSWR from 'swr';
import type { VerifiedInformationResponse } from '@portal/contract';
import { api } from '../../../lib/api';

/** `GET /v1/signup/verify-id/confirm` [IDV-8]: what the ID said, for the patient to confirm or correct. */
export const verifiedInformationKey = '/v1/signup/verify-id/confirm';

export const getVerifiedInformation = () => api.get<VerifiedInformationResponse>(verifiedInformationKey);

export const useVerifiedInformation = () =>
  useSWR(verifiedInformationKey, getVerifiedInformation, { revalidateOnFocus: false });
