import { createPrivateKey, createPublicKey, randomUUID, type KeyObject } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';

/*
 * SMART Backend Services client authentication: a JWT client assertion signed with RS384 or ES384
 * (https://hl7.org/fhir/smart-app-launch/backend-services.html), made and checked with jose.
 */

export type AssertionAlg = 'RS384' | 'ES384';
const ALGORITHMS: AssertionAlg[] = ['RS384', 'ES384'];
/** The longest an assertion may live, as the SMART specification asks (no more than five minutes). */
const LIFETIME_SECONDS = 300;

export interface AssertionInput {
  clientId: string;
  tokenUrl: string;
  privateKey: KeyObject | string;
  alg: AssertionAlg;
  kid?: string;
  /** seconds since epoch; injectable for tests */
  now?: number;
}

export function signClientAssertion(input: AssertionInput): Promise<string> {
  const now = input.now ?? Math.floor(Date.now() / 1000);
  const key = typeof input.privateKey === 'string' ? createPrivateKey(input.privateKey) : input.privateKey;
  return new SignJWT({})
    .setProtectedHeader({ alg: input.alg, typ: 'JWT', ...(input.kid ? { kid: input.kid } : {}) })
    .setIssuer(input.clientId)
    .setSubject(input.clientId)
    .setAudience(input.tokenUrl)
    .setIssuedAt(now)
    .setExpirationTime(now + LIFETIME_SECONDS)
    .setJti(randomUUID())
    .sign(key);
}

export interface VerifyInput {
  assertion: string;
  clientId: string;
  tokenUrl: string;
  publicKey: KeyObject | string;
  /** jti values already seen: a replayed assertion is refused. */
  seenJti?: Set<string>;
  now?: number;
}

/** Why jose refused an assertion, in the words the token endpoint answers with. */
function refusal(error: unknown): string {
  if (error instanceof errors.JOSEAlgNotAllowed) return 'alg';
  if (error instanceof errors.JWSSignatureVerificationFailed) return 'signature';
  if (error instanceof errors.JWTClaimValidationFailed || error instanceof errors.JWTExpired) {
    if (error.claim === 'iss' || error.claim === 'sub') return 'issuer';
    if (error.claim === 'aud') return 'audience';
    if (error.claim === 'exp') return 'expiry';
  }
  return 'malformed';
}

/** Verifies a client assertion the way an authorization server must; returns the reason when it refuses. */
export async function verifyClientAssertion(
  input: VerifyInput,
): Promise<{ ok: true } | { ok: false; reason: string }> {
  const now = input.now ?? Math.floor(Date.now() / 1000);
  const key = typeof input.publicKey === 'string' ? createPublicKey(input.publicKey) : input.publicKey;
  let payload: { exp?: number; jti?: string };
  try {
    ({ payload } = await jwtVerify(input.assertion, key, {
      algorithms: ALGORITHMS,
      issuer: input.clientId,
      subject: input.clientId,
      audience: input.tokenUrl,
      requiredClaims: ['exp'],
      currentDate: new Date(now * 1000),
    }));
  } catch (error) {
    return { ok: false, reason: refusal(error) };
  }
  // A longer-lived assertion could be replayed for longer than the jti memory is kept.
  if (payload.exp! > now + LIFETIME_SECONDS + 5) return { ok: false, reason: 'expiry' };
  if (!payload.jti || input.seenJti?.has(payload.jti)) return { ok: false, reason: 'jti' };
  input.seenJti?.add(payload.jti);
  return { ok: true };
}
