import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * Secrets the server must read back (authenticator apps' TOTP seeds, insurance card photos) are kept encrypted at
 * rest with AES-256-GCM, so a copy of the database (backup, dump, replica) alone does not let anyone generate a
 * patient's codes or see their card.
 *
 * Stored form: `v2.<key id>.<iv>.<ciphertext>.<tag>` (base64url), in a text column. The key id names the key it
 * was encrypted under, so keys can be rotated (`npm run rotate-key`) while old values still open. `context` names
 * the row the secret belongs to and is authenticated with it, so a ciphertext copied onto another row does not
 * decrypt there. The form before key ids, `v1.<iv>.<ciphertext>.<tag>`, still opens: with whichever configured
 * key it was made under.
 */
const VERSION = 'v2';
const LEGACY_VERSION = 'v1';
const ALGORITHM = 'aes-256-gcm';
/** 96-bit nonces, as GCM recommends; random per encryption. */
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * The keys values may be encrypted under (the server's Config is one): the current one encrypts every new value,
 * the previous ones (PORTAL_ENCRYPTION_PREVIOUS_KEYS) only decrypt, until rotate-key has re-encrypted their values.
 */
export interface EncryptionKeys {
  encryptionKey: Buffer;
  encryptionPreviousKeys: readonly Buffer[];
}

/** A key's id in the values it encrypts: a short hash, so no one names keys and every instance agrees. */
export const encryptionKeyId = (key: Buffer): string =>
  createHash('sha256').update('patient-portal encryption kid\0').update(key).digest('base64url').slice(0, 16);

export function encryptSecret(plaintext: string, key: Buffer, context: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv(ALGORITHM, key, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(Buffer.from(context, 'utf8'));
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return [VERSION, encryptionKeyId(key), iv, ciphertext, cipher.getAuthTag()]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

export class DecryptionError extends Error {
  override name = 'DecryptionError';
}

function decryptWith(key: Buffer, [iv, ciphertext, tag]: [string, string, string], context: string): string {
  const decipher = createDecipheriv(ALGORITHM, key, Buffer.from(iv, 'base64url'), {
    authTagLength: TAG_BYTES,
  });
  decipher.setAAD(Buffer.from(context, 'utf8'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString(
    'utf8',
  );
}

/**
 * The plaintext of a value from encryptSecret() (or its v1 form). Throws DecryptionError when it is not in that
 * form, names a key that is not configured, or was made with another key or for another context, or was altered:
 * a wrong key must fail loudly, never look like a wrong code.
 */
export function decryptSecret(stored: string, keys: EncryptionKeys, context: string): string {
  const parts = stored.split('.');
  const version = parts[0];
  const kid = version === VERSION ? parts[1] : undefined;
  const sealed = parts.slice(version === VERSION ? 2 : 1);
  const [iv, ciphertext, tag] = sealed;
  if (
    (version !== VERSION && version !== LEGACY_VERSION) ||
    (version === VERSION && !kid) ||
    iv === undefined ||
    ciphertext === undefined ||
    !tag ||
    sealed.length !== 3
  ) {
    throw new DecryptionError('not an encrypted secret');
  }
  return openWithKeys(
    keys,
    kid,
    { was: 'the secret was', doesNot: 'the secret does not', boundTo: 'row' },
    (key) => decryptWith(key, [iv, ciphertext, tag], context),
  );
}

/**
 * Binary form for files kept outside the database (card photos in the blob store): the same AES-256-GCM, key and
 * context binding as encryptSecret(), without base64 so a photo costs its own size, not a third more twice over.
 * Stored form: a version byte (2), the key id (16 ASCII bytes), iv, tag, ciphertext. The form before key ids
 * (version 1: iv, tag, ciphertext) still opens, with whichever configured key made it.
 */
const BYTES_VERSION = 2;
const LEGACY_BYTES_VERSION = 1;
const KID_BYTES = 16;

export function encryptBytes(plaintext: Buffer, key: Buffer, context: string): Buffer {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv(ALGORITHM, key, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(Buffer.from(context, 'utf8'));
  const ciphertext = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  return Buffer.concat([
    Buffer.from([BYTES_VERSION]),
    Buffer.from(encryptionKeyId(key), 'ascii'),
    iv,
    cipher.getAuthTag(),
    ciphertext,
  ]);
}

/** The id of the key `stored` (from encryptBytes()) was made under; undefined for the form before key ids. */
export function bytesKeyId(stored: Buffer): string | undefined {
  return stored[0] === BYTES_VERSION ? stored.subarray(1, 1 + KID_BYTES).toString('ascii') : undefined;
}

function decryptBytesWith(key: Buffer, sealed: Buffer, context: string): Buffer {
  const decipher = createDecipheriv(ALGORITHM, key, sealed.subarray(0, IV_BYTES), {
    authTagLength: TAG_BYTES,
  });
  decipher.setAAD(Buffer.from(context, 'utf8'));
  decipher.setAuthTag(sealed.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  return Buffer.concat([decipher.update(sealed.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]);
}

/** The plaintext of a value from encryptBytes(); DecryptionError as decryptSecret() for the same reasons. */
export function decryptBytes(stored: Buffer, keys: EncryptionKeys, context: string): Buffer {
  const version = stored[0];
  const header = version === BYTES_VERSION ? 1 + KID_BYTES : 1;
  if (
    (version !== BYTES_VERSION && version !== LEGACY_BYTES_VERSION) ||
    stored.length < header + IV_BYTES + TAG_BYTES
  ) {
    throw new DecryptionError('not encrypted bytes');
  }
  const kid = bytesKeyId(stored);
  return openWithKeys(
    keys,
    kid,
    { was: 'the bytes were', doesNot: 'the bytes do not', boundTo: 'object' },
    (key) => decryptBytesWith(key, stored.subarray(header), context),
  );
}

/**
 * Opens a value under the key its id names, or (a value from before key ids) under whichever configured key
 * made it: GCM's tag tells which. A DecryptionError names the key a value needs when none configured is it.
 */
function openWithKeys<T>(
  keys: EncryptionKeys,
  kid: string | undefined,
  words: { was: string; doesNot: string; boundTo: string },
  open: (key: Buffer) => T,
): T {
  const all = [keys.encryptionKey, ...keys.encryptionPreviousKeys];
  const candidates = kid === undefined ? all : all.filter((key) => encryptionKeyId(key) === kid);
  if (candidates.length === 0) {
    throw new DecryptionError(
      `${words.was} encrypted under key ${kid}, which is neither PORTAL_ENCRYPTION_KEY nor one of PORTAL_ENCRYPTION_PREVIOUS_KEYS`,
    );
  }
  for (const key of candidates) {
    try {
      return open(key);
    } catch {
      // the next key, if any
    }
  }
  throw new DecryptionError(
    kid === undefined
      ? `${words.doesNot} decrypt with any configured key`
      : `${words.doesNot} decrypt with key ${kid} (altered, or bound to another ${words.boundTo})`,
  );
}
