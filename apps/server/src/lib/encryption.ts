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
