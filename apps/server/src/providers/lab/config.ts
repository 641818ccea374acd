import { brandVariable } from '../../brands/services.js';
import { ConfigError } from '../../lib/config-error.js';
import type { LabPartnerConfig } from './partner.js';

export interface LabConfig {
  /** The deployment's partner, when LAB_PARTNER_URL, LAB_PARTNER_API_KEY and LAB_WEBHOOK_SECRET are all set. */
  partner: LabPartnerConfig | null;
  /** Brands with a partner of their own (`BRAND_<ID>_LAB_PARTNER_…`), by brand id; the others use `partner`. */
  brandPartners: ReadonlyMap<string, LabPartnerConfig>;
  /** The sandbox lab stands in for the partner: only without any partner, and never in production. */
  sandbox: boolean;
  /** The demo's sandbox timer: every open sandbox order moves one step after this many seconds; null is off. */
  sandboxStepSeconds: number | null;
}

/** What `LAB_SANDBOX_STEP_SECONDS=development` (as `npm start` passes it) means where the sandbox runs. */
export const DEMO_STEP_SECONDS = 20;

const DEFAULT_TIMEOUT_MS = 15_000;

const setting = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);

const refuse = (variable: string, problem: string) =>
  new ConfigError(`Invalid configuration:\n  ${variable}: ${problem}`);

/**
 * One partner's three variables (`prefix` is '' for the deployment's, `BRAND_ACME_` for Acme's): all or none;
 * its URL http(s), https in production; its webhook secret long enough to be one.
 */
function partnerFromEnv(
  env: NodeJS.ProcessEnv,
  prefix: string,
  production: boolean,
): LabPartnerConfig | null {
  const names = {
    url: `${prefix}LAB_PARTNER_URL`,
    apiKey: `${prefix}LAB_PARTNER_API_KEY`,
    webhookSecret: `${prefix}LAB_WEBHOOK_SECRET`,
  };
  const url = setting(env[names.url]);
  const apiKey = setting(env[names.apiKey]);
  const webhookSecret = setting(env[names.webhookSecret]);
  const given = [url, apiKey, webhookSecret].filter(Boolean).length;
  if (given > 0 && given < 3) {
    throw refuse(names.url, `${names.url}, ${names.apiKey} and ${names.webhookSecret} go together`);
  }
  if (!url || !apiKey || !webhookSecret) return null;
  if (!/^https?:\/\//.test(url)) throw refuse(names.url, 'must be an http(s) URL');
  if (production && !url.startsWith('https://')) throw refuse(names.url, 'must be https in production');
  if (webhookSecret.length < 32) throw refuse(names.webhookSecret, 'must be at least 32 characters');
  return { baseUrl: url, apiKey, webhookSecret, timeoutMs: DEFAULT_TIMEOUT_MS };
}

/**
 * The lab partners' configuration, read once at start. A refusal names the variable:
 * - each partner's three variables go together; its URL is https in production;
 * - a brand's own partner (`BRAND_<ID>_LAB_PARTNER_URL`, …) takes that brand's orders, the deployment's the rest;
 * - a timer asked for by number where the sandbox may not run (any partner, or production) stops the server;
 *   `development` only asks for it where it may.
 */
export function labConfigFromEnv(
  env: NodeJS.ProcessEnv,
  nodeEnv: string,
  brandIds: readonly string[] = [],
): LabConfig {
  const production = nodeEnv === 'production';
  const partner = partnerFromEnv(env, '', production);
  const brandPartners = new Map<string, LabPartnerConfig>();
  for (const brandId of brandIds) {
    const own = partnerFromEnv(env, brandVariable(brandId, ''), production);
    if (own) brandPartners.set(brandId, own);
  }
  // A sandbox beside any real partner could take (and invent results for) orders meant for one
  const sandbox = !partner && brandPartners.size === 0 && !production;

  const step = setting(env.LAB_SANDBOX_STEP_SECONDS);
  let sandboxStepSeconds: number | null = null;
  if (step === 'development') {
    sandboxStepSeconds = sandbox && nodeEnv === 'development' ? DEMO_STEP_SECONDS : null;
  } else if (step !== undefined && step !== '0') {
    const seconds = Number(step);
    if (!Number.isFinite(seconds) || seconds <= 0) {
      throw refuse('LAB_SANDBOX_STEP_SECONDS', 'must be a number of seconds, 0 (off) or development');
    }
    if (!sandbox) {
      throw refuse(
        'LAB_SANDBOX_STEP_SECONDS',
        'the sandbox lab never runs in production or beside a real lab partner',
      );
    }
    sandboxStepSeconds = seconds;
  }
  return { partner, brandPartners, sandbox, sandboxStepSeconds };
}
