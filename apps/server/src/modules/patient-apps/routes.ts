import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { brands, resolveBrand } from '@portal/brands';
import { appAuthorizationParams, approveAppRequest } from '@portal/contract';
import type { AppModule, ModuleContext } from '../../http/context.js';
import { success } from '../../http/envelope.js';
import { notFound } from '../../http/errors.js';
import { body, params } from '../../http/validate.js';
import { brandOrigin, originSettings } from '../accounts/rules.js';
import { writeAudit } from '../audit/service.js';
import type { ResolveFhirAccess } from '../fhir-api/access.js';
import { fhirAccessResolver } from './fhir-access.js';
import { BINDING_COOKIE, createBrandProvider, OAUTH_PREFIX, type BrandProvider } from './provider.js';
import { installPatientApps } from './registration.js';
import { SUPPORTED_SCOPES } from './scopes.js';
import { approveAuthorization, denyAuthorization, readAuthorization } from './service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** What an app's bearer token may read on the FHIR API (issue 30): the FHIR routes' one check. */
    resolveFhirAccess: ResolveFhirAccess;
  }
}

/** The authorization servers, one per brand that has an origin (a brand without one cannot be told apart). */
export function brandProviders(ctx: ModuleContext): Map<string, BrandProvider> {
  const { config, db, now } = ctx;
  const providers = new Map<string, BrandProvider>();
  for (const brand of brands) {
    const origin = brandOrigin(originSettings(config), brand);
    if (!origin) continue;
    providers.set(
      brand.id,
      createBrandProvider({
        brand: brand.id,
        origin,
        apps: config.patientApps,
        db,
        now,
        secret: config.jwtSecret,
        onEvent: (event) =>
          void writeAudit(
            { db },
            {
              patientId: event.patientId,
              actor: event.clientId ? `app:${event.clientId}` : 'anonymous',
              action: event.action,
              resource: 'apps.oauth',
              outcome: event.outcome,
              errorCode: event.errorCode ?? null,
              brand: brand.id,
            },
          ).catch(() => undefined),
      }),
    );
  }
  return providers;
}

/** SMART's discovery document (`/.well-known/smart-configuration`) of one brand's authorization server. */
export function smartConfiguration({ origin }: BrandProvider) {
  const at = (path: string) => `${origin}${OAUTH_PREFIX}${path}`;
  return {
    issuer: origin,
    jwks_uri: at('/jwks'),
    authorization_endpoint: at('/auth'),
    token_endpoint: at('/token'),
    introspection_endpoint: at('/token/introspection'),
    revocation_endpoint: at('/token/revocation'),
    userinfo_endpoint: at('/me'),
    grant_types_supported: ['authorization_code', 'refresh_token'],
    response_types_supported: ['code'],
    token_endpoint_auth_methods_supported: ['none', 'client_secret_basic', 'client_secret_post'],
    scopes_supported: SUPPORTED_SCOPES,
    code_challenge_methods_supported: ['S256'],
    capabilities: [
      'launch-standalone',
      'client-public',
      'client-confidential-symmetric',
      'context-standalone-patient',
      'permission-offline',
      'permission-patient',
      'permission-v1',
      'permission-v2',
      'sso-openid-connect',
    ],
  };
}

/** The binding cookie of this authorization, as the browser sent it (see service.ts). */
function bindingCookie(request: FastifyRequest): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === BINDING_COOKIE) return value.join('=');
  }
  return undefined;
}

/**
 * SMART App Launch for patient apps (issue 30): oidc-provider answers under /oauth on each brand's origin, the
 * consent screen's API answers under /v1/apps/authorizations, and the FHIR API asks `app.resolveFhirAccess`.
 */
export const patientAppsModule: AppModule = async (app, ctx) => {
  installPatientApps(ctx.config.patientApps);
  const providers = brandProviders(ctx);
  const deps = { db: ctx.db, now: ctx.now };
  const brandOf = (request: FastifyRequest) => {
    const provider = providers.get(resolveBrand(request.hostname).id);
    if (!provider) throw notFound();
    return provider;
  };
  app.decorate('resolveFhirAccess', fhirAccessResolver({ ...deps, providers }));

  // At the origin and under the FHIR base, where SMART clients (fhirclient among them) look for it first
  for (const url of ['/.well-known/smart-configuration', '/fhir/r4/.well-known/smart-configuration'])
    app.get(url, { config: { operational: true } }, async (request, reply) => {
      reply.header('access-control-allow-origin', '*');
      return smartConfiguration(brandOf(request));
    });

  await app.register(async (oauth: FastifyInstance) => {
    // oidc-provider reads its own bodies (forms, JSON) from the raw request: Fastify leaves the stream unread
    oauth.removeAllContentTypeParsers();
    oauth.addContentTypeParser('*', (_request, _payload, done) => done(null));
    const toProvider =
      (path: (request: FastifyRequest) => string) => async (request: FastifyRequest, reply: FastifyReply) => {
        const provider = brandOf(request);
        reply.hijack();
        provider.handle(request.raw, reply.raw, path(request));
      };
    oauth.route({
      method: ['GET', 'POST', 'OPTIONS'],
      url: `${OAUTH_PREFIX}/*`,
      config: { operational: true },
      handler: toProvider((request) => `/${(request.params as { '*': string })['*']}`),
    });
    // The issuer is the brand's origin, so OpenID discovery is at the origin's own well-known address
    oauth.get(
      '/.well-known/openid-configuration',
      { config: { operational: true } },
      toProvider(() => '/.well-known/openid-configuration'),
    );
  });

  const patient = (action: string) => ({
    preHandler: app.requirePatient,
    config: { audit: { action, resource: 'apps.authorization' } },
  });
  const call = (request: FastifyRequest) => ({
    brand: brandOf(request),
    uid: params(request, appAuthorizationParams).uid,
    binding: bindingCookie(request),
    patientId: request.patient!.id,
  });

  app.get('/v1/apps/authorizations/:uid', patient('read'), async (request) =>
    success(await readAuthorization(deps, call(request))),
  );
  app.post('/v1/apps/authorizations/:uid/approve', patient('create'), async (request) => {
    const { categories } = body(request, approveAppRequest);
    return success(await approveAuthorization(deps, call(request), categories));
  });
  app.post('/v1/apps/authorizations/:uid/deny', patient('update'), async (request) =>
    success(await denyAuthorization(deps, call(request))),
  );
};
