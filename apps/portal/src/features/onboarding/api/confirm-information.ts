import type { ConfirmInformationRequest } from '@portal/contract';
import { api } from '../../../lib/api';

/**
 * `POST /v1/signup/verify-id/confirm`: the details as confirmed or corrected. `on_hold`: the correction went
 * beyond the small tolerance (another surname, another date of birth) and a coordinator decides it.
 */
export const confirmInformation = (body: ConfirmInformationRequest) =>
  api.post<{ status: 'verified' | 'on_hold' }>('/v1/signup/verify-id/confirm', body);
