import { dirname, isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseTrustProxy, type TrustProxy } from './http/trust-proxy.js';
import { ConfigError, readSettings } from './lib/config-error.js';
import { defaultDatabaseConfig, loadDatabaseConfig, type DatabaseConfig } from './db/config.js';
import { checkKeys, keysEnv, loadKeys, type Keys } from './keys.js';
import { defaultLimits, type Limits } from './limits.js';
import { brandOriginProblems } from './modules/accounts/rules.js';
import { loadPatientApps, type RegisteredApp } from './modules/patient-apps/registration.js';
import { brandSenders, senderAddress } from './providers/messaging/senders.js';
import { loadRecordsConfig, testRecordsConfig, type RecordsConfig } from './modules/datapull/config.js';
import { loadBlobConfig, testBlobConfig, type BlobConfig } from './providers/blobs/index.js';
import { bundledBrands, type Brand, type BrandServices } from '@portal/brands';
import { loadJobsConfig, testJobsConfig, type JobsConfig } from './modules/jobs/config.js';
import { z } from 'zod';
import { loadBrandsDir } from './brands/load.js';
import { brandServices, brandThirdParties } from './brands/services.js';

/** The repository root: relative paths in the configuration are read from here, wherever npm was run. */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

const flag = z
  .enum(['0', '1', 'true', 'false', ''])
  .optional()
  .transform((v) => v === '1' || v === 'true');
const optionalText = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));
/**
 * PORTAL_DEV_OUTBOX: `1` asks for the development outbox (refused in production or beside a real sender);
 * `development` (what `npm start` and `npm run dev` pass) turns it on only on a development machine with no
 * real sender; unset or `0` leaves it off.
 */
const devOutboxSetting = z
  .enum(['0', '1', 'true', 'false', 'development', ''])
  .optional()
  .transform((v) => (v === '1' || v === 'true' ? 'on' : v === 'development' ? 'development' : 'off'));

