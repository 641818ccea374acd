import type { VerificationStatus } from '@portal/contract';
import { api } from '../../../lib/api';

/** `POST /v1/signup/verify-id/onfido/complete`: the SDK finished; the server starts the check. */
export const completeOnfido = (attemptId: string) =>
  api.post<{ attempt_id: string; status: VerificationStatus; attempts_left: number }>(
    '/v1/signup/verify-id/onfido/complete',
    { attempt_id: attemptId },
  );
