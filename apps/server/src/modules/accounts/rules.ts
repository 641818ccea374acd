import { brands, DEFAULT_BRAND_ID, resolveBrand, type Brand } from '@portal/brands';
import type { StepUpMethod } from '@portal/contract';

/** The account rules as constants and pure functions, so each is table-tested on its own. */
export const CODE_TTL_MINUTES = 10;
export const CODE_MAX_ATTEMPTS = 5;
/** An mfa_token (sign-up or login attempt) lives a little longer than one code, to allow a resend. */
export const MFA_CHALLENGE_TTL_MINUTES = 30;
export const RESET_LINK_TTL_MINUTES = 30;
/** TOTP: 30 s steps; one step either side absorbs clock drift. */
export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_WINDOW = 1;

export type CodeCheck = 'ok' | 'expired' | 'locked' | 'wrong';

/**
 * Judges a submitted one-time code. `attempt` is this try's number, already counted in the database before
 * the comparison (null when the count was refused because the tries are used up), so parallel guesses cannot
 * slip past the limit. The tries belong to the code (AUTH-3: 5 wrong tries kill the code): a new code sent
 * starts a fresh count, which is what "ask for a new one" promises the patient. Guessing across new codes is
 * bounded by the code-send limits and, above all, by the account's hourly limit on codes checked.
 */
export function checkCode(input: {
  attempt: number | null;
  expiresAt: Date | null;
  now: Date;
  matches: boolean;
}): CodeCheck {
  if (input.attempt === null || input.attempt > CODE_MAX_ATTEMPTS) return 'locked';
  if (!input.expiresAt || input.expiresAt.getTime() <= input.now.getTime()) return 'expired';
  if (input.matches) return 'ok';
  return input.attempt >= CODE_MAX_ATTEMPTS ? 'locked' : 'wrong';
}

/** How many more tries the code has after this one (0 once it is locked), for the refusal's `attempts_left`. */
export const attemptsLeft = (attempt: number | null) =>
  attempt === null ? 0 : Math.max(0, CODE_MAX_ATTEMPTS - attempt);

export type RefreshCheck = 'ok' | 'grace' | 'unknown' | 'reused' | 'expired' | 'revoked';

/**
 * How long the refresh token just rotated may be shown again and still get working tokens: two tabs (or two
 * requests of one tab) refreshing at the same moment both present it, and the later one must not end the
 * patient's session. Short, and only while the family has not moved on since, so a copy replayed later, or
 * any older token, still revokes the family (AUTH-7).
 */
export const REFRESH_GRACE_SECONDS = 30;

/**
 * A presented refresh token: a token already rotated away means someone kept a copy, so the whole family
 * is revoked (AUTH-7), unless it is the family's latest rotation, seconds ago ('grace': tokens of the same
 * session again). `successorUsed`: a refresh token the session got since this one was used has been used too.
 */
export function checkRefreshToken(
  token:
    | { usedAt: Date | null; expiresAt: Date; sessionRevokedAt: Date | null; successorUsed: boolean }
    | undefined,
  now: Date,
): RefreshCheck {
  if (!token) return 'unknown';
  if (token.sessionRevokedAt) return 'revoked';
  if (token.usedAt) {
    const recent = now.getTime() - token.usedAt.getTime() < REFRESH_GRACE_SECONDS * 1000;
    return recent && !token.successorUsed ? 'grace' : 'reused';
  }
  if (token.expiresAt.getTime() <= now.getTime()) return 'expired';
  return 'ok';
}

/** A TOTP code is fresh only if its time step is later than the last one accepted (no replay). */
export const isFreshTotpStep = (step: number, lastUsedStep: number | null) =>
  lastUsedStep === null || step > lastUsedStep;

/**
 * Second factors an account can use: SMS to its phone, email once a code sent to it came back (an unproven
 * address may be a stranger's), and an app once one is confirmed.
 */
