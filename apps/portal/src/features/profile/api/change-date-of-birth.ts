import type { DateOfBirthChange, DateOfBirthRequest } from '@portal/contract';
import { api } from '../../../lib/api';

/** `PUT /v1/patient/dob` [PROF-4]: applied, or in review once identity is verified. */
export const changeDateOfBirth = (body: DateOfBirthRequest) =>
  api.put<DateOfBirthChange>('/v1/patient/dob', body);
