import { z } from 'zod';

/*
 * Recovery ends what an attacker could have added [AUTH-4] [AUTH-6] (issue 26 item 4). A password reset answers a
 * short-lived review token; with it the patient sees every way the account is signed in to and removes the
 * passkeys and authenticator apps, all at once or one by one. Whenever a passkey or authenticator app is added, a
 * text and (once verified) an email say so, with a single-use "this wasn't me" link that removes that one factor
 * and ends every session. Neither token ever signs anyone in.
 */

/** How long the review token a reset answers with works: the patient reviews right after choosing a password. */
export const RECOVERY_REVIEW_MINUTES = 30;
/** How long a "this wasn't me" link works: a patient may read the message days later. */
export const NOT_ME_LINK_DAYS = 7;

/** The factors a patient can remove after a reset; the phone (and a verified email) stay as the recovery channel. */
export const REMOVABLE_FACTOR_KINDS = ['passkey', 'authenticator'] as const;
export type RemovableFactorKind = (typeof REMOVABLE_FACTOR_KINDS)[number];

const secretToken = z.string().min(1, { message: 'required' }).max(200, { message: 'too_long' });

/** POST /v1/reset-password answers this: the review token opens the factor review, for a short while. */
export const passwordReset = z.object({ reset: z.literal(true), review_token: z.string() });
export type PasswordReset = z.infer<typeof passwordReset>;

/** POST /v1/recovery/factors: the review token in the body, never in an address. */
export const recoveryReviewRequest = z.object({ review_token: secretToken });
export type RecoveryReviewRequest = z.input<typeof recoveryReviewRequest>;

/** One factor in the review: a name and when it was added; a phone or email is masked and cannot be removed here. */
export const recoveryFactor = z.object({
  kind: z.enum([...REMOVABLE_FACTOR_KINDS, 'phone', 'email']),
  /** Null for the phone and email, which stay. */
  id: z.string().nullable(),
  label: z.string(),
  created_at: z.string().nullable(),
  removable: z.boolean(),
});
export type RecoveryFactor = z.infer<typeof recoveryFactor>;
export const recoveryFactors = z.object({ factors: z.array(recoveryFactor) });
export type RecoveryFactors = z.infer<typeof recoveryFactors>;

/**
 * DELETE /v1/recovery/factors: without `factor`, every passkey and authenticator app; with it, that one. Either way
 * every session ends, as any of them could have been opened by a factor now gone.
 */
export const removeRecoveryFactorsRequest = z.object({
  review_token: secretToken,
  factor: z
    .object({
      kind: z.enum(REMOVABLE_FACTOR_KINDS, { message: 'id_invalid' }),
      id: z.uuid({ message: 'id_invalid' }),
    })
    .optional(),
});
export type RemoveRecoveryFactorsRequest = z.input<typeof removeRecoveryFactorsRequest>;
export const recoveryFactorsRemoved = recoveryFactors.extend({ removed: z.number().int() });
export type RecoveryFactorsRemoved = z.infer<typeof recoveryFactorsRemoved>;

/** POST /v1/recovery/not-me: the token of a "this wasn't me" link. */
export const notMeRequest = z.object({ token: secretToken });
export type NotMeRequest = z.input<typeof notMeRequest>;
/** What happened: which factor (its name), whether it was still there to remove, and that every session ended. */
export const notMeAnswer = z.object({
  kind: z.enum(REMOVABLE_FACTOR_KINDS),
  label: z.string(),
  removed: z.boolean(),
  sessions_ended: z.literal(true),
});
export type NotMeAnswer = z.infer<typeof notMeAnswer>;
