import type { PatientAddress, PatientAddressRequest } from '@portal/contract';
import { api } from '../../../lib/api';

/** `POST /v1/patient/address` [PROF-2]: a past or additional address, or a move (a new primary). */
export const addAddress = (body: PatientAddressRequest) =>
  api.post<PatientAddress>('/v1/patient/address', body);
