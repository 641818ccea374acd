import { createECDH, createHmac } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import Provider, { errors, type KoaContextWithOIDC } from 'oidc-provider';
import type { Db } from '../../db/database.js';
import { databaseAdapter } from './adapter.js';
import { clientMetadata, type RegisteredApp } from './registration.js';
import { SUPPORTED_SCOPES } from './scopes.js';

/*
 * One oidc-provider per brand, its issuer the brand's configured origin: the patient authorizes an app on the
 * portal of their brand, and the tokens, the consent screen and the FHIR base all belong to that origin. The
 * provider answers under /oauth; the consent screen is the portal's own (`/apps/authorize/<uid>`).
 */

/** Where the provider's routes are mounted on every brand's origin. */
export const OAUTH_PREFIX = '/oauth';
/** The portal page that asks the patient (interactions.url). */
export const consentPagePath = (uid: string) => `/apps/authorize/${uid}`;
/** The API route the consent page calls, where the binding cookie is sent. */
export const authorizationApiPath = (uid: string) => `/v1/apps/authorizations/${uid}`;
export const BINDING_COOKIE = 'portal_app_authorization';
export const fhirBaseOf = (origin: string) => `${origin}/fhir/r4`;

/** How long a patient has to sign in and answer (login and MFA included). */
const INTERACTION_SECONDS = 15 * 60;
const ACCESS_TOKEN_SECONDS = 60 * 60;
/** How long an app keeps reading with `offline_access` unless the patient ends it sooner. */
export const OFFLINE_ACCESS_SECONDS = 90 * 24 * 3600;

export interface BrandProvider {
  brand: string;
  origin: string;
  fhirBase: string;
  provider: Provider;
  /** The binding cookie's value for an authorization: only the browser that started it holds it. */
  binding(uid: string): string;
  /** Hands a raw request under /oauth (or the issuer's discovery) to the provider, as if it came to `origin`. */
  handle(req: IncomingMessage, res: ServerResponse, path: string): void;
}

export interface ProviderOptions {
  brand: string;
  origin: string;
  apps: readonly RegisteredApp[];
  db: Db;
  now: () => Date;
  /** The server's secret (JWT_SECRET): the provider's cookie keys and id-token key are derived from it. */
  secret: string;
  /** Told each token-endpoint answer and refusal, for the audit trail. */
  onEvent: (event: ProviderEvent) => void;
}

export interface ProviderEvent {
  action: string;
  outcome: 'success' | 'refused';
  clientId: string | null;
  patientId: string | null;
  errorCode?: string;
}

const derive = (secret: string, purpose: string) => createHmac('sha256', secret).update(purpose).digest();

/**
 * The id-token signing key (ES256), the same on every instance and across restarts because it is derived from
 * the server's secret: an id token signed by one instance verifies against the jwks of another.
 */
function signingKey(secret: string) {
  const d = derive(secret, 'oidc-provider id token key');
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(d);
  const point = ecdh.getPublicKey();
  return {
    kty: 'EC',
    crv: 'P-256',
    d: d.toString('base64url'),
    x: point.subarray(1, 33).toString('base64url'),
    y: point.subarray(33, 65).toString('base64url'),
    alg: 'ES256',
    use: 'sig',
    kid: createHmac('sha256', point).update('kid').digest('base64url').slice(0, 16),
  };
}

/** The patient an event concerns: the grant's, else the token's or code's it came with, else the session's. */
function accountOf(ctx: KoaContextWithOIDC): string | null {
  const entities = ctx.oidc?.entities;
  return (
    entities?.Grant?.accountId ??
    entities?.RefreshToken?.accountId ??
    entities?.AccessToken?.accountId ??
    entities?.AuthorizationCode?.accountId ??
    ctx.oidc?.session?.accountId ??
    null
  );
}

