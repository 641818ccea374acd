import type { GenderRequest, GenderResponse } from '@portal/contract';
import { api } from '../../../lib/api';
import { genderKey } from './get-gender';

/** `PUT /v1/patient/gender` [PROF-4]. */
export const saveGender = (body: GenderRequest) => api.put<GenderResponse>(genderKey, body);
