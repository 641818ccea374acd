import useSWR from 'swr';
import type { Demographics } from '@portal/contract';
import { api } from '../../../lib/api';

/** `GET /v1/patient/demographics` [PROF-4]: Demographics 2 (race, ethnicity, preferred language). */
export const demographicsKey = '/v1/patient/demographics';

export const getDemographics = () => api.get<Demographics>(demographicsKey);

export const useDemographics = () => useSWR(demographicsKey, getDemographics);
