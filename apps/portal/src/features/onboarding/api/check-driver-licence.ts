import type { DriverLicenceRequest, VerificationOutcomeResponse } from '@portal/contract';
import { api } from '../../../lib/api';

/** `POST /v1/signup/verify-id/driver-licence` [IDV-6]. */
export const checkDriverLicence = (body: DriverLicenceRequest) =>
  api.post<VerificationOutcomeResponse>('/v1/signup/verify-id/driver-licence', body);
