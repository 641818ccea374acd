import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AUTH_HEADERS, grantParams, type GrantAccessAction } from '@portal/contract';
import type { Config } from '../config.js';
import type { Db } from '../db/database.js';
import { JWT_AUDIENCE, verifyJwt, type JwtSecrets } from '../lib/jwt.js';
import { liveSession } from '../modules/accounts/service.js';
import { noteAudit } from '../modules/audit/routes.js';
import { coarseClient } from '../modules/sharing/rules.js';
import {
  caregiverReader,
  readerInForce,
  readGrantToken,
  refuseUnderGrant,
  type Reader,
  type TriedRead,
} from '../modules/sharing/service.js';
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
    /** Set by `requireReader` when the records are read under a sharing grant (a link or a caregiver). */
    reader?: Reader;
  }
  interface FastifyContextConfig {
    /**
     * What this route reads under a grant (or, a patient-only route, what a grant's token tried), for the
     * patient's access log when a reader is refused before the handler runs.
     */
    grantRead?: TriedRead | ((request: FastifyRequest) => TriedRead | undefined);
  }
  interface FastifyInstance {
    /**
     * preHandler: a valid access token of a live session, an Id-Authorization (when sent) about the same patient,
     * and on POST/PUT/PATCH/DELETE a matching X-CSRFToken.
     */
    requirePatient: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /**
     * preHandler of read-only routes that a sharing grant may also read: the patient's own session as
     * `requirePatient`, or a grant token whose grant is in force now (`request.reader`; see `readPatientId`).
     */
    requireReader: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
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
export async function readAccessToken(
  token: string,
  secrets: JwtSecrets,
  now: number,
): Promise<(AuthenticatedPatient & { expiresAt: number }) | undefined> {
  const claims = await verifyJwt(token, secrets, { audience: JWT_AUDIENCE.access, now });
  if (!claims || claims.token_use !== 'access') return undefined;
  if (typeof claims.sub !== 'string' || typeof claims.sid !== 'string') return undefined;
  // verifyJwt accepts only a numeric exp
  return { id: claims.sub, sessionId: claims.sid, expiresAt: (claims.exp as number) * 1000 };
}

/** Access tokens one instance keeps verified: one per signed-in client, refreshed every 15 minutes. */
const VERIFIED_TOKENS = 10_000;

/**
 * `readAccessToken` that verifies each token once (issue 28: the HMAC, a job on libuv's thread pool for
 * WebCrypto, was the largest share of a read's own CPU). The same string under the same secrets always verifies
 * the same way, so only its expiry is checked again; what the session allows is checked on every request.
 */
function accessTokenReader(secrets: JwtSecrets) {
  const verified = new Map<string, AuthenticatedPatient & { expiresAt: number }>();
  const read = async (token: string, now: number): Promise<AuthenticatedPatient | undefined> => {
    let claims = verified.get(token);
    if (!claims) {
      claims = await readAccessToken(token, secrets, now);
      if (!claims) return undefined;
      if (verified.size >= VERIFIED_TOKENS) verified.delete(verified.keys().next().value!);
      verified.set(token, claims);
    }
    if (claims.expiresAt <= now) {
      verified.delete(token);
      return undefined;
    }
    return { id: claims.id, sessionId: claims.sessionId };
  };
  /** An access token verified here before (a grant token never is one). */
  const known = (token: string) => verified.has(token);
  return Object.assign(read, { known });
}

/**
 * The patient an id token names, if it is a genuine id token of ours (signature, issuer, audience and
 * token_use), else undefined.
 * Its expiry is deliberately not checked: the id token authorises nothing by itself. The access token sent with
 * it (short-lived, its session checked in the database) is what authorises; the id token must only be about the
 * same patient. Both are issued together with the same lifetime, so a stale id token next to a live access token
 * means a client that kept an old copy, not an attack; a different patient's token is refused either way.
 */
export async function readIdTokenSubject(token: string, secrets: JwtSecrets): Promise<string | undefined> {
  const claims = await verifyJwt(token, secrets, { audience: JWT_AUDIENCE.id, ignoreExpiry: true });
  if (!claims || claims.token_use !== 'id' || typeof claims.sub !== 'string') return undefined;
  return claims.sub;
}

/** What a request refused under a grant tried, as the patient's access log names it. */
function triedAction(request: FastifyRequest): GrantAccessAction {
  const declared = request.routeOptions.config.grantRead;
  const read = typeof declared === 'function' ? declared(request) : declared;
  return read === undefined ? 'other' : `records.${read}`;
}

/** Whose records a `requireReader` route reads: the grant's patient, else the signed-in patient. */
export const readPatientId = (request: FastifyRequest): string =>
  request.reader?.patientId ?? request.patient!.id;

export function registerAuth(app: FastifyInstance, deps: { config: Config; db: Db; now: () => Date }): void {
  app.decorateRequest('patient', undefined);
  app.decorateRequest('reader', undefined);
  const readAccess = accessTokenReader(deps.config);
  /** A request refused under a grant: what it tried and from what kind of device. */
  const tried = (request: FastifyRequest) => ({
    action: triedAction(request),
    client: coarseClient(request.headers['user-agent']),
  });
  /** The caregiver's own session reading under a grant they hold, named by the care-grant header. */
  const readAsCaregiver = async (request: FastifyRequest, careGrant: string) => {
    await authenticatePatient(request);
    const holder = request.patient!.id;
    const actor = `proxy:${holder}`;
    const grantId = grantParams.safeParse({ grantId: careGrant }).data?.grantId;
    const reader =
      request.method === 'GET' && grantId ? await caregiverReader(deps, { holder, grantId }) : undefined;
    if (!reader) {
      if (grantId) await refuseUnderGrant(deps, { grantId, holder, ...tried(request) });
      noteAudit(request, { actor });
      throw new AppError('SHARE_ACCESS_ENDED', 403);
    }
    noteAudit(request, { patientId: reader.patientId, actor });
    request.reader = reader;
  };
  app.decorate('requireReader', async (request: FastifyRequest, reply: FastifyReply) => {
    const careGrant = headerToken(request, AUTH_HEADERS.careGrant);
    if (careGrant !== undefined) return readAsCaregiver(request, careGrant);
    const token = bearerToken(request);
    // The patient's own access token, verified before: not tried as a grant token (a second HMAC on each read)
    if (token && readAccess.known(token)) return app.requirePatient(request, reply);
    const claims = token ? await readGrantToken(token, deps.config, deps.now().getTime()) : undefined;
    if (!claims) return app.requirePatient(request, reply);
    if (request.method !== 'GET') throw unauthorized();
    // Checked on every request, so a revoke or an expiry ends the token at once, not when it expires.
    const reader = await readerInForce(deps, claims);
    if (!reader) {
      await refuseUnderGrant(deps, { ...claims, ...tried(request) });
      noteAudit(request, { patientId: claims.patientId, actor: `link:${claims.grantId}` });
      throw new AppError('SHARE_ACCESS_ENDED', 403);
    }
    noteAudit(request, { patientId: reader.patientId, actor: reader.actor });
    request.reader = reader;
  });
  // A route that cannot read under a grant never answers with the caregiver's own data to a request for
  // someone else's.
  app.decorate('requirePatient', async (request: FastifyRequest) => {
    if (headerToken(request, AUTH_HEADERS.careGrant) !== undefined)
      throw new AppError('SHARE_OUT_OF_SCOPE', 403);
    await authenticatePatient(request);
  });
  /**
   * A link's token at a route only the patient reads (the bundle, the printable summary, the ledger): refused as
   * any other token, and the patient's log shows the try under that link.
   */
  async function refuseGrantToken(request: FastifyRequest, token: string): Promise<void> {
    const claims = await readGrantToken(token, deps.config, deps.now().getTime());
    if (!claims) return;
    const reader = await refuseUnderGrant(deps, { ...claims, ...tried(request) });
    if (reader) noteAudit(request, { patientId: reader.patientId, actor: reader.actor });
  }
  async function authenticatePatient(request: FastifyRequest): Promise<void> {
    const token = bearerToken(request);
    const claims = token ? await readAccess(token, deps.now().getTime()) : undefined;
    if (!claims) {
      if (token) await refuseGrantToken(request, token);
      throw unauthorized();
    }
    // Id-Authorization is optional; when sent it must be ours and name the same patient as the access token.
    const idToken = headerToken(request, AUTH_HEADERS.id);
    if (idToken !== undefined && (await readIdTokenSubject(idToken, deps.config)) !== claims.id) {
      throw new AppError('TOKEN_INVALID', 401);
    }
    // A logged-out, revoked, expired or idle session ends its access tokens at once, not 15 minutes later.
    const session = await liveSession(deps, { sessionId: claims.sessionId, patientId: claims.id });
    if (!session) throw unauthorized();
    if (STATE_CHANGING.has(request.method)) {
      const csrf = request.headers[AUTH_HEADERS.csrf];
      if (typeof csrf !== 'string' || !sameHash(tokenDigest(csrf), session.webTokenHash)) {
        throw new AppError('CSRF_MISMATCH', 403);
      }
    }
    request.patient = claims;
  }
}
