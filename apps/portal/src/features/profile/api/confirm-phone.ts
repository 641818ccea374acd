import type { ConfirmPhoneRequest, PatientPhone } from '@portal/contract';
import { api } from '../../../lib/api';

/** `POST /v1/patient/phone/confirm` [PROF-3]: the code the new number received. */
export const confirmPhone = (body: ConfirmPhoneRequest) =>
  api.post<PatientPhone>('/v1/patient/phone/confirm', body);
