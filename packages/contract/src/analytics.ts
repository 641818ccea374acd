/**
 * Keys that carry personal or health data and must never reach the analytics provider (spec section 3,
 * "Sensitive personal fields"). The portal's filtering track drops them; the server can reuse the list for logs.
 */
export const SENSITIVE_ANALYTICS_KEYS = [
  'email',
  'phone',
  'first_name',
  'last_name',
  'middle_name',
  'gender',
  'dob',
  'date_of_birth',
  'sexAtBirth',
  'providerId',
  'insurerName',
  'zip',
  'city',
  'state',
  'address1',
  'addresses',
  'screener_name',
] as const;

export type SensitiveAnalyticsKey = (typeof SENSITIVE_ANALYTICS_KEYS)[number];

/**
 * Beyond the spec's list: the same fields under the id token's claim names, the rest of an address, and secrets.
 * A screen passing along what it holds (a profile, a form) must not leak them under another name either.
 */
export const PERSONAL_ANALYTICS_KEYS = [
  'name',
  'given_name',
  'family_name',
  'phone_number',
  'birthdate',
  'address',
  'address2',
  'street',
  'ssn',
  'ssn_last4',
  'password',
  'new_password',
  'current_password',
  'code',
  'token',
  'access_token',
  'id_token',
  'refresh_token',
  'web_token',
  'mfa_token',
] as const;

/** Super property every analytics event carries. */
export const ANALYTICS_APP_ID = 'dashboard-ui';
