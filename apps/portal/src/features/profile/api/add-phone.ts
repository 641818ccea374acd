import type { AddPhoneRequest, PhoneCodeSent } from '@portal/contract';
import { api } from '../../../lib/api';

/** `POST /v1/patient/phone` [PROF-3]: the number is added unconfirmed and a code is texted to it. */
export const addPhone = (body: AddPhoneRequest) => api.post<PhoneCodeSent>('/v1/patient/phone', body);
