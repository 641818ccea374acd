import { api } from '../../../lib/api';

/** `DELETE /v1/patient/insurance/{id}` [PROF-5]. */
export const removeInsurance = (id: string) =>
  api.delete<{ removed: true }>(`/v1/patient/insurance/${encodeURIComponent(id)}`);
