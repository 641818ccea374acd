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

/** Judges a submitted one-time code against its challenge, before any attempt is counted. */
export function checkCode(input: {
  attempts: number;
  expiresAt: Date | null;
  now: Date;
  matches: boolean;
}): CodeCheck {
  if (input.attempts >= CODE_MAX_ATTEMPTS) return 'locked';
  if (!input.expiresAt || input.expiresAt.getTime() <= input.now.getTime()) return 'expired';
  return input.matches ? 'ok' : 'wrong';
}

/** After a wrong code: is the code now dead? */
export const lockedAfterWrong = (attemptsBefore: number) => attemptsBefore + 1 >= CODE_MAX_ATTEMPTS;

export type RefreshCheck = 'ok' | 'unknown' | 'reused' | 'expired' | 'revoked';

/**
 * A presented refresh token: a token already rotated away means someone kept a copy, so the whole family
 * is revoked (AUTH-7).
 */
export function checkRefreshToken(
  token: { usedAt: Date | null; expiresAt: Date; sessionRevokedAt: Date | null } | undefined,
  now: Date,
): RefreshCheck {
  if (!token) return 'unknown';
  if (token.sessionRevokedAt) return 'revoked';
  if (token.usedAt) return 'reused';
  if (token.expiresAt.getTime() <= now.getTime()) return 'expired';
  return 'ok';
}

/** A TOTP code is fresh only if its time step is later than the last one accepted (no replay). */
export const isFreshTotpStep = (step: number, lastUsedStep: number | null) =>
  lastUsedStep === null || step > lastUsedStep;

/** Second factors an account can use: SMS to its phone, email, and an app once one is confirmed. */
export function availableMethods(account: { phone: string | null; hasConfirmedAuthenticator: boolean }) {
  return [
    ...(account.phone ? (['sms'] as const) : []),
    'email' as const,
    ...(account.hasConfirmedAuthenticator ? (['totp'] as const) : []),
  ];
}

/**
 * The origin of every link we send (password reset): configuration only, never the request's Host or
 * X-Forwarded-Host, which an attacker sets to receive the victim's token. Without PUBLIC_ORIGIN only a local
 * demo (not production, no real mailer or SMS sender) gets a default, `http://localhost:<PORT>`; anywhere
 * else there is no origin and no link is sent.
 */
export function linkOrigin(config: {
  publicOrigin: string | undefined;
  env: 'development' | 'production' | 'test';
  port: number;
  realSender: boolean;
}): string | undefined {
  if (config.publicOrigin) return new URL(config.publicOrigin).origin;
  const localDemo = config.env !== 'production' && !config.realSender;
  return localDemo ? `http://localhost:${config.port}` : undefined;
}
