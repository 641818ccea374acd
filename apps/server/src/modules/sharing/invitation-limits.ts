import { z } from 'zod';
import { readSettings } from '../../lib/config-error.js';
import type { RateLimit } from '../../limits.js';

const HOUR = 60 * 60;
const DAY = 24 * HOUR;

/**
 * How many caregiver invitations go out [issue 26 item 1]. Each one is an email from the portal's own domain
 * to an address the patient typed, so without limits the portal relays spam and phishing under its name.
 */
export const INVITATION_LIMIT_DEFAULTS = {
  /**
   * One patient invites the few people who help with their care: a partner, a child or two, perhaps a resend
   * for a lost email. 10 a day leaves room for a whole family and a mistyped address or two, while an account
   * (already identity-verified, so traceable) cannot turn into a mailing list.
   */
  perAccount: { max: 10, windowSeconds: DAY },
  /**
   * One address hears from the portal at most 3 times a day, whoever asks: a caregiver who lost the email can be
   * sent it again twice, and 25 accounts together cannot flood one inbox.
   */
  perAddress: { max: 3, windowSeconds: DAY },
  /**
   * All invitations together, per hour: far above what patients send (about one an hour in a brand of 100,000
   * patients), low enough that a ring of verified accounts cannot burn the sending domain's reputation before
   * someone notices. Raising it is the operator's call when a brand grows.
   */
  total: { max: 200, windowSeconds: HOUR },
} as const satisfies Record<string, RateLimit>;

export type InvitationLimits = Record<keyof typeof INVITATION_LIMIT_DEFAULTS, RateLimit>;

const count = (fallback: number) => z.coerce.number().int().positive().default(fallback);
const invitationEnv = z.object({
  PORTAL_INVITES_PER_ACCOUNT_PER_DAY: count(INVITATION_LIMIT_DEFAULTS.perAccount.max),
  PORTAL_INVITES_PER_ADDRESS_PER_DAY: count(INVITATION_LIMIT_DEFAULTS.perAddress.max),
  PORTAL_INVITES_PER_HOUR: count(INVITATION_LIMIT_DEFAULTS.total.max),
});

/** The limits as the operator set them (each scaled, as every limit is, by PORTAL_RATE_LIMIT_FACTOR). */
export function invitationLimits(env: NodeJS.ProcessEnv, factor: number): InvitationLimits {
  const e = readSettings(invitationEnv, env);
  const scaled = (max: number, windowSeconds: number) => ({ max: Math.ceil(max * factor), windowSeconds });
  return {
    perAccount: scaled(e.PORTAL_INVITES_PER_ACCOUNT_PER_DAY, DAY),
    perAddress: scaled(e.PORTAL_INVITES_PER_ADDRESS_PER_DAY, DAY),
    total: scaled(e.PORTAL_INVITES_PER_HOUR, HOUR),
  };
}