export function createBrandProvider(options: ProviderOptions): BrandProvider {
  const { origin, secret } = options;
  const fhirBase = fhirBaseOf(origin);
  const url = new URL(origin);
  const bindingKey = derive(secret, 'oidc-provider binding cookie');
  const binding = (uid: string) => createHmac('sha256', bindingKey).update(uid).digest('base64url');
  const secure = url.protocol === 'https:';

  const provider = new Provider(origin, {
    adapter: databaseAdapter(options.db, options.now),
    clients: options.apps.map(clientMetadata),
    cookies: {
      keys: [derive(secret, 'oidc-provider cookies').toString('base64url')],
      long: { signed: true, sameSite: 'lax', secure },
      short: { signed: true, sameSite: 'lax', secure },
    },
    jwks: { keys: [signingKey(secret)] },
    enabledJWA: { idTokenSigningAlgValues: ['ES256'] },
    scopes: SUPPORTED_SCOPES,
    claims: { openid: ['sub'], fhirUser: ['fhirUser'] },
    // SMART puts fhirUser in the id token of the code flow
    conformIdTokenClaims: false,
    findAccount: (_ctx, sub) => ({
      accountId: sub,
      claims: () => ({ sub, fhirUser: `${fhirBase}/Patient/${sub}` }),
    }),
    extraParams: {
      // SMART's `aud`: the FHIR base the app means to read; another server's name is refused
      aud(_ctx: unknown, value: string | undefined) {
        if (value !== undefined && value.replace(/\/$/, '') !== fhirBase) {
          throw new errors.InvalidRequest('aud is not this server’s FHIR base');
        }
      },
      launch: undefined,
    } as never,
    features: {
      devInteractions: { enabled: false },
      introspection: { enabled: true },
      revocation: { enabled: true },
      registration: { enabled: false },
      rpInitiatedLogout: { enabled: false },
    },
    pkce: { required: () => true },
    responseTypes: ['code'],
    interactions: {
      url(ctx, interaction) {
        ctx.cookies.set(BINDING_COOKIE, binding(interaction.uid), {
          path: authorizationApiPath(interaction.uid),
          httpOnly: true,
          sameSite: 'strict',
          secure,
          maxAge: INTERACTION_SECONDS * 1000,
          signed: false,
        });
        return consentPagePath(interaction.uid);
      },
    },
    // Only the grant the patient just gave on the consent screen: an earlier consent is never reused silently
    loadExistingGrant: async (ctx) => {
      const grantId = ctx.oidc.result?.consent?.grantId;
      return grantId ? ctx.oidc.provider.Grant.find(grantId) : undefined;
    },
    // The code outlives the provider's own session, which the portal's login replaces (see `handle`)
    expiresWithSession: async () => false,
    issueRefreshToken: async (_ctx, client, code) =>
      client.grantTypeAllowed('refresh_token') && code.scopes.has('offline_access'),
    rotateRefreshToken: true,
    extraTokenClaims: () => ({ fhir_base: fhirBase }),
    // Browser apps call the token endpoint from their own origin
    clientBasedCORS: () => true,
    ttl: {
      AccessToken: ACCESS_TOKEN_SECONDS,
      AuthorizationCode: 60,
      IdToken: ACCESS_TOKEN_SECONDS,
      Interaction: INTERACTION_SECONDS,
      Session: INTERACTION_SECONDS,
      Grant: OFFLINE_ACCESS_SECONDS,
      RefreshToken: (_ctx, token) => {
        const left = token.exp && token.iat ? token.exp - token.iat : OFFLINE_ACCESS_SECONDS;
        return Math.max(1, Math.min(left, OFFLINE_ACCESS_SECONDS));
      },
    },
    renderError(ctx, out) {
      ctx.type = 'application/json';
      ctx.body = { error: out.error, error_description: out.error_description };
    },
  });
  provider.proxy = true;

  provider.use(async (ctx: KoaContextWithOIDC, next) => {
    if (ctx.method === 'GET' && ctx.path === '/auth') {
      // OpenID Connect keeps offline_access only with prompt=consent; SMART apps do not send it, and this server
      // asks the patient for consent every time anyway
      const query = new URLSearchParams(ctx.querystring);
      if (query.get('scope')?.split(' ').includes('offline_access') && !query.has('prompt')) {
        query.set('prompt', 'consent');
        ctx.querystring = query.toString();
        (ctx.req as IncomingMessage & { originalUrl?: string }).originalUrl = `${OAUTH_PREFIX}${ctx.url}`;
      }
    }
    await next();
    const route = ctx.oidc?.route;
    if (route === 'token' && ctx.status === 200 && ctx.body && typeof ctx.body === 'object') {
      const body = ctx.body as Record<string, unknown>;
      const accountId = ctx.oidc.entities.Account?.accountId ?? ctx.oidc.entities.Grant?.accountId;
      if (accountId && typeof body.scope === 'string' && body.scope.split(' ').includes('launch/patient'))
        body.patient = accountId;
    }
    if (route === 'resume' && ctx.oidc.session?.jti) {
      // The portal's own sign-in (with MFA) is the only one: no provider session is left to skip it next time
      await provider.Session.adapter.destroy(ctx.oidc.session.jti);
    }
  });

  const event = (action: string) => (ctx: KoaContextWithOIDC, error?: { error?: string }) =>
    options.onEvent({
      action,
      outcome: error ? 'refused' : 'success',
      clientId: ctx.oidc?.client?.clientId ?? null,
      patientId: accountOf(ctx),
      ...(error ? { errorCode: error.error ?? 'server_error' } : {}),
    });
  provider.on('grant.success', (ctx) => event('oauth.token')(ctx));
  provider.on('grant.error', (ctx, error) => event('oauth.token')(ctx, error));
  provider.on('authorization.error', (ctx, error) => event('oauth.authorize')(ctx, error));
  provider.on('introspection.error', (ctx, error) => event('oauth.introspect')(ctx, error));
  provider.on('revocation.error', (ctx, error) => event('oauth.revoke')(ctx, error));
  provider.on('grant.revoked', (ctx) => event('oauth.revoke')(ctx));

  const callback = provider.callback();
  return {
    brand: options.brand,
    origin,
    fhirBase,
    provider,
    binding,
    handle(req, res, path) {
      // The provider builds every URL it answers from the request: it sees the configured origin, never what
      // the request's Host or X-Forwarded-* claimed
      req.headers.host = url.host;
      req.headers['x-forwarded-proto'] = url.protocol.slice(0, -1);
      delete req.headers['x-forwarded-host'];
      delete req.headers.forwarded;
      const search = req.url?.includes('?') ? req.url.slice(req.url.indexOf('?')) : '';
      (req as IncomingMessage & { originalUrl?: string }).originalUrl = `${OAUTH_PREFIX}${path}${search}`;
      req.url = `${path}${search}`;
      void callback(req, res);
    },
  };
}
