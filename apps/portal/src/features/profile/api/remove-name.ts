import { api } from '../../../lib/api';

/** `DELETE /v1/patient/names/:id` [PROF-1]. */
export const removeName = (id: string) => api.delete<{ removed: true }>({ path: '/v1/patient/names', id });
