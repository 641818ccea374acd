import useSWR from 'swr';
import type {
  NotMeAnswer,
  RecoveryFactors,
  RecoveryFactorsRemoved,
  RemoveRecoveryFactorsRequest,
} from '@portal/contract';
import { api } from '../../../lib/api';

/**
 * [AUTH-4] The factor review after a reset: read and changed with the review token the reset answered, in the
 * request body (never an address). Not revalidated on focus: the list changes only by what the patient does here.
 */
export const recoveryFactorsPath = '/v1/recovery/factors';

const readFactors = ([path, token]: readonly [string, string]) =>
  api.post<RecoveryFactors>(path, { review_token: token });

export function useRecoveryFactors(reviewToken: string) {
  return useSWR([recoveryFactorsPath, reviewToken] as const, readFactors, {
    onError: () => undefined,
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}

/** Without `factor`, every passkey and authenticator app; with it, that one. Answers what is left. */
export const removeRecoveryFactors = (body: RemoveRecoveryFactorsRequest) =>
  api.delete<RecoveryFactorsRemoved>(recoveryFactorsPath, body);

/** [AUTH-6] "This wasn't me": removes the one factor the link names and ends every session. */
export const disownFactor = (token: string) => api.post<NotMeAnswer>('/v1/recovery/not-me', { token });