const positiveNumber = (fallback: number) => z.coerce.number().positive().default(fallback);
function isHttpsUrl(value: string): boolean {
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * Where the portal's analytics goes instead of Mixpanel's hosts (a proxy, a test's collector): an origin alone,
 * as the CSP allows exactly it; https, or http on this machine. The portal checks the same (src/config/env.ts).
 */
function isAnalyticsHost(value: string): boolean {
  try {
    const url = new URL(value);
    const local = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
    return url.origin === value && (url.protocol === 'https:' || (url.protocol === 'http:' && local));
  } catch {
    return false;
  }
}

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(8080),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATABASE_URL: optionalText.pipe(
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
        .optional(),
    ),
    PORTAL_DATA_DIR: z.string().min(1).default('.data'),
    PORTAL_STATIC_DIR: z.string().min(1).default('apps/portal/dist'),
    /** The brand files (`<id>.json`) served, read at start; the bundled ones unless set. */
    BRANDS_DIR: z.string().min(1).default('packages/brands/src'),
    PORTAL_DEV_OUTBOX: devOutboxSetting,
    ...keysEnv,
    /** The proxies in front of the server: a hop count or IPs/CIDRs (see parseTrustProxy). */
    TRUST_PROXY: optionalText,
    /** A session ends this many hours after login, whatever the activity (accounts: sessions). */
    SESSION_MAX_HOURS: positiveNumber(12),
    /** A session unused (no request, no refresh) this many minutes ends; above the portal's 15-minute idle dialog. */
    SESSION_IDLE_MINUTES: positiveNumber(30),
    /** Multiplies every rate limit (e.g. 1000 for a load test); 1 in production. */
    PORTAL_RATE_LIMIT_FACTOR: positiveNumber(1),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    TWILIO_ACCOUNT_SID: optionalText,
    TWILIO_AUTH_TOKEN: optionalText,
    TWILIO_FROM: optionalText,
    TWILIO_API_BASE: z.url().default('https://api.twilio.com'),
    SMTP_HOST: optionalText,
    SMTP_PORT: z.coerce.number().int().min(1).max(65535).default(587),
    SMTP_SECURE: flag,
    SMTP_USER: optionalText,
    SMTP_PASSWORD: optionalText,
    SMTP_FROM: optionalText,
    /** Brands with their own sender address: `acme=no-reply@acme-health.com,…` (providers/messaging/senders.ts). */
    SMTP_FROM_PER_BRAND: optionalText,
    /**
     * The default brand's origin, e.g. https://portal.example.com, and the host the other brands' origins are derived
     * from (https://acme.portal.example.com) unless their brand file names one; never the request's (see brandOrigin).
     */
    PUBLIC_ORIGIN: optionalText.pipe(z.url().optional()),
    /** One account signs in on every brand (off: an account belongs to the brand it was made on). */
    PORTAL_ONE_IDENTITY_ACROSS_BRANDS: flag,
    // The deployment's third parties, for every brand that has none of its own (src/brands/services.ts); the
    // server writes each brand's into its pages, and each widens that brand's CSP for itself only.
    VITE_MIXPANEL_TOKEN: optionalText,
    VITE_MIXPANEL_API_HOST: optionalText.pipe(
      z
        .string()
        .transform((v) => v.replace(/\/+$/, ''))
        .refine(
          isAnalyticsHost,
          'must be an https origin (http only on this machine), such as https://mp.example.com',
        )
        .optional(),
    ),
    VITE_CHAT_APP_ID: optionalText,
    VITE_CHAT_SCRIPT_URL: optionalText.pipe(z.string().refine(isHttpsUrl, 'must be an https URL').optional()),
    VITE_GOOGLE_MAPS_KEY: optionalText,
    VITE_ONFIDO_APP_ID: optionalText,
    /** Read by the records config (datapull); here only so production refuses one generated in the data folder. */
    DATAPULL_CALLBACK_SECRET: optionalText,
    /** Read by the identity module; here only to know that the portal will mount Onfido's SDK. */
    ONFIDO_API_TOKEN: optionalText,
  })
  .superRefine((env, ctx) => {
    const twilio = [env.TWILIO_ACCOUNT_SID, env.TWILIO_AUTH_TOKEN, env.TWILIO_FROM];
    if (twilio.some(Boolean) && !twilio.every(Boolean)) {
      ctx.addIssue({
        code: 'custom',
        path: ['TWILIO_ACCOUNT_SID'],
        message: 'TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM go together',
      });
    }
    if (env.SMTP_HOST && !env.SMTP_FROM) {
      ctx.addIssue({ code: 'custom', path: ['SMTP_FROM'], message: 'is required when SMTP_HOST is set' });
    }
    const from = env.SMTP_FROM ? senderAddress(env.SMTP_FROM) : undefined;
    if (from && 'error' in from) ctx.addIssue({ code: 'custom', path: ['SMTP_FROM'], message: from.error });
    if (env.PORTAL_DEV_OUTBOX === 'on' && env.NODE_ENV === 'production') {
      ctx.addIssue({ code: 'custom', path: ['PORTAL_DEV_OUTBOX'], message: 'must not be on in production' });
    }
    if (env.PORTAL_DEV_OUTBOX === 'on' && (env.TWILIO_ACCOUNT_SID || env.SMTP_HOST)) {
      ctx.addIssue({
        code: 'custom',
        path: ['PORTAL_DEV_OUTBOX'],
        message: 'must not be on when a real SMS or email sender is configured (it would keep real codes)',
      });
    }
    const trustProxy = parseTrustProxy(env.TRUST_PROXY);
    if (typeof trustProxy === 'object' && !Array.isArray(trustProxy)) {
      ctx.addIssue({ code: 'custom', path: ['TRUST_PROXY'], message: trustProxy.error });
    }
    if (env.NODE_ENV === 'production' && !env.DATAPULL_CALLBACK_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['DATAPULL_CALLBACK_SECRET'],
        message:
          'is required in production: a secret generated into the data folder travels with every copy of it',
      });
    }
    checkKeys(env, ctx);
  });

/** The third parties a brand's portal loads; see contentSecurityPolicy() in src/http/security-headers.ts. */
export interface ThirdParties {
  mixpanel: boolean;
  /** Where analytics goes in place of Mixpanel's own hosts (VITE_MIXPANEL_API_HOST). */
  mixpanelApiHost: string | undefined;
  googleMaps: boolean;
  onfido: boolean;
  /** The support chat's loader script, when a chat app id is configured. */
  chatScriptUrl: string | undefined;
}

