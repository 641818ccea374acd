import type { Insurance, InsuranceRequest } from '@portal/contract';
import { api } from '../../../lib/api';

/** `POST /v1/patient/insurance` [PROF-5]: a plan, with the card photos chosen. */
export const addInsurance = (body: InsuranceRequest) => api.post<Insurance>('/v1/patient/insurance', body);
