import type { AssistedVerificationRequest, IdentityStatusResponse } from '@portal/contract';
import { api } from '../../../lib/api';

/** `POST /v1/signup/assisted-verify-id` [IDV-5]: answers the identity status, now on hold. */
export const requestAssisted = (body: AssistedVerificationRequest) =>
  api.post<IdentityStatusResponse>('/v1/signup/assisted-verify-id', body);
