import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isAbsolute, join, relative } from 'node:path';
import { z } from 'zod';
import { ConfigError } from './lib/config-error.js';

/*
 * The server's keys: the token signing secret and the encryption key of secrets at rest, each with the keys it
 * replaced (README: Key rotation). config.ts reads these variables with the rest, so one message names every
 * bad one.
 */

const ENCRYPTION_KEY_BYTES = 32;
const isEncryptionKey = (value: string): boolean =>
  /^[A-Za-z0-9+/_-]+={0,2}$/.test(value) && Buffer.from(value, 'base64').length === ENCRYPTION_KEY_BYTES;
const isJwtSecret = (value: string): boolean => value.length >= 32;

/** A list of keys in one variable or file: comma- or newline-separated, blanks ignored. */
const splitList = (value: string): string[] =>
  value
    .split(/[,\n]/)
    .map((item) => item.trim())
    .filter(Boolean);

const optionalText = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));
const keyList = (valid: (key: string) => boolean, message: string) =>
  optionalText.pipe(
    z
      .string()
      .transform(splitList)
      .refine((list) => list.every(valid), message)
      .optional(),
  );

export const keysEnv = {
  /** HS256 signing key for access, id and grant tokens; at least 32 characters. */
  JWT_SECRET: optionalText.pipe(z.string().refine(isJwtSecret, 'must be at least 32 characters').optional()),
  /** A file holding JWT_SECRET (a mounted secret), outside PORTAL_DATA_DIR. */
  JWT_SECRET_FILE: optionalText,
  /**
   * Signing keys JWT_SECRET replaced, comma-separated: they verify the tokens they signed, never sign, and are
   * removed once those tokens have expired.
   */
  JWT_PREVIOUS_SECRETS: keyList(isJwtSecret, 'each must be at least 32 characters'),
  /** A file holding JWT_PREVIOUS_SECRETS (one a line, or comma-separated), outside PORTAL_DATA_DIR. */
  JWT_PREVIOUS_SECRETS_FILE: optionalText,
  /** AES-256-GCM key for secrets kept at rest (authenticator apps, card photos): 32 bytes, base64. */
  PORTAL_ENCRYPTION_KEY: optionalText.pipe(
    z
      .string()
      .refine(isEncryptionKey, 'must be 32 bytes, base64-encoded (openssl rand -base64 32)')
      .optional(),
  ),
  /** A file holding PORTAL_ENCRYPTION_KEY, outside PORTAL_DATA_DIR. */
  PORTAL_ENCRYPTION_KEY_FILE: optionalText,
  /**
   * Encryption keys PORTAL_ENCRYPTION_KEY replaced, comma-separated: they decrypt what they encrypted until
   * `npm run rotate-key` has re-encrypted it under the current key.
   */
  PORTAL_ENCRYPTION_PREVIOUS_KEYS: keyList(isEncryptionKey, 'each must be 32 bytes, base64-encoded'),
  /** A file holding PORTAL_ENCRYPTION_PREVIOUS_KEYS (one a line, or comma-separated), outside PORTAL_DATA_DIR. */
  PORTAL_ENCRYPTION_PREVIOUS_KEYS_FILE: optionalText,
};
type KeysEnv = z.output<z.ZodObject<typeof keysEnv>> & { NODE_ENV: string };

/** Each key is given once (value or file); in production the current ones must be given, not generated. */
export function checkKeys(env: KeysEnv, ctx: z.RefinementCtx): void {
  const pairs = [
    ['JWT_SECRET', 'JWT_SECRET_FILE', true],
    ['PORTAL_ENCRYPTION_KEY', 'PORTAL_ENCRYPTION_KEY_FILE', true],
    ['JWT_PREVIOUS_SECRETS', 'JWT_PREVIOUS_SECRETS_FILE', false],
    ['PORTAL_ENCRYPTION_PREVIOUS_KEYS', 'PORTAL_ENCRYPTION_PREVIOUS_KEYS_FILE', false],
  ] as const;
  for (const [value, file, required] of pairs) {
    if (env[value] && env[file]) {
      ctx.addIssue({ code: 'custom', path: [file], message: `give ${value} or ${file}, not both` });
    }
    if (required && env.NODE_ENV === 'production' && !env[value] && !env[file]) {
      ctx.addIssue({
        code: 'custom',
        path: [value],
        message: `is required in production (or ${file}): a key generated into the data folder travels with every copy of it`,
      });
    }
  }
}

