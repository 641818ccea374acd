import { resolveBrand } from '@portal/brands';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import type { AppModule, ModuleContext } from '../../http/context.js';
import { noStore } from '../../http/security-headers.js';
import { brandOrigin, originSettings } from '../accounts/rules.js';
import { noteAudit } from '../audit/routes.js';
import { coarseClient } from '../sharing/rules.js';
import type { FhirAccess, FhirAccessRefusal, ResolveFhirAccess } from './access.js';
import { capabilityStatement } from './capability.js';
import { outcome } from './outcome.js';
import { isFhirType, SearchError, type FhirType } from './search.js';
import { FhirRefusal, readResource, searchResources } from './service.js';

/*
 * The FHIR R4 Patient Access API under `/fhir/r4` (issue 30): `application/fhir+json` only, an OperationOutcome for
 * every refusal. Who reads is what the bearer token resolves to (`ResolveFhirAccess`, the authorization server's):
 * this module never reads a token itself. Wired in `src/app.ts`'s MODULES: `fhirApiModule({ resolveAccess })`.
 */

export interface FhirApiOptions {
  /** Made once per app from its context (the authorization server's keys and tables). */
  resolveAccess: (ctx: ModuleContext) => ResolveFhirAccess;
}

const FHIR_JSON = 'application/fhir+json; charset=utf-8';
const ACCEPTED = [
  'application/fhir+json',
  'application/json',
  'application/json+fhir',
  'application/*',
  '*/*',
];
const FORMATS = ['json', 'application/json', 'application/fhir+json', 'application/json+fhir'];

export const fhirApiModule =
  ({ resolveAccess }: FhirApiOptions): AppModule =>
  async (app, ctx) => {
    await app.register(
      async (fhir) =>
        registerFhirApi(fhir, {
          db: ctx.db,
          now: ctx.now,
          config: ctx.config,
          resolveAccess: resolveAccess(ctx),
        }),
      { prefix: '/fhir/r4' },
    );
  };

/**
 * Apps read from the browser too (SMART's JavaScript client): any origin may, since a request reads only with the
 * bearer token it carries, never a cookie.
 */
const CORS = {
  'access-control-allow-origin': '*',
  'access-control-expose-headers': 'www-authenticate',
};
const PREFLIGHT = {
  ...CORS,
  'access-control-allow-methods': 'GET, POST',
  'access-control-allow-headers': 'authorization, accept, content-type, prefer',
  'access-control-max-age': '600',
};

function send(reply: FastifyReply, status: number, body: unknown) {
  noStore(reply);
  return reply.status(status).headers(CORS).type(FHIR_JSON).send(JSON.stringify(body));
}

function refuse(request: FastifyRequest, reply: FastifyReply, refusal: FhirRefusal | SearchError) {
  const status = refusal instanceof FhirRefusal ? refusal.status : 400;
  request.errorCode = refusal.code;
  if (status === 401 && !reply.hasHeader('www-authenticate'))
    reply.header('www-authenticate', 'Bearer realm="fhir"');
  return send(reply, status, outcome(refusal.code, refusal.param));
}

/** The query's name/value pairs as sent, repeats kept (a FHIR search ANDs a repeated parameter). */
const queryPairs = (url: string): [string, string][] => [...new URLSearchParams(url.split('?')[1] ?? '')];

function negotiate(request: FastifyRequest, pairs: [string, string][]): [string, string][] {
  const accept = request.headers.accept;
  const types = accept ? accept.split(',').map((part) => part.split(';')[0]!.trim().toLowerCase()) : ['*/*'];
  if (!types.some((type) => ACCEPTED.includes(type))) throw new FhirRefusal('NOT_ACCEPTABLE', 406);
  const format = pairs.filter(([name]) => name === '_format');
  if (format.some(([, value]) => !FORMATS.includes(value.toLowerCase())))
    throw new FhirRefusal('NOT_ACCEPTABLE', 406);
  return pairs.filter(([name]) => name !== '_format');
}

const REFUSAL_HEADER: Record<FhirAccessRefusal, string> = {
  missing: 'Bearer realm="fhir"',
  invalid: 'Bearer realm="fhir", error="invalid_token"',
  expired: 'Bearer realm="fhir", error="invalid_token"',
  revoked: 'Bearer realm="fhir", error="invalid_token"',
};

