import type { CaptureRequest, VerificationOutcomeResponse } from '@portal/contract';
import { api } from '../../../lib/api';

/** `POST /v1/signup/verify-id/capture` (sandbox): the ID photo and the selfie of one attempt. */
export const submitCapture = (body: CaptureRequest) =>
  api.post<VerificationOutcomeResponse>('/v1/signup/verify-id/capture', body);
