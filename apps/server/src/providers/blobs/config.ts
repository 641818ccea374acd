import { isAbsolute, join, resolve } from 'node:path';
import { z } from 'zod';
import { ConfigError, readSettings } from '../../lib/config-error.js';
import type { S3Settings } from './s3.js';

/** Where card photos live: a directory on this machine, or an S3-compatible bucket. */
export type BlobConfig = { kind: 'directory'; dir: string } | ({ kind: 's3' } & S3Settings);

const text = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));
const flag = z
  .enum(['0', '1', 'true', 'false', ''])
  .optional()
  .transform((v) => v === '1' || v === 'true');

const settings = z
  .object({
    PORTAL_BLOB_DIR: text,
    PORTAL_BLOB_S3_BUCKET: text.pipe(
      z
        .string()
        .regex(
          /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
          'must be an S3 bucket name (3-63 lower-case letters, digits, dots, hyphens)',
        )
        .optional(),
    ),
    PORTAL_BLOB_S3_REGION: text,
    PORTAL_BLOB_S3_ENDPOINT: text.pipe(
      z
        .string()
        .refine(
          (v) => /^https?:\/\/[^/]+\/?$/.test(v),
          'must be an http(s) origin, such as https://s3.example.com',
        )
        .optional(),
    ),
    PORTAL_BLOB_S3_FORCE_PATH_STYLE: flag,
    PORTAL_BLOB_S3_ACCESS_KEY_ID: text,
    PORTAL_BLOB_S3_SECRET_ACCESS_KEY: text,
    PORTAL_BLOB_S3_PREFIX: text.pipe(
      z
        .string()
        .regex(/^([a-z0-9-]+\/)+$/, 'must be lower-case path segments ending in a slash, such as portal/')
        .optional(),
    ),
    PORTAL_BLOB_S3_TIMEOUT_MS: z.coerce.number().int().positive().default(15_000),
  })
  .superRefine((e, ctx) => {
    const s3Only = [
      'PORTAL_BLOB_S3_REGION',
      'PORTAL_BLOB_S3_ENDPOINT',
      'PORTAL_BLOB_S3_ACCESS_KEY_ID',
      'PORTAL_BLOB_S3_SECRET_ACCESS_KEY',
      'PORTAL_BLOB_S3_PREFIX',
    ] as const;
    if (!e.PORTAL_BLOB_S3_BUCKET) {
      for (const name of s3Only.filter((n) => e[n]))
        ctx.addIssue({ code: 'custom', path: [name], message: 'needs PORTAL_BLOB_S3_BUCKET' });
      return;
    }
    if (e.PORTAL_BLOB_DIR)
      ctx.addIssue({
        code: 'custom',
        path: ['PORTAL_BLOB_DIR'],
        message: 'give PORTAL_BLOB_DIR or PORTAL_BLOB_S3_BUCKET, not both',
      });
    if (Boolean(e.PORTAL_BLOB_S3_ACCESS_KEY_ID) !== Boolean(e.PORTAL_BLOB_S3_SECRET_ACCESS_KEY))
      ctx.addIssue({
        code: 'custom',
        path: ['PORTAL_BLOB_S3_ACCESS_KEY_ID'],
        message: 'PORTAL_BLOB_S3_ACCESS_KEY_ID and PORTAL_BLOB_S3_SECRET_ACCESS_KEY go together',
      });
  });

/**
 * The blob store's settings, read once at start (config.ts). A bad or half-given setting stops the start naming
 * the variable; production refuses a plain-http endpoint (the credentials would cross the network in the clear).
 */
export function loadBlobConfig(
  env: NodeJS.ProcessEnv,
  dataDir: string,
  nodeEnv: string,
  root: string,
): BlobConfig {
  const e = readSettings(settings, env);
  if (!e.PORTAL_BLOB_S3_BUCKET) {
    const dir = e.PORTAL_BLOB_DIR;
    return {
      kind: 'directory',
      dir: dir ? (isAbsolute(dir) ? dir : resolve(root, dir)) : join(dataDir, 'blobs'),
    };
  }
  if (nodeEnv === 'production' && e.PORTAL_BLOB_S3_ENDPOINT?.startsWith('http:')) {
    throw new ConfigError('Invalid configuration:\n  PORTAL_BLOB_S3_ENDPOINT: must be https in production');
  }
  return {
    kind: 's3',
    bucket: e.PORTAL_BLOB_S3_BUCKET,
    region: e.PORTAL_BLOB_S3_REGION ?? 'us-east-1',
    endpoint: e.PORTAL_BLOB_S3_ENDPOINT,
    forcePathStyle: e.PORTAL_BLOB_S3_FORCE_PATH_STYLE,
    credentials:
      e.PORTAL_BLOB_S3_ACCESS_KEY_ID && e.PORTAL_BLOB_S3_SECRET_ACCESS_KEY
        ? { accessKeyId: e.PORTAL_BLOB_S3_ACCESS_KEY_ID, secretAccessKey: e.PORTAL_BLOB_S3_SECRET_ACCESS_KEY }
        : undefined,
    prefix: e.PORTAL_BLOB_S3_PREFIX ?? '',
    timeoutMs: e.PORTAL_BLOB_S3_TIMEOUT_MS,
  };
}
