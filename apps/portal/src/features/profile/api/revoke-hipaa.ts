import type { RevokeHipaaResponse } from '@portal/contract';
import { api } from '../../../lib/api';

/** `DELETE /v1/signup/hipaa` [PROF-6]: revokes the authorization in force; no new records are retrieved. */
export const revokeHipaa = () => api.delete<RevokeHipaaResponse>('/v1/signup/hipaa');
