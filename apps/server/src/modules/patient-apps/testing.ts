import { createHash, randomBytes } from 'node:crypto';
import type { AppCategory } from '@portal/contract';
import type { RegisteredApp } from './registration.js';

/*
 * Test helpers of SMART App Launch: a registered app, and the whole standalone launch over HTTP as an app and the
 * patient's browser make it (authorize → consent page → approve → resume → token with PKCE). The FHIR API's
 * tests and the fhirclient e2e reuse them.
 */

/** The origin the tests' default brand is served on (`testApp(db, { publicOrigin: TEST_ORIGIN, … })`). */
export const TEST_ORIGIN = 'http://localhost:3000';
export const TEST_FHIR_BASE = `${TEST_ORIGIN}/fhir/r4`;

export const TEST_APP: RegisteredApp = {
  client_id: 'growth-chart',
  name: 'Growth Chart',
  publisher: 'SMART Health IT',
  homepage: 'https://apps.smarthealthit.org',
  logo_uri: null,
  redirect_uris: ['http://localhost:9000/callback'],
  scopes: [
    'openid',
    'fhirUser',
    'launch/patient',
    'offline_access',
    'patient/*.rs',
    'patient/*.read',
    'patient/Patient.rs',
    'patient/Observation.rs',
    'patient/Observation.read',
    'patient/Condition.rs',
  ],
};

/** A confidential app: it authenticates at the token endpoint with its secret, besides PKCE. */
export const TEST_CONFIDENTIAL_APP: RegisteredApp = {
  ...TEST_APP,
  client_id: 'research-app',
  client_secret: 'research-app-secret-research-app-secret',
  name: 'Research App',
  redirect_uris: ['https://research.example.org/callback'],
  scopes: ['openid', 'fhirUser', 'launch/patient', 'patient/Observation.rs'],
};

export interface Answer {
  statusCode: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: string;
}
/** `app.inject` fits; an e2e passes a fetch-based one. */
export type Send = (request: {
  method: 'GET' | 'POST';
  url: string;
  headers?: Record<string, string>;
  payload?: string;
}) => Promise<Answer>;

/** A browser's cookies, sent by path as a browser would (the binding cookie only to its own route). */
export class CookieJar {
  private readonly cookies = new Map<string, { value: string; path: string }>();

  take(answer: Answer): void {
    const raw = answer.headers['set-cookie'];
    for (const line of [raw ?? []].flat()) {
      const [pair, ...attributes] = String(line).split(';');
      const [name, ...value] = pair!.trim().split('=');
      const path =
        attributes
          .map((a) => a.trim())
          .find((a) => a.toLowerCase().startsWith('path='))
          ?.slice(5) ?? '/';
      const expired = attributes.some((a) => /^expires=thu, 01 jan 1970/i.test(a.trim()));
      if (expired || value.join('=') === '') this.cookies.delete(name!);
      else this.cookies.set(name!, { value: value.join('='), path });
    }
  }

  header(url: string): string {
    const path = new URL(url, 'http://x').pathname;
    return [...this.cookies]
      .filter(([, cookie]) => path === cookie.path || path.startsWith(cookie.path.replace(/\/?$/, '/')))
      .map(([name, cookie]) => `${name}=${cookie.value}`)
      .join('; ');
  }
}

export const pathOfUrl = (url: string) => {
  const parsed = new URL(url, TEST_ORIGIN);
  return `${parsed.pathname}${parsed.search}`;
};

