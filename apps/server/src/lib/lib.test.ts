import { describe, expect, it, onTestFinished } from 'vitest';
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