export interface Keys {
  /** Signs every token (src/lib/jwt.ts). */
  jwtSecret: string;
  /** Verify tokens signed before a rotation, never sign (JWT_PREVIOUS_SECRETS). */
  jwtPreviousSecrets: string[];
  /** 32-byte AES-256-GCM key for secrets stored encrypted (src/lib/encryption.ts); encrypts every new one. */
  encryptionKey: Buffer;
  /** Decrypt what was encrypted before a rotation, until `npm run rotate-key` (PORTAL_ENCRYPTION_PREVIOUS_KEYS). */
  encryptionPreviousKeys: Buffer[];
}

/** The file in the data folder holding the key generated on first start when none is configured (never in production). */
export const EMBEDDED_ENCRYPTION_KEY_FILE = 'encryption-key';

/** Reads a key from the data dir, creating it (readable by the owner only) on first start, so it survives a restart. */
function embeddedSecret(dataDir: string, name: string, bytes: number): string {
  const file = join(dataDir, name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(bytes).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}

/** A key from a mounted file; in production the file must not sit in the data folder (it would travel with it). */
function keyFromFile(
  path: string,
  name: string,
  where: { dataDir: string; production: boolean },
  valid: (value: string) => string | undefined,
): string {
  const inside = relative(where.dataDir, path);
  if (where.production && !inside.startsWith('..') && !isAbsolute(inside)) {
    throw new ConfigError(
      `Invalid configuration:\n  ${name}_FILE: must be outside PORTAL_DATA_DIR in production`,
    );
  }
  let value: string;
  try {
    value = readFileSync(path, 'utf8').trim();
  } catch {
    throw new ConfigError(`Invalid configuration:\n  ${name}_FILE: cannot read ${path}`);
  }
  const problem = valid(value);
  if (problem) throw new ConfigError(`Invalid configuration:\n  ${name}_FILE: the key ${problem}`);
  return value;
}

/** The keys the environment names, from values or files (`fromRoot` resolves a file's path), else generated. */
export function loadKeys(
  e: KeysEnv,
  where: { dataDir: string; production: boolean; fromRoot: (path: string) => string },
): Keys {
  const file = (path: string, name: string, valid: (value: string) => string | undefined) =>
    keyFromFile(where.fromRoot(path), name, where, valid);
  const jwtSecret =
    e.JWT_SECRET ??
    (e.JWT_SECRET_FILE
      ? file(e.JWT_SECRET_FILE, 'JWT_SECRET', (v) =>
          isJwtSecret(v) ? undefined : 'must be at least 32 characters',
        )
      : embeddedSecret(where.dataDir, 'jwt-secret', 48));
  const encryptionKey =
    e.PORTAL_ENCRYPTION_KEY ??
    (e.PORTAL_ENCRYPTION_KEY_FILE
      ? file(e.PORTAL_ENCRYPTION_KEY_FILE, 'PORTAL_ENCRYPTION_KEY', (v) =>
          isEncryptionKey(v) ? undefined : 'must be 32 bytes, base64-encoded',
        )
      : embeddedSecret(where.dataDir, EMBEDDED_ENCRYPTION_KEY_FILE, ENCRYPTION_KEY_BYTES));
  const jwtPreviousSecrets =
    e.JWT_PREVIOUS_SECRETS ??
    (e.JWT_PREVIOUS_SECRETS_FILE
      ? splitList(
          file(e.JWT_PREVIOUS_SECRETS_FILE, 'JWT_PREVIOUS_SECRETS', (v) =>
            splitList(v).every(isJwtSecret) ? undefined : 'must each be at least 32 characters',
          ),
        )
      : []);
  const encryptionPreviousKeys =
    e.PORTAL_ENCRYPTION_PREVIOUS_KEYS ??
    (e.PORTAL_ENCRYPTION_PREVIOUS_KEYS_FILE
      ? splitList(
          file(e.PORTAL_ENCRYPTION_PREVIOUS_KEYS_FILE, 'PORTAL_ENCRYPTION_PREVIOUS_KEYS', (v) =>
            splitList(v).every(isEncryptionKey) ? undefined : 'must each be 32 bytes, base64-encoded',
          ),
        )
      : []);
  return {
    jwtSecret,
    jwtPreviousSecrets,
    encryptionKey: Buffer.from(encryptionKey, 'base64'),
    encryptionPreviousKeys: encryptionPreviousKeys.map((key) => Buffer.from(key, 'base64')),
  };
}
