import type { PhonesResponse, PrimaryPhoneRequest } from '@portal/contract';
import { api } from '../../../lib/api';

/** `PUT /v1/patient/phone` [PROF-3]: a confirmed number becomes the sign-in mobile, with a step-up code. */
export const makeSignInPhone = (body: PrimaryPhoneRequest) =>
  api.put<PhonesResponse>('/v1/patient/phone', body);
