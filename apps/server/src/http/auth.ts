import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AUTH_HEADERS } from '@portal/contract';
import type { Config } from '../config.js';
import type { Db } from '../db/database.js';
import { verifyJwt } from '../lib/jwt.js';
import { sameHash, tokenDigest } from '../lib/secrets.js';
import { AppError, unauthorized } from './errors.js';

export interface AuthenticatedPatient {
  id: string;
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `requirePatient`; undefined on public routes. */
    patient?: AuthenticatedPatient;
  }
  interface FastifyInstance {
    /** preHandler: a valid access token of a live session, and on POST/PUT/PATCH/DELETE a matching X-CSRFToken. */
    requirePatient: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers[AUTH_HEADERS.access];
  if (typeof header !== 'string') return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match?.[1];
}

/** A header that may carry the bare token or `Bearer <token>` (clients differ). */
export function headerToken(request: FastifyRequest, name: string): string | undefined {
  const header = request.headers[name];
  if (typeof header !== 'string' || header.trim() === '') return undefined;
  return header.trim().replace(/^Bearer\s+/i, '');
}

/** The patient and session an access token names, or undefined if it is not a valid access token. */
export function readAccessToken(
  token: string,
  secret: string,
  now: number,
): AuthenticatedPatient | undefined {
  const claims = verifyJwt(token, secret, now);
  if (!claims || claims.token_use !== 'access') return undefined;
  if (typeof claims.sub !== 'string' || typeof claims.sid !== 'string') return undefined;
  return { id: claims.sub, sessionId: claims.sid };
}

export function registerAuth(app: FastifyInstance, deps: { config: Config; db: Db; now: () => Date }): void {
  app.decorateRequest('patient', undefined);
  app.decorate('requirePatient', async (request: FastifyRequest) => {
    const token = bearerToken(request);
    const claims = token ? readAccessToken(token, deps.config.jwtSecret, deps.now().getTime()) : undefined;
    if (!claims) throw unauthorized();
    // A logged-out or revoked session ends its access tokens at once, not 15 minutes later.
    const session = await deps.db
      .selectFrom('sessions')
      .select(['patient_id', 'web_token_hash', 'revoked_at'])
      .where('id', '=', claims.sessionId)
      .executeTakeFirst();
    if (!session || session.revoked_at || session.patient_id !== claims.id) throw unauthorized();
    if (STATE_CHANGING.has(request.method)) {
      const csrf = request.headers[AUTH_HEADERS.csrf];
      if (typeof csrf !== 'string' || !sameHash(tokenDigest(csrf), session.web_token_hash)) {
        throw new AppError('CSRF_MISMATCH', 403);
      }
    }
    request.patient = claims;
  });
}