export function registerFhirApi(
  fhir: FastifyInstance,
  deps: { db: Db; now: () => Date; config: Config; resolveAccess: ResolveFhirAccess },
) {
  const service = { db: deps.db, now: deps.now };

  fhir.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, body),
  );

  fhir.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof FhirRefusal || error instanceof SearchError) return refuse(request, reply, error);
    const status = error.statusCode ?? 500;
    if (status === 415) return refuse(request, reply, new FhirRefusal('UNSUPPORTED_MEDIA_TYPE', 415));
    if (status >= 400 && status < 500) return refuse(request, reply, new FhirRefusal('PARAM_INVALID', 400));
    // Name and driver code only: messages and stacks can quote the values that failed (personal data).
    request.log.error({ err: { type: error.name, code: error.code } }, 'unhandled error');
    return refuse(request, reply, new FhirRefusal('INTERNAL', 500));
  });

  // A read-only API: a known path with another method is 405, anything else 404.
  fhir.setNotFoundHandler((request, reply) => {
    const known = /^\/fhir\/r4\/(metadata|[A-Za-z]+(\/[^/?]+)?)(\?|$)/.test(request.url);
    if (known && request.method === 'OPTIONS') return reply.status(204).headers(PREFLIGHT).send();
    const read = request.method === 'GET' || request.method === 'HEAD';
    return refuse(
      request,
      reply,
      known && !read ? new FhirRefusal('METHOD_NOT_ALLOWED', 405) : new FhirRefusal('NOT_FOUND', 404),
    );
  });

  /** The access the request's bearer token resolves to, or 401. */
  async function accessOf(request: FastifyRequest, reply: FastifyReply): Promise<FhirAccess> {
    const resolved = await deps.resolveAccess(request);
    if ('refused' in resolved) {
      reply.header('www-authenticate', REFUSAL_HEADER[resolved.refused]);
      throw new FhirRefusal('UNAUTHORIZED', 401);
    }
    noteAudit(request, {
      patientId: resolved.access.patientId,
      actor: `app:${resolved.access.clientId}`,
    });
    return resolved.access;
  }

  function typeOf(value: string): FhirType {
    if (!isFhirType(value)) throw new FhirRefusal('TYPE_UNSUPPORTED', 404);
    return value;
  }

  const audit = (resource: string) => ({ audit: { action: 'read', resource } });

  fhir.get('/metadata', async (request, reply) => {
    negotiate(request, queryPairs(request.url));
    const origin = brandOrigin(originSettings(deps.config), resolveBrand(request.host));
    return send(reply, 200, capabilityStatement({ origin, software: 'Patient portal FHIR R4 API' }));
  });

  fhir.get<{ Params: { type: string; id: string } }>(
    '/:type/:id',
    { config: audit('fhir.read') },
    async (request, reply) => {
      negotiate(request, queryPairs(request.url));
      const access = await accessOf(request, reply);
      const type = typeOf(request.params.type);
      const resource = await readResource(service, {
        access,
        type,
        id: request.params.id,
        client: coarseClient(request.headers['user-agent']),
      });
      return send(reply, 200, resource);
    },
  );

  const search = async (
    request: FastifyRequest,
    reply: FastifyReply,
    type: string,
    pairs: [string, string][],
  ) => {
    const wanted = negotiate(request, pairs);
    const access = await accessOf(request, reply);
    const bundle = await searchResources(service, {
      access,
      type: typeOf(type),
      pairs: wanted,
      lenient: /\bhandling\s*=\s*lenient\b/i.test(String(request.headers.prefer ?? '')),
      client: coarseClient(request.headers['user-agent']),
    });
    return send(reply, 200, bundle);
  };

  fhir.get<{ Params: { type: string } }>('/:type', { config: audit('fhir.search') }, (request, reply) =>
    search(request, reply, request.params.type, queryPairs(request.url)),
  );

  fhir.post<{ Params: { type: string } }>(
    '/:type/_search',
    { config: audit('fhir.search') },
    (request, reply) => {
      if (request.body !== undefined && typeof request.body !== 'string')
        throw new FhirRefusal('UNSUPPORTED_MEDIA_TYPE', 415);
      const form: [string, string][] = [...new URLSearchParams(request.body ?? '')];
      return search(request, reply, request.params.type, [...queryPairs(request.url), ...form]);
    },
  );
}
