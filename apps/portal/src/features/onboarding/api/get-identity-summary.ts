import useSWR from 'swr';
import type { IdentitySummaryResponse } from '@portal/contract';
import { api } from '../../../lib/api';

/** `GET /v1/patient/identity/confirm`: the assurance level reached, how and when (never the evidence). */
export const identitySummaryKey = '/v1/patient/identity/confirm';

export const getIdentitySummary = () => api.get<IdentitySummaryResponse>(identitySummaryKey);

export const useIdentitySummary = () => useSWR(identitySummaryKey, getIdentitySummary);
