import type { PatientAddress, PatientAddressRequest } from '@portal/contract';
import { api } from '../../../lib/api';

/** `PATCH /v1/patient/address/:id` [PROF-2]: corrects an address; its kind stays. */
export const editAddress = (id: string, body: PatientAddressRequest) =>
  api.patch<PatientAddress>({ path: '/v1/patient/address', id }, body);
