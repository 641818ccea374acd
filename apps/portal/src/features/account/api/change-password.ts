import type { ChangePasswordRequest } from '@portal/contract';
import { api } from '../../../lib/api';

/** `POST /v1/change-password` [PROF-7]: with the current password and a fresh code; ends every other session. */
export const changePassword = (request: ChangePasswordRequest) =>
  api.post<{ changed: true }>('/v1/change-password', request);
