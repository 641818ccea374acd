import { createHash, webcrypto } from 'node:crypto';
import { compactVerify, SignJWT, type JWSHeaderParameters } from 'jose';

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

const ALGORITHM = 'HS256';

/**
 * The keys a token may be signed with (the server's Config is one). The current one signs every new token; the
 * previous ones (JWT_PREVIOUS_SECRETS) only verify, so a rotation logs no one out: they stay until every token
 * they signed has expired.
 */
export interface JwtSecrets {
  jwtSecret: string;
  jwtPreviousSecrets: readonly string[];
}

/**
 * A secret's key id, the `kid` of every token it signs: a short hash, so no one has to name keys and every
 * instance given the same secret agrees. It reveals no more than the HMAC on each token already does.
 */
export const jwtKeyId = (secret: string): string =>
  createHash('sha256').update(`patient-portal jwt kid\0${secret}`).digest('base64url').slice(0, 16);

/** Imported once per secret: importing is most of the cost of an HMAC on a short token. */
const hmacKeys = new Map<string, Promise<webcrypto.CryptoKey>>();
function hmacKey(secret: string): Promise<webcrypto.CryptoKey> {
  let key = hmacKeys.get(secret);
  if (!key) {
    key = webcrypto.subtle.importKey(
      'raw',
      Buffer.from(secret, 'utf8'),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    );
    hmacKeys.set(secret, key);
  }
  return key;
}

/** Signs an HS256 JWT for one audience with the current secret, its kid in the header; sets iss, aud, iat, exp. */
export async function signJwt(
  claims: Record<string, unknown>,
  secret: string,
  options: { audience: JwtAudience; ttlSeconds: number; now?: number },
): Promise<string> {
  const iat = Math.floor((options.now ?? Date.now()) / 1000);
  return new SignJWT(claims)
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT', kid: jwtKeyId(secret) })
    .setIssuer(JWT_ISSUER)
    .setAudience(options.audience)
    .setIssuedAt(iat)
    .setExpirationTime(iat + options.ttlSeconds)
    .sign(await hmacKey(secret));
}

/**
 * The secret a token's header names. A kid no configured secret has is refused (a removed key, or a forgery).
 * A token with no kid was minted by the release before key ids, always with the then current secret: it is
 * read with the current secret only, so sessions live through the upgrade.
 */
function secretFor(header: JWSHeaderParameters, secrets: JwtSecrets): string {
  if (header.kid === undefined) return secrets.jwtSecret;
  const secret = [secrets.jwtSecret, ...secrets.jwtPreviousSecrets].find((s) => jwtKeyId(s) === header.kid);
  if (secret === undefined) throw new Error('unknown key id');
  return secret;
}

/** Clocks of several server instances drift a little; a token from further in the future was not minted by us. */
const CLOCK_SKEW_SECONDS = 60;

/**
 * The claims of a valid, unexpired HS256 JWT signed with one of `secrets`, issued by us for `audience`, else
 * undefined. `ignoreExpiry` checks the rest only, for tokens whose freshness another token already vouches for
 * (the id token, see http/auth.ts). jose checks the JWS (HS256 only, the key by kid, the signature); the claims
 * are checked here, as jose's jwtVerify cannot read a token past its expiry.
 */
export async function verifyJwt(
  token: string,
  secrets: JwtSecrets,
  options: { audience: JwtAudience; now?: number; ignoreExpiry?: boolean },
): Promise<Record<string, unknown> | undefined> {
  let payload: Uint8Array;
  try {
    ({ payload } = await compactVerify(token, (header) => hmacKey(secretFor(header, secrets)), {
      algorithms: [ALGORITHM],
    }));
  } catch {
    return undefined;
  }
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(payload).toString('utf8'));
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
