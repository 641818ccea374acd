/**
 * The request headers every call may carry (spec section 7). Apart from the schemas so that a client naming
 * only a header (the portal's caregiver switch, in its signed-in navigation) does not download zod with it.
 */
export const AUTH_HEADERS = {
  access: 'authorization',
  id: 'id-authorization',
  refresh: 'refresh-authorization',
  csrf: 'x-csrftoken',
  /**
   * A caregiver reading someone they care for: the grant's id, sent with the caregiver's own session on the
   * records reads. The server reads under it only if that session's account holds the grant in force now.
   */
  careGrant: 'x-care-grant',
} as const;
