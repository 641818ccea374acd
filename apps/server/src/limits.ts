/**
 * Every rate limit the server enforces by default, with why it is that size. All are scaled together by
 * `PORTAL_RATE_LIMIT_FACTOR` (a busier deployment raises them, a test lowers them); counters live in the database so
 * every instance shares them (src/http/rate-limit.ts).
 */
import { shareOpenLimits, type ShareOpenLimits } from './modules/sharing/config.js';
import { invitationLimits, type InvitationLimits } from './modules/sharing/invitation-limits.js';
export interface RateLimit {
  max: number;
  windowSeconds: number;
}

export interface Limits extends ShareOpenLimits {
  loginPerAccount: RateLimit;
  loginPerIp: RateLimit;
  codeSendPerAccount: RateLimit;
  codeSendPerIp: RateLimit;
  /** Codes checked (right or wrong, every method) per account. */
  codeCheckPerAccount: RateLimit;
  /**
   * Texts (each one costs money: SMS pumping), narrowest first: per number, per account, per client address, per
   * number range, per brand, and in all. A text refused by a narrow limit is never counted against a wider one, so
   * one abuser exhausts only their own buckets, not every patient's.
   */
  smsPerNumber: RateLimit;
  smsPerAccount: RateLimit;
  smsPerIp: RateLimit;
  smsPerRange: RateLimit;
  smsPerBrand: RateLimit;
  smsTotal: RateLimit;
  /** Caregiver invitations per account, per address and in all (modules/sharing/invitation-limits.ts). */
  invitations: InvitationLimits;
}

const HOUR = 60 * 60;

/**
 * One-time codes checked per account per hour, every factor together (login, step-up, a new number's code). A
 * patient on a bad day mistypes a code to its lock (5 tries), asks for a new one, mistypes that too, and still has
 * room for a third code: 20 (10 locked her out for up to the rest of the hour). An attacker holding a session
 * guesses a 6-digit code one in a million a try: at 20 an hour that is ~3 years of guessing around the clock to an
 * even chance, far beyond a session's lifetime; each code's own 5 tries and the send limits hold as before.
 */
export const CODE_CHECKS_PER_ACCOUNT_PER_HOUR = 20;

/**
 * Texts from one client address per hour. A clinic's front desk signing patients up on its own Wi-Fi sends one code
 * each and now and then a resend: 20 is a busy hour there. A pumping bot on one address is held to 20 as well
 * (the 30 code sends an address may ask for include emails).
 */
export const TEXTS_PER_IP_PER_HOUR = 20;

/**
 * Texts to one number range per hour: the North American area code and exchange (`617-555-`, see `numberRange`),
 * a block of 10,000 lines. Pumping fraud rents blocks of consecutive premium numbers and walks through them; real
 * patients are spread over thousands of exchanges, and 30 an hour to one exchange is far above what a portal's
 * patients there need (each sign-in is one text).
 */
export const TEXTS_PER_RANGE_PER_HOUR = 30;

/**
 * Texts per brand per hour: one partner's portal under attack (or with a broken integration) cannot use up the
 * texts of the others. 1,000 is a partner signing in a thousand patients an hour, beyond any launch day so far.
 */
export const TEXTS_PER_BRAND_PER_HOUR = 1_000;

/**
 * Texts in all per hour: the last guard on the bill when every narrower limit held and many abusers act at
 * once. Well above the brand limit (several brands at their peak together) so it is reached only by an attack
 * spread over every range, address and brand; it was 500, which one abuser with 17 addresses could use up for
 * every patient.
 */
export const TEXTS_IN_ALL_PER_HOUR = 3_000;

export function defaultLimits(factor: number, env: NodeJS.ProcessEnv = {}): Limits {
  const scaled = (max: number, windowSeconds: number) => ({ max: Math.ceil(max * factor), windowSeconds });
  return {
    loginPerAccount: scaled(10, 15 * 60),
    loginPerIp: scaled(50, 15 * 60),
    codeSendPerAccount: scaled(5, 15 * 60),
    codeSendPerIp: scaled(30, HOUR),
    codeCheckPerAccount: scaled(CODE_CHECKS_PER_ACCOUNT_PER_HOUR, HOUR),
    smsPerNumber: scaled(5, HOUR),
    smsPerAccount: scaled(8, HOUR),
    smsPerIp: scaled(TEXTS_PER_IP_PER_HOUR, HOUR),
    smsPerRange: scaled(TEXTS_PER_RANGE_PER_HOUR, HOUR),
    smsPerBrand: scaled(TEXTS_PER_BRAND_PER_HOUR, HOUR),
    smsTotal: scaled(TEXTS_IN_ALL_PER_HOUR, HOUR),
    ...shareOpenLimits(scaled),
    invitations: invitationLimits(env, factor),
  };
}
