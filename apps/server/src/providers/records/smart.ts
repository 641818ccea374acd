import { createPrivateKey, createPublicKey, randomUUID, sign, verify, type KeyObject } from 'node:crypto';

/*
 * SMART Backend Services client authentication: a JWT client assertion signed with RS384 or ES384
 * (https://hl7.org/fhir/smart-app-launch/backend-services.html). Node's crypto is enough; no JOSE dependency.
 */

export type AssertionAlg = 'RS384' | 'ES384';

export interface AssertionInput {
  clientId: string;
  tokenUrl: string;
  privateKey: KeyObject | string;
  alg: AssertionAlg;
  kid?: string;
  /** seconds since epoch; injectable for tests */
  now?: number;
}

const b64url = (data: Buffer | string) => Buffer.from(data).toString('base64url');

export function signClientAssertion(input: AssertionInput): string {
  const now = input.now ?? Math.floor(Date.now() / 1000);
  const header = { alg: input.alg, typ: 'JWT', ...(input.kid ? { kid: input.kid } : {}) };
  const payload = {
    iss: input.clientId,
    sub: input.clientId,
    aud: input.tokenUrl,
    exp: now + 300,
    iat: now,
    jti: randomUUID(),
  };
  const signingInput = `${b64url(JSON.stringify(header))}.${b64url(JSON.stringify(payload))}`;
  const key = typeof input.privateKey === 'string' ? createPrivateKey(input.privateKey) : input.privateKey;
  const signature = sign('sha384', Buffer.from(signingInput), {
    key,
    ...(input.alg === 'ES384' ? { dsaEncoding: 'ieee-p1363' as const } : {}),
  });
  return `${signingInput}.${b64url(signature)}`;
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

/** Verifies a client assertion the way an authorization server must; returns the reason when it refuses. */
export function verifyClientAssertion(input: VerifyInput): { ok: true } | { ok: false; reason: string } {
  const parts = input.assertion.split('.');
  if (parts.length !== 3) return { ok: false, reason: 'malformed' };
  const [h, p, s] = parts as [string, string, string];
  let header: { alg?: string };
  let payload: { iss?: string; sub?: string; aud?: string; exp?: number; jti?: string };
  try {
    header = JSON.parse(Buffer.from(h, 'base64url').toString('utf8'));
    payload = JSON.parse(Buffer.from(p, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  if (header.alg !== 'RS384' && header.alg !== 'ES384') return { ok: false, reason: 'alg' };
  const key = typeof input.publicKey === 'string' ? createPublicKey(input.publicKey) : input.publicKey;
  const valid = verify(
    'sha384',
    Buffer.from(`${h}.${p}`),
    { key, ...(header.alg === 'ES384' ? { dsaEncoding: 'ieee-p1363' as const } : {}) },
    Buffer.from(s, 'base64url'),
  );
  if (!valid) return { ok: false, reason: 'signature' };
  const now = input.now ?? Math.floor(Date.now() / 1000);
  if (payload.iss !== input.clientId || payload.sub !== input.clientId)
    return { ok: false, reason: 'issuer' };
  if (payload.aud !== input.tokenUrl) return { ok: false, reason: 'audience' };
  if (typeof payload.exp !== 'number' || payload.exp < now || payload.exp > now + 300 + 5) {
    return { ok: false, reason: 'expiry' };
  }
  if (!payload.jti || input.seenJti?.has(payload.jti)) return { ok: false, reason: 'jti' };
  input.seenJti?.add(payload.jti);
  return { ok: true };
}
