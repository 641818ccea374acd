import type { ManualVerificationRequest, VerificationOutcomeResponse } from '@portal/contract';
import { api } from '../../../lib/api';

/** `POST /v1/signup/verify-id/manual` [IDV-4]. */
export const submitManual = (body: ManualVerificationRequest) =>
  api.post<VerificationOutcomeResponse>('/v1/signup/verify-id/manual', body);
