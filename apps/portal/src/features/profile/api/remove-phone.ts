import { api } from '../../../lib/api';

/** `DELETE /v1/patient/phone/:id` [PROF-3]: a number beside the mobile. */
export const removePhone = (id: string) => api.delete<{ removed: true }>({ path: '/v1/patient/phone', id });
