import type { LegalNameRequest, LegalNameResponse } from '@portal/contract';
import { api } from '../../../lib/api';

/** `PUT /v1/patient/name` [PROF-1]: applied, or in review once identity is verified. */
export const changeLegalName = (body: LegalNameRequest) =>
  api.put<LegalNameResponse>('/v1/patient/name', body);
