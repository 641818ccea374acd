import type { Insurance, InsuranceRequest } from '@portal/contract';
import { api } from '../../../lib/api';

/** `PATCH /v1/patient/insurance/{id}` [PROF-5]: a photo left out is kept, `null` removes it. */
export const changeInsurance = (id: string, body: InsuranceRequest) =>
  api.patch<Insurance>(`/v1/patient/insurance/${encodeURIComponent(id)}`, body);
