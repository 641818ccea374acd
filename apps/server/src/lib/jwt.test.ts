import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { JWT_AUDIENCE, JWT_ISSUER, jwtKeyId, signJwt, verifyJwt, type JwtSecrets } from './jwt.js';

const SECRET = 'x'.repeat(40);
const OLD = 'o'.repeat(40);
const only = (secret: string): JwtSecrets => ({ jwtSecret: secret, jwtPreviousSecrets: [] });

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const headerOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString('utf8'));
/** A token minted by hand: what a leaked key, a guessed one, or no key at all would make. */
const forged = (header: object, claims: unknown, key: string | undefined) => {
  const input = `${b64(header)}.${b64(claims)}`;
  return `${input}.${key ? createHmac('sha256', key).update(input).digest('base64url') : ''}`;
};

describe('JWT', () => {
  const now = Date.UTC(2026, 0, 1);
  const access = { audience: JWT_AUDIENCE.access, ttlSeconds: 900, now };
  const exp = now / 1000 + 900;
  const good = { sub: 'p1', iss: JWT_ISSUER, aud: JWT_AUDIENCE.access, iat: now / 1000, exp };
  const ours = { alg: 'HS256', typ: 'JWT', kid: jwtKeyId(SECRET) };

  it('verifies its own token and returns the claims with iss, aud, iat and exp; the header names its key', async () => {
    const token = await signJwt({ sub: 'p1' }, SECRET, access);
    expect(headerOf(token)).toEqual({ alg: 'HS256', typ: 'JWT', kid: jwtKeyId(SECRET) });
    expect(await verifyJwt(token, only(SECRET), { audience: JWT_AUDIENCE.access, now: now + 1000 })).toEqual({
      sub: 'p1',
      iss: JWT_ISSUER,
      aud: JWT_AUDIENCE.access,
      iat: now / 1000,
      exp,
    });
  });

  it('derives a short key id from the secret: the same on every instance, another for another secret', () => {
    expect(jwtKeyId(SECRET)).toMatch(/^[\w-]{16}$/);
    expect(jwtKeyId(SECRET)).toBe(jwtKeyId('x'.repeat(40)));
    expect(jwtKeyId(SECRET)).not.toBe(jwtKeyId(OLD));
    expect(jwtKeyId(SECRET)).not.toContain(SECRET.slice(0, 8));
  });

  it.each<[string, () => Promise<string> | string, number?]>([
    ['expired', () => signJwt({ sub: 'p1' }, SECRET, access), now + 901_000],
    ['signed with another key under its own kid', () => signJwt({ sub: 'p1' }, 'y'.repeat(40), access)],
    ['signed with another key under our kid', () => forged(ours, good, 'y'.repeat(40))],
    [
      'signed with our key under a kid we do not know',
      () => forged({ ...ours, kid: 'not-a-key-of-ours' }, good, SECRET),
    ],
    [
      'signed with our key under a kid that is not a string',
      () => forged({ ...ours, kid: 42 }, good, SECRET),
    ],
    [
      'another audience (an id token as access token)',
      () => signJwt({ sub: 'p1' }, SECRET, { ...access, audience: JWT_AUDIENCE.id }),
    ],
    ['no issuer or audience', () => forged(ours, { sub: 'p1', iat: now / 1000, exp }, SECRET)],
    ['another issuer', () => forged(ours, { ...good, iss: 'elsewhere' }, SECRET)],
    [
      'tampered claims',
      async () =>
        (await signJwt({ sub: 'p1' }, SECRET, access)).replace(
          /\.[^.]+\./,
          `.${b64({ ...good, sub: 'p2' })}.`,
        ),
    ],
    ['alg none, no signature', () => forged({ alg: 'none', kid: jwtKeyId(SECRET) }, good, undefined)],
    ['alg none, with our signature', () => forged({ alg: 'none', kid: jwtKeyId(SECRET) }, good, SECRET)],
    ['alg HS512 (not allowed)', () => forged({ ...ours, alg: 'HS512' }, good, SECRET)],
    ['alg RS256 over an HMAC (key confusion)', () => forged({ ...ours, alg: 'RS256' }, good, SECRET)],
    [
      'a critical header we do not understand',
      () => forged({ ...ours, crit: ['exp'], exp: 1 }, good, SECRET),
    ],
    ['not a JWT', () => 'abc'],
    [
      'a token issued in the future',
      () => forged(ours, { ...good, iat: now / 1000 + 3600, exp: exp + 3600 }, SECRET),
    ],
    [
      'a token not valid before a future time',
      () => forged(ours, { ...good, nbf: now / 1000 + 3600 }, SECRET),
    ],
    [
      'a token without iat',
      () => forged(ours, { sub: 'p1', iss: JWT_ISSUER, aud: JWT_AUDIENCE.access, exp }, SECRET),
    ],
    ['a payload that is not an object', () => forged(ours, 'p1', SECRET)],
  ])('refuses %s', async (_name, token, at = now) => {
    expect(
      await verifyJwt(await token(), only(SECRET), { audience: JWT_AUDIENCE.access, now: at }),
    ).toBeUndefined();
  });

  it('reads an expired token when asked to ignore expiry, and checks everything else', async () => {
    const token = await signJwt({ sub: 'p1' }, SECRET, access);
    const later = { audience: JWT_AUDIENCE.access, now: now + 86_400_000, ignoreExpiry: true } as const;
    expect(await verifyJwt(token, only(SECRET), later)).toMatchObject({ sub: 'p1' });
    expect(await verifyJwt(token, only(OLD), later)).toBeUndefined();
  });

  describe('given JWT_SECRET rotated from an old secret to a new one', () => {
    const rotated = { jwtSecret: SECRET, jwtPreviousSecrets: [OLD] };
    const read = (token: string, secrets: JwtSecrets) =>
      verifyJwt(token, secrets, { audience: JWT_AUDIENCE.access, now: now + 1000 });

    it('still accepts a token the old secret signed while it is listed as previous, and refuses it once removed', async () => {
      const before = await signJwt({ sub: 'p1' }, OLD, access);
      expect(await read(before, rotated)).toMatchObject({ sub: 'p1' });
      expect(await read(before, only(SECRET))).toBeUndefined();
    });

    it('signs new tokens with the new secret only', async () => {
      const after = await signJwt({ sub: 'p1' }, rotated.jwtSecret, access);
      expect(headerOf(after).kid).toBe(jwtKeyId(SECRET));
      expect(await read(after, rotated)).toMatchObject({ sub: 'p1' });
      expect(await read(after, only(OLD))).toBeUndefined();
    });

    it('refuses a token signed with the old secret but claiming the new key id', async () => {
      expect(await read(forged(ours, good, OLD), rotated)).toBeUndefined();
    });
  });

  describe('given a token from the release before key ids (no kid)', () => {
    const legacy = { alg: 'HS256', typ: 'JWT' };
    const read = (token: string, secrets: JwtSecrets) =>
      verifyJwt(token, secrets, { audience: JWT_AUDIENCE.access, now: now + 1000 });

    it('accepts it signed with the current secret, so sessions live through the upgrade', async () => {
      expect(await read(forged(legacy, good, SECRET), only(SECRET))).toMatchObject({ sub: 'p1' });
    });

    it('refuses it signed with a previous secret: only the current one signed tokens without a kid', async () => {
      expect(
        await read(forged(legacy, good, OLD), { jwtSecret: SECRET, jwtPreviousSecrets: [OLD] }),
      ).toBeUndefined();
    });
  });
});
