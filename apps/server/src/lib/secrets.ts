import {
  createHash,
  createHmac,
  randomBytes,
  randomInt,
  timingSafeEqual,
  type ScryptOptions,
} from 'node:crypto';
import { ScryptPool, type HashLane } from './scrypt-pool.js';

/** scrypt cost: 2^15 x 8 x 1 = 32 MiB per hash, OWASP's recommended minimum for scrypt. */
export const PASSWORD_HASH_COST = 2 ** 15;
const SCRYPT = { N: PASSWORD_HASH_COST, r: 8, p: 1, keyLength: 32 };

/**
 * The server's own test suites hash thousands of passwords; at the real cost that is minutes of CPU proving
 * nothing about scrypt. Called only from their setup file (src/test/setup.ts); refused in production. Stored
 * hashes name their cost, so a hash made at either cost verifies at any time.
 */
export function setPasswordHashCostForTests(N: number): void {
  if (process.env.NODE_ENV === 'production') throw new Error('the password hash cost is fixed in production');
  SCRYPT.N = N;
}

/**
 * One worker per core, bounded queues: a burst answers 503 SERVER_BUSY rather than stalling. Login's hashes have
 * their own lane, served first; every other hash (sign-up, reset, change of password, share-link passcodes) is
 * `other` by default, so a new caller cannot take login's capacity by forgetting to choose.
 */
export const passwordHashing = new ScryptPool();
const scryptAsync = (
  password: string,
  salt: Buffer,
  keyLength: number,
  options: ScryptOptions,
  lane: HashLane,
) => passwordHashing.hash(password, salt, keyLength, options, lane);

const scryptOptions = (N: number, r: number, p: number): ScryptOptions => ({
  N,
  r,
  p,
  maxmem: 256 * N * r * p,
});

/** `scrypt$N$r$p$salt$hash`, so the cost can rise later without breaking stored hashes. */
export async function hashPassword(password: string, lane: HashLane = 'other'): Promise<string> {
  const salt = randomBytes(16);
  const { N, r, p, keyLength } = SCRYPT;
  const key = await scryptAsync(password.normalize('NFKC'), salt, keyLength, scryptOptions(N, r, p), lane);
  return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(
  password: string,
  stored: string,
  lane: HashLane = 'other',
): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await scryptAsync(
    password.normalize('NFKC'),
    Buffer.from(salt, 'base64url'),
    expected.length,
    scryptOptions(Number(n), Number(r), Number(p)),
    lane,
  );
  return timingSafeEqual(key, expected);
}

/**
 * A well-formed hash of a random password: verifying against it when the account does not exist costs the
 * same time as a real check, so response times do not tell whether an email is registered.
 */
let decoyHash: Promise<string> | undefined;
export const decoyPasswordHash = () => (decoyHash ??= hashPassword(randomBytes(16).toString('hex'), 'login'));

/** A 6-digit one-time code, leading zeros kept. */
export const generateCode = (): string => randomInt(0, 1_000_000).toString().padStart(6, '0');

/**
 * Codes have only a million values, so a plain hash would fall to a table; a keyed hash bound to its
 * challenge does not.
 */
export const hashCode = (code: string, bindTo: string, key: string): string =>
  createHmac('sha256', key).update(`${bindTo}:${code}`).digest('base64url');

export function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** An unguessable opaque token (refresh token, mfa token, reset link, web_token). */
export const opaqueToken = (): string => randomBytes(32).toString('base64url');

/** Opaque tokens are stored only as this digest. */
export const tokenDigest = (token: string): string => createHash('sha256').update(token).digest('base64url');
