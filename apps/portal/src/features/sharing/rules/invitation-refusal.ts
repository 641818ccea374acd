import type { ParseKeys } from 'i18next';
import { extractErrorCode, extractErrorNumber, extractErrorText } from '../../../lib/errors';

/** Why an invitation was not sent, as the words the invite form says, and where. */
export type InvitationRefusal = {
  /** The email field, when the refusal is about the address typed; else above the form. */
  field: 'email' | undefined;
  key: ParseKeys;
  /** Until a limit lets the patient try again: hours for the daily limits, minutes for the hourly one. */
  count: number;
  /** The patient must verify their identity first (the form offers the way). */
  verifyIdentity?: true;
};

/**
 * [SHARE-1] [issue 26] The server refuses an invitation from a patient whose identity is not verified, and past its
 * limits: per address (said at the email field: another address works), per account and portal-wide (said above
 * the form, with the minutes to wait). Anything else is the form's ordinary refusal.
 */
export function invitationRefusal(error: unknown): InvitationRefusal | undefined {
  const code = extractErrorCode(error);
  if (code === 'IDV_NOT_VERIFIED')
    return { field: undefined, key: 'sharing.invite.identityFirst', count: 0, verifyIdentity: true };
  if (code !== 'RATE_LIMITED') return undefined;
  const minutes = extractErrorNumber(error, 'minutes') ?? 1;
  // a day's limit is told in hours: "in 600 minutes" is a sum for the patient to do
  const hours = Math.ceil(minutes / 60);
  switch (extractErrorText(error, 'limit')) {
    case 'invite-address':
      return { field: 'email', key: 'sharing.invite.addressLimited', count: hours };
    case 'invite-account':
      return { field: undefined, key: 'sharing.invite.accountLimited', count: hours };
    case 'invite-all':
      return { field: undefined, key: 'sharing.invite.allLimited', count: minutes };
    default:
      return undefined;
  }
}
