import type { VerificationOutcomeResponse } from '@portal/contract';
import { api } from '../../../lib/api';

/**
 * `POST /v1/signup/verify-id/ssn` [IDV-7]. The full SSN goes in this one request body and nowhere else: not
 * into a cache key, analytics, the URL or storage.
 */
export const crossCheckSsn = (ssn: string) =>
  api.post<VerificationOutcomeResponse>('/v1/signup/verify-id/ssn', { ssn });
