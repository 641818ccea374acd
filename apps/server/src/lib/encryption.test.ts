import { createCipheriv, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  bytesKeyId,
  decryptBytes,
  decryptSecret,
  DecryptionError,
  encryptBytes,
  encryptionKeyId,
  encryptSecret,
  type EncryptionKeys,
} from './encryption.js';
import { newTotpSecret } from './totp.js';

const KEY = randomBytes(32);
const OLD = randomBytes(32);
const CONTEXT = 'totp_authenticators.secret:3f1c';
const only = (key: Buffer): EncryptionKeys => ({ encryptionKey: key, encryptionPreviousKeys: [] });

/** The stored form before key ids (`v1.<iv>.<ciphertext>.<tag>`): what every existing database holds. */
function encryptV1(plaintext: string, key: Buffer, context: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: 16 });
  cipher.setAAD(Buffer.from(context, 'utf8'));
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return ['v1', iv, ciphertext, cipher.getAuthTag()]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
}

describe('encryptSecret / decryptSecret (AES-256-GCM)', () => {
  it('[AUTH-6] round-trips under a key id, and the stored form never contains the secret', () => {
    const seed = newTotpSecret();
    const stored = encryptSecret(seed, KEY, CONTEXT);
    expect(stored).toMatch(/^v2\.[\w-]{16}\.[\w-]{16}\.[\w-]+\.[\w-]{22}$/);
    expect(stored.split('.')[1]).toBe(encryptionKeyId(KEY));
    expect(stored).not.toContain(seed);
    expect(Buffer.from(stored.split('.')[3] ?? '', 'base64url').toString('latin1')).not.toContain(seed);
    expect(decryptSecret(stored, only(KEY), CONTEXT)).toBe(seed);
  });

  it('uses a fresh nonce each time, so the same secret never looks the same twice', () => {
    const seed = newTotpSecret();
    expect(encryptSecret(seed, KEY, CONTEXT)).not.toBe(encryptSecret(seed, KEY, CONTEXT));
  });

  it('opens a value made under a previous key while that key is configured as previous', () => {
    const stored = encryptSecret('JBSWY3DPEHPK3PXP', OLD, CONTEXT);
    expect(decryptSecret(stored, { encryptionKey: KEY, encryptionPreviousKeys: [OLD] }, CONTEXT)).toBe(
      'JBSWY3DPEHPK3PXP',
    );
  });

  it('opens the v1 form (no key id) under whichever configured key made it', () => {
    const keys = { encryptionKey: KEY, encryptionPreviousKeys: [OLD] };
    expect(decryptSecret(encryptV1('current', KEY, CONTEXT), keys, CONTEXT)).toBe('current');
    expect(decryptSecret(encryptV1('previous', OLD, CONTEXT), keys, CONTEXT)).toBe('previous');
  });

  it('says which key is missing when a value was encrypted under a key that is not configured', () => {
    const stored = encryptSecret('JBSWY3DPEHPK3PXP', OLD, CONTEXT);
    expect(() => decryptSecret(stored, only(KEY), CONTEXT)).toThrow(
      new DecryptionError(
        `the secret was encrypted under key ${encryptionKeyId(OLD)}, which is neither PORTAL_ENCRYPTION_KEY nor one of PORTAL_ENCRYPTION_PREVIOUS_KEYS`,
      ),
    );
  });

  const stored = encryptSecret('JBSWY3DPEHPK3PXP', KEY, CONTEXT);
  const [v, kid, iv, ct, tag] = stored.split('.') as [string, string, string, string, string];
  const flip = (part: string) => {
    const bytes = Buffer.from(part, 'base64url');
    bytes[0] = (bytes[0] ?? 0) ^ 1;
    return bytes.toString('base64url');
  };
  it.each([
    ['another key', stored, randomBytes(32), CONTEXT],
    ['another row (context)', stored, KEY, 'totp_authenticators.secret:other'],
    ['an altered ciphertext', [v, kid, iv, flip(ct), tag].join('.'), KEY, CONTEXT],
    ['an altered tag', [v, kid, iv, ct, flip(tag)].join('.'), KEY, CONTEXT],
    ['an altered nonce', [v, kid, flip(iv), ct, tag].join('.'), KEY, CONTEXT],
    ['an altered key id', [v, flip(kid), iv, ct, tag].join('.'), KEY, CONTEXT],
    ['a truncated tag', [v, kid, iv, ct, tag.slice(0, 10)].join('.'), KEY, CONTEXT],
    ['no key id', [v, '', iv, ct, tag].join('.'), KEY, CONTEXT],
    ['a v1 value made under another key', encryptV1('x', randomBytes(32), CONTEXT), KEY, CONTEXT],
    ['a plain-text seed (not encrypted)', 'JBSWY3DPEHPK3PXP', KEY, CONTEXT],
    ['an unknown version', ['v3', kid, iv, ct, tag].join('.'), KEY, CONTEXT],
  ])('refuses %s', (_case, value, key, context) => {
    expect(() => decryptSecret(value, only(key), context)).toThrow(DecryptionError);
  });
});

