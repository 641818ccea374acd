/**
 * Every error code the /v1 API can answer with. The body's `error` is `"<CODE> - <localised message>"`;
 * the portal shows the text after the first hyphen, and may branch on the code.
 */
export const ERROR_CODES = [
  'VALIDATION_FAILED',
  'NOT_FOUND',
  'UNAUTHORIZED',
  /** Id-Authorization is not our id token, or names another patient than the access token. */
  'TOKEN_INVALID',
  'CSRF_MISMATCH',
  'RATE_LIMITED',
  /** Every password-hashing worker is busy and its queue full: try again after Retry-After seconds. */
  'SERVER_BUSY',
  'LOGIN_FAILED',
  /**
   * The account belongs to another brand's portal (issue 25); said only once its password is proved, naming that
   * portal (params `brand`, `origin`).
   */
  'ACCOUNT_OTHER_PORTAL',
  'MFA_TOKEN_INVALID',
  'MFA_METHOD_UNAVAILABLE',
  'MFA_CODE_INVALID',
  'MFA_CODE_EXPIRED',
  'MFA_CODE_LOCKED',
  'REFRESH_TOKEN_INVALID',
  'RESET_LINK_INVALID',
  /** No public origin is configured for emailed or texted links outside a local demo (PUBLIC_ORIGIN). */
  'RESET_UNAVAILABLE',
  /** The new password is on the bundled list of breached passwords (or one with digits and symbols added). */
  'PASSWORD_BREACHED',
  'PASSWORD_INCORRECT',
  'AUTHENTICATOR_NOT_FOUND',
  'AUTHENTICATOR_CODE_INVALID',
  /** No public origin is configured, so there is no relying party for passkeys (PUBLIC_ORIGIN). */
  'PASSKEY_UNAVAILABLE',
  /** The passkey's answer did not verify: an unknown, stale or used ceremony, another key or a replayed counter. */
  'PASSKEY_INVALID',
  'PASSKEY_NOT_FOUND',
  /** A passkey made on another brand's portal answered here; said only once its signature is proved (params as above). */
  'PASSKEY_OTHER_PORTAL',
  /** A passkey alone answered a sign-in, but no account here holds it (removed, or made for another site). */
  'PASSKEY_UNKNOWN',
  /** The review token a reset answered with has expired, or a newer reset replaced it. */
  'RECOVERY_REVIEW_INVALID',
  /** A "this wasn't me" link that expired or was already used. */
  'NOT_ME_LINK_INVALID',
  'PROPERTY_NOT_ALLOWED',
  'PAYLOAD_TOO_LARGE',
  'INTERNAL',
  // Onboarding: identity verification, HIPAA authorization, addresses
  'IDV_ATTEMPTS_EXCEEDED',
  'IDV_STEP_UNAVAILABLE',
  'IDV_NOT_VERIFIED',
  'IDV_DOCUMENT_REQUIRED',
  'IDV_METHOD_UNAVAILABLE',
  'HIPAA_NAME_MISMATCH',
  'HIPAA_VERSION_STALE',
  'HIPAA_NOT_SIGNED',
  'WEBHOOK_SIGNATURE_INVALID',
  // Health records
  'ONBOARDING_INCOMPLETE',
  /** The patient's identity assurance is below the level a record source requires (default: a photo ID). */
  'IDENTITY_ASSURANCE_TOO_LOW',
  /** The HIPAA authorization expired or was revoked: records are not retrieved until it is signed again. */
  'HIPAA_AUTHORIZATION_NOT_CURRENT',
  /** A record source matched more than one person: shown in the pull's status, nothing imported. */
  'MATCH_REVIEW',
  /** A record-source callback reused an event id with other content. */
  'CALLBACK_REPLAYED',
  // Lab kits
  /** The order's lifecycle does not allow this status after its current one (nothing changed). */
  'LAB_ORDER_TRANSITION_REFUSED',
  /** Shipping to the primary address, but the patient has none saved. */
  'LAB_ORDER_ADDRESS_REQUIRED',
  /** An order of this kit (or for this care gap) is already on its way. */
  'LAB_ORDER_ALREADY_OPEN',
  /** The care gap offers no at-home kit, or is no longer open. */
  'LAB_KIT_NOT_OFFERED',
  /** The lab partner did not take the order; nothing was stored. */
  'LAB_PARTNER_UNAVAILABLE',
  // Sharing
  /** A share link that does not exist, expired, was revoked or locked by wrong passcodes (one answer for all). */
  'SHARE_LINK_UNAVAILABLE',
  'SHARE_PASSCODE_REQUIRED',
  'SHARE_PASSCODE_INVALID',
  /** Too many wrong passcodes: the link no longer opens until the patient shares again. */
  'SHARE_PASSCODE_LOCKED',
  /** A view under a grant that has since ended or expired (revoke works at once). */
  'SHARE_ACCESS_ENDED',
  /** A read outside what the grant shares (a category or dates it does not cover). */
  'SHARE_OUT_OF_SCOPE',
  'INVITATION_INVALID',
  /** A caregiver invitation accepted from an account whose email is not the invited one. */
  'INVITATION_EMAIL_MISMATCH',
  /** Accepted from the invited address before that account proved it owns it (a code sent to the email). */
  'INVITATION_EMAIL_UNVERIFIED',
  /** No public origin is configured for the invitation's link (PUBLIC_ORIGIN). */
  'INVITATION_UNAVAILABLE',
  // Studies and e-consent
  /** A consent section was not acknowledged before signing. */
  'STUDY_CONSENT_INCOMPLETE',
  /** The consent document changed since the patient read it. */
  'STUDY_CONSENT_STALE',
  'STUDY_CONSENT_NAME_MISMATCH',
  'STUDY_ALREADY_CONSENTED',
  // Profile
  /** The number is already one of this patient's phones. */
  'PHONE_ALREADY_ADDED',
  /** A number not yet confirmed by its code cannot become the account's mobile. */
  'PHONE_NOT_CONFIRMED',
  /** The primary address can be replaced, never removed. */
  'PRIMARY_ADDRESS_REQUIRED',
  /** Too many names, phones, addresses or insurance plans of one kind. */
  'PROFILE_LIMIT_REACHED',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** Splits an error body's `error` into its code and message (the portal shows the message). */
export function splitApiError(error: string): { code: string; message: string } {
  const at = error.indexOf('-');
  if (at < 0) return { code: '', message: error.trim() };
  return { code: error.slice(0, at).trim(), message: error.slice(at + 1).trim() };
}
