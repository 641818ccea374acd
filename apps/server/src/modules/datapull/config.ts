import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { RECORD_SOURCES, type RecordSourceName } from '@portal/contract';
import { z } from 'zod';
import { ConfigError, readSettings } from '../../lib/config-error.js';
import { DEFAULT_FHIR_MAX_RESPONSE_BYTES, DEFAULT_FHIR_TIMEOUT_MS } from '../../providers/records/fhir.js';
import { DEFAULT_DEMO_RESOURCES } from '../../providers/records/sample.js';
import { meetsRequiredAssurance, REQUIRED_ASSURANCE_LEVELS, type RequiredAssurance } from './assurance.js';

/**
 * Resources per import transaction (PORTAL_PULL_BATCH). Each batch costs a dozen round trips, so fewer, larger
 * batches import faster; 1,000 keeps a 50,000-resource import under 256 MB with one batch written while the
 * next is read.
 */
export const DEFAULT_PULL_BATCH = 1000;

/** Health-records configuration: which sources, the FHIR server's credentials, the pull worker. */
export interface RecordsConfig {
  sources: RecordSourceName[];
  /** Folder of gzip-compressed Synthea bundles for the sample source (default: `apps/server/data/synthea`). */
  sampleDir: string | undefined;
  fhir:
    | {
        baseUrl: string;
        clientId: string;
        privateKeyPem: string;
        alg: 'RS384' | 'ES384';
        kid?: string;
        tokenUrl?: string;
        scope?: string;
        timeoutMs: number;
        maxResponseBytes: number;
        /** Plain http (FHIR_ALLOW_HTTP=1): a local test server only; refused in production. */
        allowHttp: boolean;
      }
    | undefined;
  /** The identity assurance a patient needs before any source's records are pulled (default `document`). */
  requiredAssurance: RequiredAssurance;
  /** HMAC key for the signed /v1/datapull/success and /error callbacks from outside sources. */
  callbackSecret: string;
  /** Size of the demo patient's generated bundle. */
  demoResources: number;
  /** The pull worker; whether this process runs it is the jobs' `PORTAL_RUN_JOBS`. */
  worker: {
    leaseSeconds: number;
    pollMs: number;
    /** Resources stored per transaction. */
    batchSize: number;
    maxAttempts: number;
    /** First retry delay; doubles per attempt. */
    backoffMs: number;
  };
}

const text = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));
const recordsEnv = z.object({
  RECORD_SOURCES: z
    .string()
    .default('sample')
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.enum(RECORD_SOURCES)).min(1)),
  RECORDS_SAMPLE_DIR: text,
  RECORDS_REQUIRED_ASSURANCE: z.enum(REQUIRED_ASSURANCE_LEVELS).default('document'),
  FHIR_BASE_URL: text.pipe(z.url().optional()),
  FHIR_CLIENT_ID: text,
  /** PEM private key file (PKCS#8) for the SMART client assertion. */
  FHIR_PRIVATE_KEY_FILE: text,
  FHIR_ALG: z.enum(['RS384', 'ES384']).default('RS384'),
  FHIR_KID: text,
  FHIR_TOKEN_URL: text.pipe(z.url().optional()),
  FHIR_SCOPE: text,
  FHIR_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(DEFAULT_FHIR_TIMEOUT_MS),
  FHIR_MAX_RESPONSE_BYTES: z.coerce.number().int().min(1024).default(DEFAULT_FHIR_MAX_RESPONSE_BYTES),
  FHIR_ALLOW_HTTP: z
    .enum(['0', '1', 'true', 'false', ''])
    .optional()
    .transform((v) => v === '1' || v === 'true'),
  DATAPULL_CALLBACK_SECRET: text.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  DEMO_RECORDS_RESOURCES: z.coerce.number().int().min(1).max(200_000).default(DEFAULT_DEMO_RESOURCES),
  PORTAL_PULL_LEASE_SECONDS: z.coerce.number().positive().default(30),
  PORTAL_PULL_BATCH: z.coerce.number().int().min(1).max(5000).default(DEFAULT_PULL_BATCH),
});

