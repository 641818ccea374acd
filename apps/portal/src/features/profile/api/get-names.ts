import useSWR from 'swr';
import type { NamesResponse } from '@portal/contract';
import { api } from '../../../lib/api';

/** `GET /v1/patient/names` [PROF-1]: the profile state's `patientNames` is its `names`. */
export const namesKey = '/v1/patient/names';

export const getNames = () => api.get<NamesResponse>(namesKey);

export const usePatientNames = () => useSWR(namesKey, getNames);
