import { readFileSync } from 'node:fs';
import type { ConnectedAppInfo } from '@portal/contract';
import type { ClientMetadata } from 'oidc-provider';
import { z } from 'zod';
import { ConfigError } from '../../lib/config-error.js';
import { SUPPORTED_SCOPES } from './scopes.js';

/*
 * Apps are registered by the operator, never by themselves (dynamic registration is off): a JSON file named by
 * PORTAL_APPS_FILE, read and checked once at start. Changing it takes a restart, as every setting does.
 */

const httpsOrLoopback = z.url().refine(
  (value) => {
    // z.url() has said so already when this is not a URL: no second message
    if (!URL.canParse(value)) return true;
    const url = new URL(value);
    return (
      url.protocol === 'https:' ||
      (url.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname))
    );
  },
  { message: 'must be https (http only for localhost, a native or test app)' },
);

export const registeredApp = z
  .object({
    client_id: z.string().regex(/^[A-Za-z0-9._-]{3,100}$/),
    /** A confidential app's secret (at least 32 characters); none for a public app, which proves itself with PKCE. */
    client_secret: z.string().min(32).max(200).optional(),
    name: z.string().trim().min(1).max(100),
    publisher: z.string().trim().min(1).max(100),
    homepage: httpsOrLoopback.nullable().default(null),
    logo_uri: z
      .url()
      .refine((value) => value.startsWith('https://'), { message: 'must be https' })
      .nullable()
      .default(null),
    /** Compared exactly, character for character, with the redirect_uri of each request. */
    redirect_uris: z.array(httpsOrLoopback).min(1).max(20),
    /** What the app may ask for; a request for anything else is refused (`invalid_scope`). */
    scopes: z
      .array(z.enum(SUPPORTED_SCOPES as [string, ...string[]]))
      .min(1)
      .refine((list) => list.includes('launch/patient'), { message: 'a patient app needs launch/patient' }),
  })
  .strict();
export type RegisteredApp = z.output<typeof registeredApp>;

export const appsFile = z
  .object({ apps: z.array(registeredApp) })
  .refine((file) => new Set(file.apps.map((app) => app.client_id)).size === file.apps.length, {
    message: 'two apps have the same client_id',
  });

/** The apps of PORTAL_APPS_FILE, or none when it is not set. */
export function loadPatientApps(path: string | undefined): RegisteredApp[] {
  if (!path) return [];
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    throw new ConfigError(`Invalid configuration:\n  PORTAL_APPS_FILE: ${path} is not a readable JSON file`);
  }
  const parsed = appsFile.safeParse(json);
  if (parsed.success) return parsed.data.apps;
  const lines = parsed.error.issues.map(
    (issue) => `  PORTAL_APPS_FILE ${issue.path.join('.')}: ${issue.message}`,
  );
  throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
}

/** An app as the patient reads it (consent screen, sharing ledger). */
export const connectedAppInfo = (app: RegisteredApp): ConnectedAppInfo => ({
  client_id: app.client_id,
  name: app.name,
  publisher: app.publisher,
  homepage: app.homepage,
  logo_uri: app.logo_uri,
});

/** The client metadata oidc-provider registers for the app. */
export function clientMetadata(app: RegisteredApp): ClientMetadata {
  return {
    client_id: app.client_id,
    ...(app.client_secret
      ? { client_secret: app.client_secret, token_endpoint_auth_method: 'client_secret_basic' }
      : { token_endpoint_auth_method: 'none' }),
    client_name: app.name,
    redirect_uris: app.redirect_uris,
    grant_types: ['authorization_code', 'refresh_token'],
    response_types: ['code'],
    scope: app.scopes.join(' '),
    id_token_signed_response_alg: 'ES256',
  };
}

/*
 * The registered apps, fixed at start (buildApp installs them, as it installs the brands): the ledger reads an
 * app grant's registration from here.
 */
let installed: readonly RegisteredApp[] = [];

export function installPatientApps(apps: readonly RegisteredApp[]): void {
  installed = apps;
}

export const findPatientApp = (clientId: string | null): RegisteredApp | undefined =>
  installed.find((app) => app.client_id === clientId);