export function pkcePair() {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

export interface LaunchOptions {
  send: Send;
  /** The signed-in patient's headers (bearer + CSRF), as the portal's consent page sends them. */
  patientHeaders: Record<string, string>;
  app?: RegisteredApp;
  scope?: string;
  categories?: AppCategory[];
  redirectUri?: string;
  fhirBase?: string;
  /** The browser's jar (a test that plays the attacker passes its own). */
  jar?: CookieJar;
}

/** Starts an authorization in `jar`'s browser: the uid of the consent page it was sent to, and the PKCE verifier. */
export async function startAuthorization(options: Omit<LaunchOptions, 'patientHeaders' | 'categories'>) {
  const app = options.app ?? TEST_APP;
  const jar = options.jar ?? new CookieJar();
  const { verifier, challenge } = pkcePair();
  const state = randomBytes(8).toString('hex');
  const query = new URLSearchParams({
    response_type: 'code',
    client_id: app.client_id,
    redirect_uri: options.redirectUri ?? app.redirect_uris[0]!,
    scope: options.scope ?? 'openid fhirUser launch/patient patient/*.rs offline_access',
    state,
    aud: options.fhirBase ?? TEST_FHIR_BASE,
    code_challenge: challenge,
    code_challenge_method: 'S256',
  });
  const url = `/oauth/auth?${query}`;
  const answer = await options.send({ method: 'GET', url, headers: { cookie: jar.header(url) } });
  jar.take(answer);
  const location = String(answer.headers.location ?? '');
  const uid = /\/apps\/authorize\/([^/?#]+)$/.exec(location)?.[1];
  if (answer.statusCode !== 303 || !uid)
    throw new Error(`authorize answered ${answer.statusCode} ${location} ${answer.body}`);
  return { uid, verifier, state, jar, app };
}

/** Follows the browser from the provider's resume address to the app's redirect: the code (or error) it carries. */
export async function resume(send: Send, jar: CookieJar, redirectTo: string) {
  const url = pathOfUrl(redirectTo);
  const answer = await send({ method: 'GET', url, headers: { cookie: jar.header(url) } });
  jar.take(answer);
  if (!answer.headers.location) throw new Error(`resume answered ${answer.statusCode} ${answer.body}`);
  const location = new URL(String(answer.headers.location), TEST_ORIGIN);
  return { answer, location, code: location?.searchParams.get('code') ?? undefined };
}

export async function tokenRequest(send: Send, form: Record<string, string>, app: RegisteredApp = TEST_APP) {
  const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded' };
  if (app.client_secret)
    headers.authorization = `Basic ${Buffer.from(`${app.client_id}:${app.client_secret}`).toString('base64')}`;
  const answer = await send({
    method: 'POST',
    url: '/oauth/token',
    headers,
    payload: new URLSearchParams(app.client_secret ? form : { client_id: app.client_id, ...form }).toString(),
  });
  return { statusCode: answer.statusCode, json: JSON.parse(answer.body) as Record<string, unknown> };
}

export interface TokenResponse {
  access_token: string;
  token_type: string;
  expires_in: number;
  scope: string;
  patient: string;
  id_token?: string;
  refresh_token?: string;
}

/** Authorize → consent page → approve → resume: the code the app receives, and the verifier it holds. */
export async function authorizeCode(options: LaunchOptions) {
  const started = await startAuthorization(options);
  const { send, patientHeaders } = options;
  const apiUrl = `/v1/apps/authorizations/${started.uid}`;
  const asked = await send({
    method: 'GET',
    url: apiUrl,
    headers: { ...patientHeaders, cookie: started.jar.header(apiUrl) },
  });
  if (asked.statusCode !== 200) throw new Error(`consent read answered ${asked.statusCode} ${asked.body}`);
  const categories = options.categories ?? (JSON.parse(asked.body).content.categories as AppCategory[]);
  const approveUrl = `${apiUrl}/approve`;
  const approved = await send({
    method: 'POST',
    url: approveUrl,
    headers: {
      ...patientHeaders,
      'content-type': 'application/json',
      cookie: started.jar.header(approveUrl),
    },
    payload: JSON.stringify({ categories }),
  });
  if (approved.statusCode !== 200)
    throw new Error(`approve answered ${approved.statusCode} ${approved.body}`);
  const resumed = await resume(send, started.jar, JSON.parse(approved.body).content.redirect_to);
  if (!resumed.code) throw new Error(`the resume gave no code: ${resumed.location?.href}`);
  return {
    code: resumed.code,
    verifier: started.verifier,
    app: started.app,
    redirectUri: options.redirectUri ?? started.app.redirect_uris[0]!,
  };
}

/** The whole standalone patient launch: the token response the app gets. */
export async function launchApp(options: LaunchOptions): Promise<TokenResponse> {
  const { code, verifier, app, redirectUri } = await authorizeCode(options);
  const token = await tokenRequest(
    options.send,
    { grant_type: 'authorization_code', code, redirect_uri: redirectUri, code_verifier: verifier },
    app,
  );
  if (token.statusCode !== 200)
    throw new Error(`token answered ${token.statusCode} ${JSON.stringify(token.json)}`);
  return token.json as unknown as TokenResponse;
}