export function loadRecordsConfig(env: NodeJS.ProcessEnv, dataDir: string): RecordsConfig {
  const e = readSettings(recordsEnv, env);
  if (env.NODE_ENV === 'production' && !meetsRequiredAssurance(e.RECORDS_REQUIRED_ASSURANCE, 'document')) {
    throw new ConfigError(
      'Invalid configuration:\n  RECORDS_REQUIRED_ASSURANCE: must be document or document_selfie in production',
    );
  }
  // The sample source hands out synthetic records to whoever asks: a demo aid, never beside real patients.
  if (env.NODE_ENV === 'production' && e.RECORD_SOURCES.includes('sample')) {
    throw new ConfigError(
      'Invalid configuration:\n  RECORD_SOURCES: the sample source is a local demo and is refused in production; name a real source (fhir)',
    );
  }
  let fhir: RecordsConfig['fhir'];
  if (e.RECORD_SOURCES.includes('fhir')) {
    if (!e.FHIR_BASE_URL || !e.FHIR_CLIENT_ID || !e.FHIR_PRIVATE_KEY_FILE) {
      throw new ConfigError(
        'Invalid configuration:\n  RECORD_SOURCES: fhir needs FHIR_BASE_URL, FHIR_CLIENT_ID and FHIR_PRIVATE_KEY_FILE',
      );
    }
    if (e.FHIR_ALLOW_HTTP && env.NODE_ENV === 'production') {
      throw new ConfigError('Invalid configuration:\n  FHIR_ALLOW_HTTP: must not be on in production');
    }
    for (const [name, url] of [
      ['FHIR_BASE_URL', e.FHIR_BASE_URL],
      ['FHIR_TOKEN_URL', e.FHIR_TOKEN_URL],
    ] as const) {
      if (url && !url.startsWith('https://') && !e.FHIR_ALLOW_HTTP) {
        throw new ConfigError(`Invalid configuration:\n  ${name}: must be an https URL`);
      }
    }
    fhir = {
      baseUrl: e.FHIR_BASE_URL,
      clientId: e.FHIR_CLIENT_ID,
      privateKeyPem: readFileSync(e.FHIR_PRIVATE_KEY_FILE, 'utf8'),
      alg: e.FHIR_ALG,
      ...(e.FHIR_KID ? { kid: e.FHIR_KID } : {}),
      ...(e.FHIR_TOKEN_URL ? { tokenUrl: e.FHIR_TOKEN_URL } : {}),
      ...(e.FHIR_SCOPE ? { scope: e.FHIR_SCOPE } : {}),
      timeoutMs: e.FHIR_TIMEOUT_MS,
      maxResponseBytes: e.FHIR_MAX_RESPONSE_BYTES,
      allowHttp: e.FHIR_ALLOW_HTTP,
    };
  }
  return {
    sources: e.RECORD_SOURCES,
    sampleDir: e.RECORDS_SAMPLE_DIR,
    fhir,
    requiredAssurance: e.RECORDS_REQUIRED_ASSURANCE,
    callbackSecret: e.DATAPULL_CALLBACK_SECRET ?? embeddedSecret(dataDir, 'datapull-callback-secret'),
    demoResources: e.DEMO_RECORDS_RESOURCES,
    worker: {
      leaseSeconds: e.PORTAL_PULL_LEASE_SECONDS,
      pollMs: 1000,
      batchSize: e.PORTAL_PULL_BATCH,
      maxAttempts: 5,
      backoffMs: 2000,
    },
  };
}

export function testRecordsConfig(overrides: Partial<RecordsConfig> = {}): RecordsConfig {
  return {
    sources: ['sample'],
    sampleDir: undefined,
    fhir: undefined,
    requiredAssurance: 'document',
    callbackSecret: 'test-callback-secret-test-callback-secret',
    demoResources: 300,
    worker: { leaseSeconds: 2, pollMs: 50, batchSize: 100, maxAttempts: 3, backoffMs: 50 },
    ...overrides,
  };
}

function embeddedSecret(dataDir: string, name: string): string {
  const file = join(dataDir, name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}
