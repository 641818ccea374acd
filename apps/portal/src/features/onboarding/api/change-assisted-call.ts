import type { AssistedVerificationRequest, IdentityStatusResponse } from '@portal/contract';
import { api } from '../../../lib/api';

/** `PUT /v1/signup/assisted-verify-id` [IDV-5]: another number or time for the call, while on hold. */
export const changeAssistedCall = (body: AssistedVerificationRequest) =>
  api.put<IdentityStatusResponse>('/v1/signup/assisted-verify-id', body);
