import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * A signed webhook's HMAC is over the exact bytes received, so a scope that takes one keeps the raw JSON
 * body beside the parsed one (unparseable JSON parses to undefined: the route's schema refuses it).
 */
export function keepRawBody(scope: FastifyInstance): void {
  scope.addContentTypeParser('application/json', { parseAs: 'string' }, (request, raw, done) => {
    (request as FastifyRequest & { rawBody?: string }).rawBody = raw as string;
    try {
      done(null, raw === '' ? {} : JSON.parse(raw as string));
    } catch {
      done(null, undefined);
    }
  });
}

/** The bytes `keepRawBody` kept ('' outside such a scope). */
export const rawBodyOf = (request: FastifyRequest): string =>
  (request as FastifyRequest & { rawBody?: string }).rawBody ?? '';
