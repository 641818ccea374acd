import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * Secrets the server must read back (authenticator apps' TOTP seeds) are kept encrypted at rest with AES-256-GCM,
 * so a copy of the database (backup, dump, replica) alone does not let anyone generate a patient's codes.
 *
 * Stored form: `v1.<iv>.<ciphertext>.<tag>` (base64url), in a text column. `context` names the row the secret
 * belongs to and is authenticated with it, so a ciphertext copied onto another row does not decrypt there.
 */
const VERSION = 'v1';
const ALGORITHM = 'aes-256-gcm';
/** 96-bit nonces, as GCM recommends; random per encryption. */
const IV_BYTES = 12;
const TAG_BYTES = 16;

export function encryptSecret(plaintext: string, key: Buffer, context: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv(ALGORITHM, key, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(Buffer.from(context, 'utf8'));
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return [VERSION, iv, ciphertext, cipher.getAuthTag()]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

export class DecryptionError extends Error {
  override name = 'DecryptionError';
}

/**
 * The plaintext of a value from encryptSecret(). Throws DecryptionError when it is not in that form, or was made
 * with another key or for another context, or was altered: a wrong key must fail loudly, never look like a
 * wrong code.
 */
export function decryptSecret(stored: string, key: Buffer, context: string): string {
  const [version, iv, ciphertext, tag, ...rest] = stored.split('.');
  if (version !== VERSION || iv === undefined || ciphertext === undefined || !tag || rest.length > 0) {
    throw new DecryptionError('not an encrypted secret');
  }
  try {
    const decipher = createDecipheriv(ALGORITHM, key, Buffer.from(iv, 'base64url'), {
      authTagLength: TAG_BYTES,
    });
    decipher.setAAD(Buffer.from(context, 'utf8'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    throw new DecryptionError('the secret does not decrypt with this key');
  }
}

/**
 * Binary form for files kept outside the database (card photos in the blob store): the same AES-256-GCM, key and
 * context binding as encryptSecret(), without base64 so a photo costs its own size, not a third more twice over.
 * Stored form: a version byte (1), iv, tag, ciphertext.
 */
const BYTES_VERSION = 1;

export function encryptBytes(plaintext: Buffer, key: Buffer, context: string): Buffer {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv(ALGORITHM, key, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(Buffer.from(context, 'utf8'));
  const ciphertext = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  return Buffer.concat([Buffer.from([BYTES_VERSION]), iv, cipher.getAuthTag(), ciphertext]);
}

/** The plaintext of a value from encryptBytes(); DecryptionError as decryptSecret() for the same reasons. */
export function decryptBytes(stored: Buffer, key: Buffer, context: string): Buffer {
  if (stored.length < 1 + IV_BYTES + TAG_BYTES || stored[0] !== BYTES_VERSION) {
    throw new DecryptionError('not encrypted bytes');
  }
  try {
    const decipher = createDecipheriv(ALGORITHM, key, stored.subarray(1, 1 + IV_BYTES), {
      authTagLength: TAG_BYTES,
    });
    decipher.setAAD(Buffer.from(context, 'utf8'));
    decipher.setAuthTag(stored.subarray(1 + IV_BYTES, 1 + IV_BYTES + TAG_BYTES));
    return Buffer.concat([decipher.update(stored.subarray(1 + IV_BYTES + TAG_BYTES)), decipher.final()]);
  } catch {
    throw new DecryptionError('the bytes do not decrypt with this key');
  }
}
