/**
 * A verification result passes on only when `result.success` is exactly true [IDV-3]; anything else — a
 * failure, a missing result, an error body — is a failed verification, shown as "Verification failed."
 * [ERR-3] with the other ways to verify offered.
 */
export type VerificationRoute = 'passed' | 'failed';

export function verificationRoute(response: unknown): VerificationRoute {
  const result = (response as { result?: { success?: unknown } } | null | undefined)?.result;
  return result?.success === true ? 'passed' : 'failed';
}

/** The spec's exact words; also the English of onboarding.verify.failed. */
export const VERIFICATION_FAILED = 'Verification failed.';