export interface Config extends Keys {
  /** Health records: sources, pull worker, callback secret. */
  records: RecordsConfig;
  /** Background jobs: whether this instance runs them, how many at once, retries. */
  jobs: JobsConfig;
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  databaseUrl: string | undefined;
  /** Pool and per-connection limits (PostgreSQL), see src/db/config.ts. */
  database: DatabaseConfig;
  dataDir: string;
  staticDir: string;
  /** The development outbox: loopback clients only, never with a real sender or in production. */
  devOutbox: boolean;
  trustProxy: TrustProxy;
  logLevel: string;
  publicOrigin: string | undefined;
  /**
   * Off (the default): an account belongs to the brand it was made on, its email unique within that brand, and
   * signing in on another brand's portal is refused. On: one account per email signs in on every brand.
   */
  oneIdentityAcrossBrands: boolean;
  /** The apps the operator registered for SMART App Launch (PORTAL_APPS_FILE, issue 30); none by default. */
  patientApps: RegisteredApp[];
  /** The deployment-wide third parties (VITE_…): the default of every brand, and Onfido for all of them. */
  thirdParties: ThirdParties;
  /**
   * The brands served, loaded and checked at start from BRANDS_DIR, the default brand first, each with the
   * third parties its portal uses (`services`: its own, else the deployment's).
   */
  brands: readonly Brand[];
  twilio: { accountSid: string; authToken: string; from: string; apiBase: string } | undefined;
  smtp:
    | {
        host: string;
        port: number;
        secure: boolean;
        user?: string;
        password?: string;
        /** The sender address; every email's display name is its brand's. */
        from: string;
        /** Brands' own sender addresses, by brand id. */
        senders: Record<string, string>;
      }
    | undefined;
  limits: Limits;
  /** Session lifetime enforced on the server: absolute (from login) and idle (since last use). */
  sessions: { maxAgeSeconds: number; idleSeconds: number };
  /** Where insurance card photos are kept (src/providers/blobs). */
  blobs: BlobConfig;
}

export { ConfigError };
export type { RateLimit } from './limits.js';
export type { TrustProxy };

const fromRoot = (path: string) => (isAbsolute(path) ? path : join(REPO_ROOT, path));

/** Where PORTAL_DATA_DIR is (tools that run beside the server, such as backup and restore, read it too). */
export const dataDirOf = (env: NodeJS.ProcessEnv): string => fromRoot(env.PORTAL_DATA_DIR || '.data');

/** What the server says once at start about how it is set up (main.ts logs each as a warning). */
export function startupWarnings(config: Config): string[] {
  const warnings: string[] = [];
  if (config.devOutbox)
    warnings.push(
      'DEVELOPMENT OUTBOX IS ON: one-time codes and links are written to the log and readable at ' +
        '/v1/dev/outbox by clients on this machine (loopback) only. It is off in production and whenever ' +
        'Twilio or SMTP is configured; PORTAL_DEV_OUTBOX=0 turns it off.',
    );
  if (config.env === 'production' && config.databaseUrl && config.blobs.kind === 'directory')
    warnings.push(
      `Card photos are kept in a local directory (${config.blobs.dir}): every instance on this database must ` +
        'share it (one network volume), or set PORTAL_BLOB_S3_BUCKET for an object store.',
    );
  return warnings;
}

