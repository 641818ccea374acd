import useSWR from 'swr';
import type { GenderResponse } from '@portal/contract';
import { api } from '../../../lib/api';

/** `GET /v1/patient/gender` [PROF-4]: the profile state's `patientGender` (sex and gender identity). */
export const genderKey = '/v1/patient/gender';

export const getGender = () => api.get<GenderResponse>(genderKey);

export const usePatientGender = () => useSWR(genderKey, getGender);
