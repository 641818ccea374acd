import type { PhoneCodeSent } from '@portal/contract';
import { api } from '../../../lib/api';

/** `POST /v1/patient/phone/resend` [PROF-3]: a fresh code to a number not confirmed yet. */
export const resendPhoneCode = (id: string) => api.post<PhoneCodeSent>('/v1/patient/phone/resend', { id });
