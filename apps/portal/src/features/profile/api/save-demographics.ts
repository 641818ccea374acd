import type { Demographics, DemographicsRequest } from '@portal/contract';
import { api } from '../../../lib/api';
import { demographicsKey } from './get-demographics';

/** `PUT /v1/patient/demographics` [PROF-4]. */
export const saveDemographics = (body: DemographicsRequest) => api.put<Demographics>(demographicsKey, body);
