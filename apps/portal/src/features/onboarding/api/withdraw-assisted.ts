import type { IdentityStatusResponse } from '@portal/contract';
import { api } from '../../../lib/api';

/** `DELETE /v1/signup/assisted-verify-id` [IDV-5]: stop waiting for a coordinator to choose another way. */
export const withdrawAssisted = () => api.delete<IdentityStatusResponse>('/v1/signup/assisted-verify-id');
