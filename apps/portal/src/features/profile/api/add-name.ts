import type { AdditionalNameRequest, PatientName } from '@portal/contract';
import { api } from '../../../lib/api';

/** `POST /v1/patient/names` [PROF-1]: an additional name. */
export const addName = (body: AdditionalNameRequest) => api.post<PatientName>('/v1/patient/names', body);
