import { describe, expect, it, onTestFinished } from 'vitest';
import { createHmac } from 'node:crypto';
import { JWT_AUDIENCE, JWT_ISSUER, signJwt, verifyJwt } from './jwt.js';
import { maskEmail, maskPhone, recipientKey, toE164 } from './mask.js';
import {
  generateCode,
  hashCode,
  hashPassword,
  opaqueToken,
  PASSWORD_HASH_COST,
  setPasswordHashCostForTests,
  tokenDigest,
  verifyPassword,
} from './secrets.js';
import { matchTotpStep, newTotpSecret, totpCode } from './totp.js';

const SECRET = 'x'.repeat(40);

describe('JWT', () => {
  const now = Date.UTC(2026, 0, 1);
  const access = { audience: JWT_AUDIENCE.access, ttlSeconds: 900, now };
  /** A token signed with our key but minted by hand: what a leaked key or a shared one would make. */
  const forged = (claims: object) => {
    const input = `${Buffer.from('{"alg":"HS256","typ":"JWT"}').toString('base64url')}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`;
    return `${input}.${createHmac('sha256', SECRET).update(input).digest('base64url')}`;
  };
  it('verifies its own token and returns the claims with iss, aud, iat and exp', () => {
    const token = signJwt({ sub: 'p1' }, SECRET, access);
    expect(verifyJwt(token, SECRET, { audience: JWT_AUDIENCE.access, now: now + 1000 })).toMatchObject({
      sub: 'p1',
      iss: JWT_ISSUER,
      aud: JWT_AUDIENCE.access,
      iat: now / 1000,
      exp: now / 1000 + 900,
    });
  });
  const exp = now / 1000 + 900;
  it.each([
    ['expired', signJwt({ sub: 'p1' }, SECRET, access), SECRET, now + 901_000],
    ['another key', signJwt({ sub: 'p1' }, SECRET, access), 'y'.repeat(40), now],
    [
      'another audience (an id token as access token)',
      signJwt({ sub: 'p1' }, SECRET, { ...access, audience: JWT_AUDIENCE.id }),
      SECRET,
      now,
    ],
    ['no issuer or audience', forged({ sub: 'p1', exp }), SECRET, now],
    ['another issuer', forged({ sub: 'p1', exp, iss: 'elsewhere', aud: JWT_AUDIENCE.access }), SECRET, now],
    [
      'tampered claims',
      signJwt({ sub: 'p1' }, SECRET, access).replace(
        /\.[^.]+\./,
        `.${Buffer.from('{"sub":"p2","exp":9999999999}').toString('base64url')}.`,
      ),
      SECRET,
      now,
    ],
    [
      'alg none',
      `${Buffer.from('{"alg":"none"}').toString('base64url')}.${signJwt({ sub: 'p1' }, SECRET, access).split('.')[1]}.`,
      SECRET,
      now,
    ],
    ['not a JWT', 'abc', SECRET, now],
    [
      'a token issued in the future',
      forged({
        sub: 'p1',
        iss: JWT_ISSUER,
        aud: JWT_AUDIENCE.access,
        iat: now / 1000 + 3600,
        exp: exp + 3600,
      }),
      SECRET,
      now,
    ],
    [
      'a token not valid before a future time',
      forged({
        sub: 'p1',
        iss: JWT_ISSUER,
        aud: JWT_AUDIENCE.access,
        iat: now / 1000,
        nbf: now / 1000 + 3600,
        exp,
      }),
      SECRET,
      now,
    ],
    [
      'a token without iat',
      forged({ sub: 'p1', iss: JWT_ISSUER, aud: JWT_AUDIENCE.access, exp }),
      SECRET,
      now,
    ],
  ])('refuses %s', (_name, token, key, at) => {
    expect(verifyJwt(token, key, { audience: JWT_AUDIENCE.access, now: at })).toBeUndefined();
  });
});

describe('secrets', () => {
  it('hashes passwords with scrypt at 2^15 (OWASP), salted, and verifies them', async () => {
    setPasswordHashCostForTests(PASSWORD_HASH_COST);
    onTestFinished(() => setPasswordHashCostForTests(2 ** 10));
    const a = await hashPassword('Sunny-Garden-42!');
    const b = await hashPassword('Sunny-Garden-42!');
    expect(a).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword('Sunny-Garden-42!', a)).toBe(true);
    expect(await verifyPassword('Sunny-Garden-43!', a)).toBe(false);
    expect(await verifyPassword('anything', 'not-a-hash')).toBe(false);
  });

  it('never lowers the password hash cost in production', () => {
    const was = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    onTestFinished(() => {
      process.env.NODE_ENV = was;
    });
    expect(() => setPasswordHashCostForTests(2 ** 10)).toThrow(/fixed in production/);
  });

  it('[AUTH-3] generates 6-digit codes, leading zeros kept', () => {
    const codes = Array.from({ length: 500 }, generateCode);
    expect(codes.every((c) => /^\d{6}$/.test(c))).toBe(true);
    expect(new Set(codes).size).toBeGreaterThan(450);
  });

  it('[AUTH-3] hashes a code bound to its challenge and key', () => {
    expect(hashCode('123456', 'c1', SECRET)).toBe(hashCode('123456', 'c1', SECRET));
    expect(hashCode('123456', 'c1', SECRET)).not.toBe(hashCode('123456', 'c2', SECRET));
    expect(hashCode('123456', 'c1', SECRET)).not.toContain('123456');
  });

  it('makes unguessable opaque tokens and stores only their digest', () => {
    const token = opaqueToken();
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(tokenDigest(token)).not.toBe(token);
    expect(tokenDigest(token)).toBe(tokenDigest(token));
  });
});

describe('masking', () => {
  it.each([
    ['617-555-0100', '***-***-0100'],
    ['(617) 555-0199', '***-***-0199'],
  ])('maskPhone(%s) → %s', (phone, masked) => expect(maskPhone(phone)).toBe(masked));
  it.each([
    ['alex.rivera@example.com', 'a***@example.com'],
    ['x', '***'],
  ])('maskEmail(%s) → %s', (email, masked) => expect(maskEmail(email)).toBe(masked));
  it.each([
    ['Demo@Example.com ', 'demo@example.com'],
    ['617-555-0100', '6175550100'],
    ['(617) 555 0100', '6175550100'],
  ])('recipientKey(%j) → %s', (to, key) => expect(recipientKey(to)).toBe(key));
  it('formats US numbers as E.164', () => expect(toE164('617-555-0100')).toBe('+16175550100'));
});

describe('TOTP', () => {
  it('[AUTH-6] accepts the current code and one step either side, nothing further', () => {
    const secret = newTotpSecret();
    const at = new Date('2026-01-01T00:00:15Z');
    const step = Math.floor(at.getTime() / 30_000);
    expect(matchTotpStep(secret, totpCode(secret, at), at)).toBe(step);
    expect(matchTotpStep(secret, totpCode(secret, new Date(at.getTime() - 30_000)), at)).toBe(step - 1);
    expect(matchTotpStep(secret, totpCode(secret, new Date(at.getTime() + 90_000)), at)).toBeNull();
  });
});