export function availableMethods(account: {
  phone: string | null;
  emailVerified: boolean;
  hasConfirmedAuthenticator: boolean;
}) {
  return [
    ...(account.phone ? (['sms'] as const) : []),
    ...(account.emailVerified ? (['email'] as const) : []),
    ...(account.hasConfirmedAuthenticator ? (['totp'] as const) : []),
  ];
}

/** A step-up takes any of those, or one of the account's passkeys [AUTH-6]. */
export const stepUpMethods = (
  account: Parameters<typeof availableMethods>[0] & { hasPasskey: boolean },
): StepUpMethod[] => [...availableMethods(account), ...(account.hasPasskey ? (['passkey'] as const) : [])];

export type SessionState = 'live' | 'expired' | 'idle';

/** A session ends a fixed time after login (absolute) and when unused for a while (idle), on the server. */
export function sessionState(
  session: { createdAt: Date; lastSeenAt: Date },
  now: Date,
  limits: { maxAgeSeconds: number; idleSeconds: number },
): SessionState {
  const t = now.getTime();
  if (t - session.createdAt.getTime() >= limits.maxAgeSeconds * 1000) return 'expired';
  if (t - session.lastSeenAt.getTime() >= limits.idleSeconds * 1000) return 'idle';
  return 'live';
}

/** Using a session moves its idle clock, written at most this often (not a write per request). */
export const SESSION_TOUCH_SECONDS = 60;

/** Failed logins from one address for one account that cost nothing; each one after waits longer. */
export const LOGIN_FREE_FAILURES = 5;
export const LOGIN_DELAY_BASE_SECONDS = 30;
export const LOGIN_DELAY_MAX_SECONDS = 3600;

/**
 * How long an (account, client address) pair waits after its n-th counted login attempt: nothing for the first
 * few, then 30 s, 1 min, 2 min… up to an hour. Keyed by address, so nobody elsewhere can lock a patient out.
 */
export function loginDelaySeconds(attempts: number): number {
  if (attempts <= LOGIN_FREE_FAILURES) return 0;
  return Math.min(
    LOGIN_DELAY_BASE_SECONDS * 2 ** (attempts - LOGIN_FREE_FAILURES - 1),
    LOGIN_DELAY_MAX_SECONDS,
  );
}

/**
 * Whether an account made on one brand signs in on another brand's portal: only where the deployment chose one
 * identity across brands (PORTAL_ONE_IDENTITY_ACROSS_BRANDS); otherwise a partner's portal serves its own members.
 */
export const signsInOn = (input: { accountBrand: string; portalBrand: string; oneIdentity: boolean }) =>
  input.oneIdentity || input.accountBrand === input.portalBrand;

/** What decides the origins of links: configuration only, never a request. */
export interface OriginSettings {
  publicOrigin: string | undefined;
  env: 'development' | 'production' | 'test';
  port: number;
  realSender: boolean;
}

/** The origin settings of the server's configuration: a real mailer or SMS sender means no local demo. */
export const originSettings = (
  config: Omit<OriginSettings, 'realSender'> & { smtp: unknown; twilio: unknown },
): OriginSettings => ({ ...config, realSender: Boolean(config.smtp || config.twilio) });

/**
 * A brand's public origin, where every link sent to its patients opens: configuration only, never the request's
 * Host or X-Forwarded-Host, which an attacker sets to receive the victim's token. In order: the brand file's
 * `origin`; for the default brand, PUBLIC_ORIGIN (a single-brand deployment as before); for another brand, its id
 * as a label in front of PUBLIC_ORIGIN's host (`https://acme.portal.example.com`: the label the portal and the
 * server read the brand from, one wildcard certificate and DNS name). Without PUBLIC_ORIGIN only a local demo (not
 * production, no real mailer or SMS sender) gets one, `http://localhost:<PORT>` and `http://<id>.localhost:<PORT>`
 * (browsers resolve every *.localhost to this machine); anywhere else the brand has none and no link is sent.
 */
