import { createHmac, timingSafeEqual } from 'node:crypto';
import type { ApplicantDetails, DocumentSession, DocumentVerifier } from './types.js';

/**
 * Onfido through its REST API v3.6 with fetch: an applicant and an SDK token when the patient starts, a
 * check when the SDK finishes, and the outcome from the signed `check.completed` webhook.
 */

export const ONFIDO_REGIONS = {
  eu: 'https://api.eu.onfido.com',
  us: 'https://api.us.onfido.com',
  ca: 'https://api.ca.onfido.com',
} as const;
export type OnfidoRegion = keyof typeof ONFIDO_REGIONS;

export interface OnfidoConfig {
  apiToken: string;
  webhookToken: string;
  region: OnfidoRegion;
  /** The SDK token is bound to the pages that may use it, e.g. `https://portal.example.com/*`. */
  referrer: string;
  /** Passed to the SDK as the application id when the account has one. */
  applicationId: string | null;
  /** Overrides the region's base URL (tests, a proxy). */
  baseUrl?: string;
}

/**
 * Reads ONFIDO_* variables; Onfido is on only when both tokens are set. The SDK token is bound to our own
 * pages (`<PUBLIC_ORIGIN>/*`), never to any referrer, so a token leaked to another site is useless there.
 */
export function onfidoConfigFromEnv(
  env: NodeJS.ProcessEnv,
  publicOrigin: string | undefined,
): OnfidoConfig | null {
  const apiToken = env.ONFIDO_API_TOKEN?.trim();
  const webhookToken = env.ONFIDO_WEBHOOK_TOKEN?.trim();
  if (!apiToken || !webhookToken) return null;
  const region = (env.ONFIDO_REGION?.trim() || 'eu') as OnfidoRegion;
  if (!(region in ONFIDO_REGIONS)) throw new Error('ONFIDO_REGION must be eu, us or ca');
  return {
    apiToken,
    webhookToken,
    region,
    referrer: onfidoReferrer(publicOrigin),
    applicationId: env.ONFIDO_APPLICATION_ID?.trim() || null,
    ...(env.ONFIDO_BASE_URL?.trim() ? { baseUrl: env.ONFIDO_BASE_URL.trim() } : {}),
  };
}

/** `https://portal.example.com/*` from the configured public origin; Onfido needs one to be configured. */
export function onfidoReferrer(publicOrigin: string | undefined): string {
  let origin: string;
  try {
    origin = new URL(publicOrigin ?? '').origin;
  } catch {
    throw new Error(
      'Onfido needs PUBLIC_ORIGIN (e.g. https://portal.example.com): its SDK token is bound to it',
    );
  }
  return `${origin}/*`;
}

export class OnfidoError extends Error {
  override name = 'OnfidoError';
  constructor(
    readonly status: number,
    readonly operation: string,
  ) {
    // The message names the call and status only: Onfido's error bodies can echo the applicant's details.
    super(`Onfido ${operation} failed with HTTP ${status}`);
  }
}

type Fetch = typeof fetch;

export type OnfidoCheckResult = 'clear' | 'consider' | null;

export class OnfidoClient implements DocumentVerifier {
  readonly name = 'onfido' as const;
  private readonly base: string;

  constructor(
    private readonly config: OnfidoConfig,
    private readonly fetchImpl: Fetch = fetch,
  ) {
    this.base = `${config.baseUrl ?? ONFIDO_REGIONS[config.region]}/v3.6`;
  }

  private async call<T>(operation: string, method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    const response = await this.fetchImpl(`${this.base}${path}`, {
      method,
      headers: {
        Authorization: `Token token=${this.config.apiToken}`,
        Accept: 'application/json',
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(15_000),
    });
    if (!response.ok) throw new OnfidoError(response.status, operation);
    return (await response.json()) as T;
  }

  async createApplicant(applicant: ApplicantDetails): Promise<{ id: string }> {
    return this.call('create applicant', 'POST', '/applicants', {
      first_name: applicant.first_name,
      last_name: applicant.last_name,
      dob: applicant.date_of_birth,
      email: applicant.email,
    });
  }

  async createSdkToken(applicantId: string): Promise<string> {
    const { token } = await this.call<{ token: string }>('create SDK token', 'POST', '/sdk_token', {
      applicant_id: applicantId,
      referrer: this.config.referrer,
    });
    return token;
  }

  async createCheck(applicantId: string): Promise<{ id: string }> {
    return this.call('create check', 'POST', '/checks', {
      applicant_id: applicantId,
      report_names: ['document', 'facial_similarity_photo'],
    });
  }

  async checkResult(checkId: string): Promise<{ status: string; result: OnfidoCheckResult }> {
    return this.call('read check', 'GET', `/checks/${encodeURIComponent(checkId)}`);
  }

  async startDocumentSession(applicant: ApplicantDetails): Promise<DocumentSession> {
    const { id } = await this.createApplicant(applicant);
    const sdkToken = await this.createSdkToken(id);
    return {
      providerRef: id,
      onfido: { sdkToken, applicantId: id, applicationId: this.config.applicationId },
    };
  }
}

/** Onfido signs the raw request body with the webhook token: hex HMAC-SHA256 in `X-SHA2-Signature`. */
export function onfidoSignature(rawBody: string | Buffer, webhookToken: string): string {
  return createHmac('sha256', webhookToken).update(rawBody).digest('hex');
}

export function isValidOnfidoSignature(
  rawBody: string | Buffer,
  signature: string | undefined,
  webhookToken: string,
): boolean {
  if (!signature || !/^[0-9a-f]{64}$/i.test(signature)) return false;
  const expected = Buffer.from(onfidoSignature(rawBody, webhookToken), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature.toLowerCase(), 'hex'));
}

/** The part of a webhook event we act on. */
export interface OnfidoWebhookEvent {
  resourceType: string;
  action: string;
  objectId: string;
  status: string | null;
}

export function parseOnfidoWebhook(body: unknown): OnfidoWebhookEvent | null {
  const payload = (body as { payload?: Record<string, unknown> } | null)?.payload;
  const object = payload?.object as Record<string, unknown> | undefined;
  if (typeof payload?.resource_type !== 'string' || typeof payload.action !== 'string') return null;
  if (typeof object?.id !== 'string') return null;
  return {
    resourceType: payload.resource_type,
    action: payload.action,
    objectId: object.id,
    status: typeof object.status === 'string' ? object.status : null,
  };
}