describe('encryptBytes / decryptBytes (files outside the database)', () => {
  const photo = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47]), randomBytes(64)]);
  const sealed = encryptBytes(photo, KEY, 'insurance/p/front');
  /** An object written before key ids: version 1, iv, tag, ciphertext. */
  const legacy = (key: Buffer, context: string) => {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: 16 });
    cipher.setAAD(Buffer.from(context, 'utf8'));
    const ciphertext = Buffer.concat([cipher.update(photo), cipher.final()]);
    return Buffer.concat([Buffer.from([1]), iv, cipher.getAuthTag(), ciphertext]);
  };

  it('round-trips bytes under the key id it names, and the stored form does not contain them', () => {
    expect(sealed.length).toBe(photo.length + 1 + 16 + 12 + 16);
    expect(bytesKeyId(sealed)).toBe(encryptionKeyId(KEY));
    expect(sealed.includes(photo.subarray(4, 36))).toBe(false);
    expect(decryptBytes(sealed, only(KEY), 'insurance/p/front').equals(photo)).toBe(true);
  });

  it('opens bytes made under a previous key, and those from before key ids under any configured key', () => {
    const rotated = { encryptionKey: KEY, encryptionPreviousKeys: [OLD] };
    expect(decryptBytes(encryptBytes(photo, OLD, 'c'), rotated, 'c').equals(photo)).toBe(true);
    expect(decryptBytes(legacy(OLD, 'c'), rotated, 'c').equals(photo)).toBe(true);
    expect(bytesKeyId(legacy(OLD, 'c'))).toBeUndefined();
    expect(() => decryptBytes(encryptBytes(photo, OLD, 'c'), only(KEY), 'c')).toThrow(
      `the bytes were encrypted under key ${encryptionKeyId(OLD)}, which is neither`,
    );
  });

  const altered = Buffer.from(sealed);
  altered[sealed.length - 1] = (altered[sealed.length - 1] ?? 0) ^ 1;
  it.each([
    ['another key', sealed, randomBytes(32), 'insurance/p/front'],
    ['another place (context)', sealed, KEY, 'insurance/p/back'],
    ['an altered ciphertext', altered, KEY, 'insurance/p/front'],
    ['a plain photo (not encrypted)', photo, KEY, 'insurance/p/front'],
    ['a cut-off file', sealed.subarray(0, 20), KEY, 'insurance/p/front'],
    ['a legacy object under another key', legacy(OLD, 'insurance/p/front'), KEY, 'insurance/p/front'],
  ])('refuses %s', (_case, value, key, context) => {
    expect(() => decryptBytes(value, only(key), context)).toThrow(DecryptionError);
  });
});
