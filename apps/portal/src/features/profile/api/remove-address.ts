import { api } from '../../../lib/api';

/** `DELETE /v1/patient/address/:id` [PROF-2]: a past or additional address (the primary is moved out of). */
export const removeAddress = (id: string) =>
  api.delete<{ removed: true }>({ path: '/v1/patient/address', id });
