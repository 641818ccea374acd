import useSWR from 'swr';
import type { HipaaDetailsResponse } from '@portal/contract';
import { api } from '../../../lib/api';

/** `GET /v1/patient/hipaa/details` [PROF-6]: the profile state's `hippaData`, every authorization signed. */
export const hipaaDetailsKey = '/v1/patient/hipaa/details';

export const getHipaaDetails = () => api.get<HipaaDetailsResponse>(hipaaDetailsKey);

export const useHippaData = () => useSWR(hipaaDetailsKey, getHipaaDetails);