export function brandOrigin(
  config: OriginSettings,
  brand: Pick<Brand, 'id' | 'origin'>,
  defaultBrandId: string = DEFAULT_BRAND_ID,
): string | undefined {
  if (brand.origin) return new URL(brand.origin).origin;
  const isDefault = brand.id === defaultBrandId;
  if (config.publicOrigin) {
    const base = new URL(config.publicOrigin);
    return isDefault ? base.origin : `${base.protocol}//${brand.id}.${base.host}`;
  }
  const localDemo = config.env !== 'production' && !config.realSender;
  if (!localDemo) return undefined;
  return `http://${isDefault ? '' : `${brand.id}.`}localhost:${config.port}`;
}

/** The origin of links to a patient of this brand (their account's), or none for a brand no longer configured. */
export function linkOrigin(
  config: OriginSettings,
  brandId: string | null | undefined,
  registry: readonly Brand[] = brands,
): string | undefined {
  const brand = registry.find((b) => b.id === brandId);
  return brand ? brandOrigin(config, brand) : undefined;
}

/**
 * The WebAuthn relying party of the brand a page is on: its origin from configuration (as for links), and that
 * origin's host name as the RP id. One RP id per brand, not one shared through related origins: a partner's
 * members' passkeys belong to the partner's own domain, and a passkey made on one brand is never offered on another.
 */
export function relyingParty(
  config: OriginSettings,
  brandId: string,
  registry: readonly Brand[] = brands,
): { id: string; origin: string } | undefined {
  const origin = linkOrigin(config, brandId, registry);
  return origin ? { id: new URL(origin).hostname, origin } : undefined;
}

/**
 * What is wrong with the brands' origins, checked at start: two brands on one origin (whose links and passkeys
 * would be whose?), an origin whose host the portal would read as another brand, or plain http in production.
 */
export function brandOriginProblems(config: OriginSettings, registry: readonly Brand[] = brands): string[] {
  const problems: string[] = [];
  const seen = new Map<string, string>();
  for (const brand of registry) {
    const origin = brandOrigin(config, brand);
    if (!origin) continue;
    const other = seen.get(origin);
    if (other) problems.push(`brands "${other}" and "${brand.id}" both have the origin ${origin}`);
    seen.set(origin, brand.id);
    const url = new URL(origin);
    if (config.env === 'production' && url.protocol !== 'https:')
      problems.push(`brand "${brand.id}": its origin ${origin} must be https in production`);
    const read = resolveBrand(url.hostname, registry).id;
    if (read !== brand.id)
      problems.push(`brand "${brand.id}": its origin ${origin} is read as brand "${read}" by its host name`);
  }
  return problems;
}

/** A base word this short left after stripping is not worth refusing on its own. */
const BREACHED_BASE_MIN_LENGTH = 4;
/**
 * Only a short tail is "stuck on": a year and a symbol or two. A long run of digits is entropy of its own
 * ("Attack-306841295017-9!" is not "attack" to anyone guessing).
 */
const BREACHED_SUFFIX_MAX_LENGTH = 6;

/**
 * Whether a new password is on the list of breached passwords, as typed (any case) or once the few digits and
 * symbols stuck on its end are taken off: "Password2024!" is "password" to anyone guessing.
 */
export function isBreachedPassword(password: string, breached: ReadonlySet<string>): boolean {
  const lower = password.normalize('NFKC').toLowerCase();
  const base = lower.replace(/[^\p{L}]+$/u, '');
  const suffix = lower.length - base.length;
  return (
    breached.has(lower) ||
    (suffix <= BREACHED_SUFFIX_MAX_LENGTH && base.length >= BREACHED_BASE_MIN_LENGTH && breached.has(base))
  );
}

/**
 * The block of numbers a phone is in, for the texts-per-range limit: its area code and exchange (`617-555`), the
 * 10,000 lines a carrier assigns together and that SMS pumping rents and walks through. Phones are North American
 * (`XXX-XXX-XXXX`, see the contract's phoneProblem); anything else is its own range, never a shared one.
 */
export function numberRange(phone: string): string {
  const match = /^(\d{3})-(\d{3})-\d{4}$/.exec(phone);
  return match ? `${match[1]}${match[2]}` : `other:${phone}`;
}
