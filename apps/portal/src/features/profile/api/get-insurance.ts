import useSWR from 'swr';
import type { InsuranceListResponse } from '@portal/contract';
import { api } from '../../../lib/api';

/** `GET /v1/patient/insurance` [PROF-5]: the profile state's `insuranceData` is its `insurance`. */
export const insuranceKey = '/v1/patient/insurance';

export const getInsurance = () => api.get<InsuranceListResponse>(insuranceKey);

export const useInsurance = () => useSWR(insuranceKey, getInsurance);
