import useSWR from 'swr';
import { api } from '../../../lib/api';

/** `GET /v1/verify-reset-password/link?token=`: whether an emailed reset link still works (AUTH-4). */
export const resetLinkPath = '/v1/verify-reset-password/link';

const verifyResetLink = ([path, token]: readonly [string, string]) =>
  api.get<{ valid: true }>(path, { params: { token } });

/**
 * Asks once, as the page opens, whether the link works, so a dead one is said before a password is typed.
 * Its refusal is shown in place (never a toast), and not asked again on focus: the answer only changes by use.
 */
export function useResetLinkCheck(token: string) {
  return useSWR([resetLinkPath, token] as const, verifyResetLink, {
    onError: () => undefined,
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}
