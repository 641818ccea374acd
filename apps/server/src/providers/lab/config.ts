import { ConfigError } from '../../lib/config-error.js';
import type { LabPartnerConfig } from './partner.js';

export interface LabConfig {
  /** The real partner, when LAB_PARTNER_URL, LAB_PARTNER_API_KEY and LAB_WEBHOOK_SECRET are all set. */
  partner: LabPartnerConfig | null;
  /** The sandbox lab stands in for the partner: only without one, and never in production. */
  sandbox: boolean;
  /** The demo's sandbox timer: every open sandbox order moves one step after this many seconds; null is off. */
  sandboxStepSeconds: number | null;
}

/** What `LAB_SANDBOX_STEP_SECONDS=development` (as `npm start` passes it) means where the sandbox runs. */
export const DEMO_STEP_SECONDS = 20;
const DEFAULT_TIMEOUT_MS = 15_000;

const setting = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);

/**
 * The lab partner's configuration, read once at start. A refusal names the variable:
 * - the partner's three variables go together; its URL is https in production;
 * - a timer asked for by number where the sandbox may not run (a partner, or production) stops the server;
 *   `development` only asks for it where it may.
 */
export function labConfigFromEnv(env: NodeJS.ProcessEnv, nodeEnv: string): LabConfig {
  const production = nodeEnv === 'production';
  const url = setting(env.LAB_PARTNER_URL);
  const apiKey = setting(env.LAB_PARTNER_API_KEY);
  const webhookSecret = setting(env.LAB_WEBHOOK_SECRET);
  const given = [url, apiKey, webhookSecret].filter(Boolean).length;
  if (given > 0 && given < 3) {
    throw new ConfigError(
      'Invalid configuration:\n  LAB_PARTNER_URL: LAB_PARTNER_URL, LAB_PARTNER_API_KEY and LAB_WEBHOOK_SECRET go together',
    );
  }
  if (url && !/^https?:\/\//.test(url)) {
    throw new ConfigError('Invalid configuration:\n  LAB_PARTNER_URL: must be an http(s) URL');
  }
  if (url && production && !url.startsWith('https://')) {
    throw new ConfigError('Invalid configuration:\n  LAB_PARTNER_URL: must be https in production');
  }
  if (webhookSecret && webhookSecret.length < 32) {
    throw new ConfigError('Invalid configuration:\n  LAB_WEBHOOK_SECRET: must be at least 32 characters');
  }
  const partner =
    url && apiKey && webhookSecret
      ? { baseUrl: url, apiKey, webhookSecret, timeoutMs: DEFAULT_TIMEOUT_MS }
      : null;
  const sandbox = !partner && !production;

  const step = setting(env.LAB_SANDBOX_STEP_SECONDS);
  let sandboxStepSeconds: number | null = null;
  if (step === 'development') {
    sandboxStepSeconds = sandbox && nodeEnv === 'development' ? DEMO_STEP_SECONDS : null;
  } else if (step !== undefined && step !== '0') {
    const seconds = Number(step);
    if (!Number.isFinite(seconds) || seconds <= 0) {
      throw new ConfigError(
        'Invalid configuration:\n  LAB_SANDBOX_STEP_SECONDS: must be a number of seconds, 0 (off) or development',
      );
    }
    if (!sandbox) {
      throw new ConfigError(
        'Invalid configuration:\n  LAB_SANDBOX_STEP_SECONDS: the sandbox lab never runs in production or beside a real lab partner',
      );
    }
    sandboxStepSeconds = seconds;
  }
  return { partner, sandbox, sandboxStepSeconds };
}
