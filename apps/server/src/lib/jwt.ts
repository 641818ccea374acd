import { createHmac, timingSafeEqual } from 'node:crypto';

const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

/** Who issues our tokens; checked on every one, with its audience, so only tokens minted here for that use pass. */
export const JWT_ISSUER = 'patient-portal';
/**
 * The access token is for this API; the id token for the portal that shows the profile; a grant token reads
 * one patient's records under one sharing grant (modules/sharing), read-only.
 */
export const JWT_AUDIENCE = {
  access: 'patient-portal/api',
  id: 'patient-portal/web',
  grant: 'patient-portal/grant',
} as const;
export type JwtAudience = (typeof JWT_AUDIENCE)[keyof typeof JWT_AUDIENCE];

const b64json = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const signature = (input: string, secret: string) =>
  createHmac('sha256', secret).update(input).digest('base64url');

/** Signs an HS256 JWT for one audience; sets iss, aud, iat and exp. */
export function signJwt(
  claims: Record<string, unknown>,
  secret: string,
  options: { audience: JwtAudience; ttlSeconds: number; now?: number },
): string {
  const iat = Math.floor((options.now ?? Date.now()) / 1000);
  const body = b64json({
    ...claims,
    iss: JWT_ISSUER,
    aud: options.audience,
    iat,
    exp: iat + options.ttlSeconds,
  });
  const input = `${HEADER}.${body}`;
  return `${input}.${signature(input, secret)}`;
}

/** Clocks of several server instances drift a little; a token from further in the future was not minted by us. */
const CLOCK_SKEW_SECONDS = 60;

/**
 * The claims of a valid, unexpired HS256 JWT signed with `secret`, issued by us for `audience`, else undefined.
 * `ignoreExpiry` checks the rest only, for tokens whose freshness another token already vouches for (the id
 * token, see http/auth.ts).
 */
export function verifyJwt(
  token: string,
  secret: string,
  options: { audience: JwtAudience; now?: number; ignoreExpiry?: boolean },
): Record<string, unknown> | undefined {
  const parts = token.split('.');
  if (parts.length !== 3) return undefined;
  const [header, body, sig] = parts as [string, string, string];
  if (header !== HEADER) return undefined;
  const expected = Buffer.from(signature(`${header}.${body}`, secret));
  const given = Buffer.from(sig);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  if (typeof claims !== 'object' || claims === null) return undefined;
  const { exp, iss, aud, iat, nbf } = claims as Record<string, unknown>;
  if (iss !== JWT_ISSUER || aud !== options.audience) return undefined;
  const nowSeconds = (options.now ?? Date.now()) / 1000;
  if (typeof exp !== 'number' || (!options.ignoreExpiry && exp <= nowSeconds)) return undefined;
  // Not yet valid: issued, or usable only, in the future (checked even where expiry is not).
  if (typeof iat !== 'number' || iat > nowSeconds + CLOCK_SKEW_SECONDS) return undefined;
  if (nbf !== undefined && (typeof nbf !== 'number' || nbf > nowSeconds + CLOCK_SKEW_SECONDS))
    return undefined;
  return claims as Record<string, unknown>;
}
