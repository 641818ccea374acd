import useSWR from 'swr';
import type { PatientAddressesResponse } from '@portal/contract';
import { api } from '../../../lib/api';

/** `GET /v1/patient/addresses` [PROF-2]: the profile state's `patientAddresses` is its `addresses`. */
export const patientAddressesKey = '/v1/patient/addresses';

export const getPatientAddresses = () => api.get<PatientAddressesResponse>(patientAddressesKey);

export const usePatientAddresses = () => useSWR(patientAddressesKey, getPatientAddresses);
