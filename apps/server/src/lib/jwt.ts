import { createHmac, timingSafeEqual } from 'node:crypto';

const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

const b64json = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const signature = (input: string, secret: string) =>
  createHmac('sha256', secret).update(input).digest('base64url');

/** Signs an HS256 JWT; `ttlSeconds` sets iat/exp. */
export function signJwt(
  claims: Record<string, unknown>,
  secret: string,
  ttlSeconds: number,
  now = Date.now(),
): string {
  const iat = Math.floor(now / 1000);
  const body = b64json({ ...claims, iat, exp: iat + ttlSeconds });
  const input = `${HEADER}.${body}`;
  return `${input}.${signature(input, secret)}`;
}

/**
 * The claims of a valid, unexpired HS256 JWT signed with `secret`, else undefined. `ignoreExpiry` checks the
 * signature only, for tokens whose freshness another token already vouches for (the id token, see http/auth.ts).
 */
export function verifyJwt(
  token: string,
  secret: string,
  now = Date.now(),
  { ignoreExpiry = false }: { ignoreExpiry?: boolean } = {},
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
  const exp = (claims as { exp?: unknown }).exp;
  if (typeof exp !== 'number' || (!ignoreExpiry && exp * 1000 <= now)) return undefined;
  return claims as Record<string, unknown>;
}
