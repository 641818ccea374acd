import type { InviteResponse } from '@portal/contract';
import { api } from '../../../lib/api';

/** `POST /v1/signup/verify-id/invite`: starts an ID scan + selfie (Onfido SDK session or sandbox capture). */
export const startIdScan = () => api.post<InviteResponse>('/v1/signup/verify-id/invite', {});