/** Validates the environment; throws a ConfigError naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const e = readSettings(envSchema, env);
  const dataDir = fromRoot(e.PORTAL_DATA_DIR);
  const production = e.NODE_ENV === 'production';
  const realSender = Boolean(e.TWILIO_ACCOUNT_SID || e.SMTP_HOST);
  // Loaded first: a setting may name only a brand this deployment serves (BRANDS_DIR)
  const served = loadBrandsDir(fromRoot(e.BRANDS_DIR));
  const perBrandSenders = e.SMTP_FROM_PER_BRAND
    ? brandSenders(
        e.SMTP_FROM_PER_BRAND,
        served.map((brand) => brand.id),
      )
    : { senders: {} };
  if ('error' in perBrandSenders)
    throw new ConfigError(`Invalid configuration:\n  SMTP_FROM_PER_BRAND: ${perBrandSenders.error}`);
  const deploymentServices: BrandServices = {
    mixpanelToken: e.VITE_MIXPANEL_TOKEN,
    mixpanelApiHost: e.VITE_MIXPANEL_API_HOST,
    chatAppId: e.VITE_CHAT_APP_ID,
    chatScriptUrl: e.VITE_CHAT_SCRIPT_URL,
    googleMapsKey: e.VITE_GOOGLE_MAPS_KEY,
  };
  const brands = loadBrandsDir(fromRoot(e.BRANDS_DIR)).map((brand) => {
    const services = brandServices(brand, env, deploymentServices);
    // A brand without third parties stays as its file says (and its prerendered pages as the build wrote them)
    return Object.keys(services).length > 0 ? { ...brand, services } : brand;
  });
  const originProblems = brandOriginProblems(
    { publicOrigin: e.PUBLIC_ORIGIN, env: e.NODE_ENV, port: e.PORT, realSender },
    brands,
  );
  if (originProblems.length > 0) {
    throw new ConfigError(
      `Invalid configuration:\n${originProblems.map((p) => `  PUBLIC_ORIGIN: ${p}`).join('\n')}`,
    );
  }
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    database: loadDatabaseConfig(env),
    dataDir,
    staticDir: fromRoot(e.PORTAL_STATIC_DIR),
    devOutbox:
      e.PORTAL_DEV_OUTBOX === 'on' ||
      (e.PORTAL_DEV_OUTBOX === 'development' && e.NODE_ENV === 'development' && !realSender),
    ...loadKeys(e, { dataDir, production, fromRoot }),
    trustProxy: parseTrustProxy(e.TRUST_PROXY) as TrustProxy,
    logLevel: e.LOG_LEVEL,
    publicOrigin: e.PUBLIC_ORIGIN,
    oneIdentityAcrossBrands: e.PORTAL_ONE_IDENTITY_ACROSS_BRANDS,
    patientApps: loadPatientApps(env.PORTAL_APPS_FILE && fromRoot(env.PORTAL_APPS_FILE)),
    // The portal mounts Onfido's SDK when the server hands out Onfido sessions, whichever of the two is set.
    thirdParties: brandThirdParties(deploymentServices, Boolean(e.VITE_ONFIDO_APP_ID || e.ONFIDO_API_TOKEN)),
    brands,
    twilio:
      e.TWILIO_ACCOUNT_SID && e.TWILIO_AUTH_TOKEN && e.TWILIO_FROM
        ? {
            accountSid: e.TWILIO_ACCOUNT_SID,
            authToken: e.TWILIO_AUTH_TOKEN,
            from: e.TWILIO_FROM,
            apiBase: e.TWILIO_API_BASE,
          }
        : undefined,
    smtp:
      e.SMTP_HOST && e.SMTP_FROM
        ? {
            host: e.SMTP_HOST,
            port: e.SMTP_PORT,
            secure: e.SMTP_SECURE,
            ...(e.SMTP_USER ? { user: e.SMTP_USER } : {}),
            ...(e.SMTP_PASSWORD ? { password: e.SMTP_PASSWORD } : {}),
            from: (senderAddress(e.SMTP_FROM) as { address: string }).address,
            senders: perBrandSenders.senders,
          }
        : undefined,
    limits: defaultLimits(e.PORTAL_RATE_LIMIT_FACTOR, env),
    sessions: { maxAgeSeconds: e.SESSION_MAX_HOURS * 3600, idleSeconds: e.SESSION_IDLE_MINUTES * 60 },
    records: loadRecordsConfig(env, dataDir),
    blobs: loadBlobConfig(env, dataDir, e.NODE_ENV, REPO_ROOT),
    jobs: loadJobsConfig(env),
  };
}

/** A configuration for tests: in-memory database, fixed key, outbox on, no real providers. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    env: 'test',
    port: 0,
    host: '127.0.0.1',
    databaseUrl: undefined,
    database: defaultDatabaseConfig(),
    dataDir: join(REPO_ROOT, '.data-test'),
    staticDir: join(REPO_ROOT, 'apps/portal/dist'),
    devOutbox: true,
    jwtSecret: 'test-secret-test-secret-test-secret-0123456789',
    jwtPreviousSecrets: [],
    encryptionKey: Buffer.from('test-encryption-key-32-bytes-key'),
    encryptionPreviousKeys: [],
    trustProxy: false,
    logLevel: 'silent',
    publicOrigin: undefined,
    oneIdentityAcrossBrands: false,
    patientApps: [],
    thirdParties: {
      mixpanel: false,
      mixpanelApiHost: undefined,
      googleMaps: false,
      onfido: false,
      chatScriptUrl: undefined,
    },
    brands: bundledBrands,
    twilio: undefined,
    smtp: undefined,
    limits: defaultLimits(1),
    sessions: { maxAgeSeconds: 12 * 3600, idleSeconds: 30 * 60 },
    records: testRecordsConfig(),
    blobs: testBlobConfig(),
    jobs: testJobsConfig(),
    ...overrides,
  };
}
