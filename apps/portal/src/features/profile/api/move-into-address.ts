import type { PatientAddress } from '@portal/contract';
import { api } from '../../../lib/api';

/** `PUT /v1/patient/address/:id/primary` [PROF-2]: "I live here now" — the primary from today. */
export const moveIntoAddress = (id: string) =>
  api.put<PatientAddress>(`/v1/patient/address/${encodeURIComponent(id)}/primary`);
