import useSWR from 'swr';
import type { DateOfBirthResponse } from '@portal/contract';
import { api } from '../../../lib/api';

/** `GET /v1/patient/dob` [PROF-4]: the profile state's `patientDateOfBirth`, and a change in review. */
export const dateOfBirthKey = '/v1/patient/dob';

export const getDateOfBirth = () => api.get<DateOfBirthResponse>(dateOfBirthKey);

export const usePatientDateOfBirth = () => useSWR(dateOfBirthKey, getDateOfBirth);
