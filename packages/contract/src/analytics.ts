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

/** Super property every analytics event carries. */
export const ANALYTICS_APP_ID = 'dashboard-ui';
