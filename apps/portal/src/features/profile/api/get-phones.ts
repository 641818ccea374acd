import useSWR from 'swr';
import type { PhonesResponse } from '@portal/contract';
import { api } from '../../../lib/api';

/** `GET /v1/patient/phones` [PROF-3]: the profile state's `patientPhoneNumbers` is its `phoneNumber`. */
export const phonesKey = '/v1/patient/phones';

export const getPhones = () => api.get<PhonesResponse>(phonesKey);

export const usePatientPhones = () => useSWR(phonesKey, getPhones);
