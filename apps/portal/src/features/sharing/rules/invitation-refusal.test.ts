import { describe, expect, it } from 'vitest';
import { invitationRefusal } from './invitation-refusal';

const refusal = (status: number, error: string, params?: Record<string, string | number>) =>
  Object.assign(new Error(`Request failed with status code ${status}`), {
    response: { status, data: { status_code: status, status_text: 'Error', error, params } },
  });

describe('[SHARE-1] [issue 26] invitationRefusal: where the invite form says why nothing was sent', () => {
  it.each([
    [
      'the address’s limit, at the email field, in hours',
      refusal(429, 'RATE_LIMITED - Too many attempts.', { limit: 'invite-address', minutes: 600 }),
      { field: 'email', key: 'sharing.invite.addressLimited', count: 10 },
    ],
    [
      'the account’s limit, above the form, in whole hours',
      refusal(429, 'RATE_LIMITED - Too many attempts.', { limit: 'invite-account', minutes: 61 }),
      { field: undefined, key: 'sharing.invite.accountLimited', count: 2 },
    ],
    [
      'the portal-wide limit, above the form, in minutes',
      refusal(429, 'RATE_LIMITED - Too many attempts.', { limit: 'invite-all', minutes: 12 }),
      { field: undefined, key: 'sharing.invite.allLimited', count: 12 },
    ],
    [
      'a limit without its minutes, as one minute',
      refusal(429, 'RATE_LIMITED - Too many attempts.', { limit: 'invite-all' }),
      { field: undefined, key: 'sharing.invite.allLimited', count: 1 },
    ],
    [
      'an identity not verified yet, with the way to verify it',
      refusal(409, 'IDV_NOT_VERIFIED - Please verify your identity first.'),
      { field: undefined, key: 'sharing.invite.identityFirst', count: 0, verifyIdentity: true },
    ],
  ])('%s', (_case, error, expected) => expect(invitationRefusal(error)).toEqual(expected));

  it.each([
    ['another limit (sign-in codes)', refusal(429, 'RATE_LIMITED - x', { limit: 'code-send', minutes: 5 })],
    ['a field refusal', refusal(400, 'VALIDATION_FAILED - Enter an email address.', { field: 'email' })],
    ['a network failure', new Error('Network Error')],
    ['nothing', null],
  ])('leaves %s to the form', (_case, error) => expect(invitationRefusal(error)).toBeUndefined());
});
