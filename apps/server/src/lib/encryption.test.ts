import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decryptBytes, decryptSecret, DecryptionError, encryptBytes, encryptSecret } from './encryption.js';
import { newTotpSecret } from './totp.js';

const KEY = randomBytes(32);
const CONTEXT = 'totp_authenticators.secret:3f1c';

describe('encryptSecret / decryptSecret (AES-256-GCM)', () => {
  it('[AUTH-6] round-trips, and the stored form never contains the secret', () => {
    const seed = newTotpSecret();
    const stored = encryptSecret(seed, KEY, CONTEXT);
    expect(stored).toMatch(/^v1\.[\w-]{16}\.[\w-]+\.[\w-]{22}$/);
    expect(stored).not.toContain(seed);
    expect(Buffer.from(stored.split('.')[2] ?? '', 'base64url').toString('latin1')).not.toContain(seed);
    expect(decryptSecret(stored, KEY, CONTEXT)).toBe(seed);
  });

  it('uses a fresh nonce each time, so the same secret never looks the same twice', () => {
    const seed = newTotpSecret();
    expect(encryptSecret(seed, KEY, CONTEXT)).not.toBe(encryptSecret(seed, KEY, CONTEXT));
  });

  const stored = encryptSecret('JBSWY3DPEHPK3PXP', KEY, CONTEXT);
  const [v, iv, ct, tag] = stored.split('.') as [string, string, string, string];
  const flip = (part: string) => {
    const bytes = Buffer.from(part, 'base64url');
    bytes[0] = (bytes[0] ?? 0) ^ 1;
    return bytes.toString('base64url');
  };
  it.each([
    ['another key', stored, randomBytes(32), CONTEXT],
    ['another row (context)', stored, KEY, 'totp_authenticators.secret:other'],
    ['an altered ciphertext', [v, iv, flip(ct), tag].join('.'), KEY, CONTEXT],
    ['an altered tag', [v, iv, ct, flip(tag)].join('.'), KEY, CONTEXT],
    ['an altered nonce', [v, flip(iv), ct, tag].join('.'), KEY, CONTEXT],
    ['a truncated tag', [v, iv, ct, tag.slice(0, 10)].join('.'), KEY, CONTEXT],
    ['a plain-text seed (not encrypted)', 'JBSWY3DPEHPK3PXP', KEY, CONTEXT],
    ['an unknown version', ['v2', iv, ct, tag].join('.'), KEY, CONTEXT],
  ])('refuses %s', (_case, value, key, context) => {
    expect(() => decryptSecret(value, key, context)).toThrow(DecryptionError);
  });
});

describe('encryptBytes / decryptBytes (files outside the database)', () => {
  const photo = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47]), randomBytes(64)]);
  const sealed = encryptBytes(photo, KEY, 'insurance/p/front');

  it('round-trips bytes, and the stored form does not contain them', () => {
    expect(sealed.length).toBe(photo.length + 1 + 12 + 16);
    expect(sealed.includes(photo.subarray(4, 36))).toBe(false);
    expect(decryptBytes(sealed, KEY, 'insurance/p/front').equals(photo)).toBe(true);
  });

  const altered = Buffer.from(sealed);
  altered[sealed.length - 1] = (altered[sealed.length - 1] ?? 0) ^ 1;
  it.each([
    ['another key', sealed, randomBytes(32), 'insurance/p/front'],
    ['another place (context)', sealed, KEY, 'insurance/p/back'],
    ['an altered ciphertext', altered, KEY, 'insurance/p/front'],
    ['a plain photo (not encrypted)', photo, KEY, 'insurance/p/front'],
    ['a cut-off file', sealed.subarray(0, 20), KEY, 'insurance/p/front'],
  ])('refuses %s', (_case, value, key, context) => {
    expect(() => decryptBytes(value, key, context)).toThrow(DecryptionError);
  });
});
