import type { SignHipaaRequest, SignHipaaResponse } from '@portal/contract';
import { api } from '../../../lib/api';

/** `POST /v1/signup/hipaa`: the e-signature (typed full name and the agreement box). */
export const signHipaa = (body: SignHipaaRequest) => api.post<SignHipaaResponse>('/v1/signup/hipaa', body);
