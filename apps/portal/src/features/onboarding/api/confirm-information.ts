import type { ConfirmInformationRequest } from '@portal/contract';
import { api } from '../../../lib/api';

/** `POST /v1/signup/verify-id/confirm`: the details as confirmed or corrected. */
export const confirmInformation = (body: ConfirmInformationRequest) =>
  api.post<{ status: 'verified' }>('/v1/signup/verify-id/confirm', body);
