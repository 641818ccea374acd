import { createHash } from 'node:crypto';
import {
  assistedVerificationRequest,
  captureRequest,
  confirmInformationRequest,
  driverLicenceRequest,
  MAX_IMAGE_BYTES,
  manualVerificationRequest,
  onfidoCompleteRequest,
  ssnCrossCheckRequest,
} from '@portal/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppModule } from '../../http/context.js';
import { success } from '../../http/envelope.js';
import { AppError, unauthorized } from '../../http/errors.js';
import { body, params } from '../../http/validate.js';
import { sameHash } from '../../lib/secrets.js';
import {
  isValidOnfidoSignature,
  OnfidoClient,
  onfidoConfigFromEnv,
  parseOnfidoWebhook,
  type OnfidoConfig,
} from '../../providers/identity/onfido.js';
import { SandboxDocumentVerifier } from '../../providers/identity/sandbox.js';
import type { DocumentVerifier } from '../../providers/identity/types.js';
import { audit, patientActor } from '../audit/audit.js';
import { confirmInformation, verifiedInformation } from './confirmation.js';
import {
  coordinatorActor,
  decideAssisted,
  listAwaitingCoordinator,
  requestAssisted,
} from './coordinator-review.js';
import {
  completeOnfido,
  settleOnfidoCheck,
  startDocumentCheck,
  submitCapture,
  submitManual,
} from './document-check.js';
import { checkDriverLicence, crossCheckSsn } from './record-checks.js';
import { identityStatus, identitySummary, type IdentityDeps } from './service.js';

/** Two images of at most MAX_IMAGE_BYTES, as base64 (4/3 larger), plus the JSON around them. */
const CAPTURE_BODY_LIMIT = Math.ceil(MAX_IMAGE_BYTES * 2 * (4 / 3)) + 64 * 1024;
const MANUAL_BODY_LIMIT = Math.ceil(MAX_IMAGE_BYTES * (4 / 3)) + 64 * 1024;

export interface IdentityModuleOptions {
  /** Replaces the configured provider (tests). */
  verifier?: DocumentVerifier;
  onfido?: { client: OnfidoClient; webhookToken: string } | null;
  env?: NodeJS.ProcessEnv;
}

/** A coordinator's credential as configured: their name and the SHA-256 (hex) of their own token. */
export interface CoordinatorCredential {
  name: string;
  sha256: string;
}

export const coordinatorTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * `COORDINATOR_TOKENS="maria:<sha256 hex>,sam:<sha256 hex>"`: one named credential per coordinator, so every
 * decision and audit row names who acted. `npm run coordinator -- new-token <name>` makes a token and its
 * pair. Unset: no coordinator can act. A malformed entry stops the server rather than being skipped.
 */
export function parseCoordinatorTokens(value: string | undefined): CoordinatorCredential[] {
  const entries = (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const credentials = entries.map((entry) => {
    const match = /^([a-z0-9][a-z0-9._-]{0,39}):([0-9a-f]{64})$/i.exec(entry);
    if (!match) throw new Error('COORDINATOR_TOKENS: each entry is <name>:<sha256 hex of the token>');
    return { name: match[1]!.toLowerCase(), sha256: match[2]!.toLowerCase() };
  });
  const names = new Set(credentials.map((c) => c.name));
  if (names.size !== credentials.length) throw new Error('COORDINATOR_TOKENS: a name appears twice');
  return credentials;
}

/** The coordinator whose token this is, comparing every hash in constant time; undefined if none. */
export function coordinatorFor(credentials: CoordinatorCredential[], token: string): string | undefined {
  const hash = coordinatorTokenHash(token);
  let found: string | undefined;
  for (const credential of credentials) if (sameHash(hash, credential.sha256)) found = credential.name;
  return found;
}

const attemptIdParams = z.object({ id: z.uuid({ message: 'id_invalid' }) });
const decisionRequest = z.object({
  decision: z.enum(['approve', 'reject'], { message: 'decision_invalid' }),
});

function onfidoFrom(
  options: IdentityModuleOptions,
  env: NodeJS.ProcessEnv,
  publicOrigin: string | undefined,
) {
  if (options.onfido !== undefined) return options.onfido;
  const config: OnfidoConfig | null = onfidoConfigFromEnv(env, publicOrigin);
  return config ? { client: new OnfidoClient(config), webhookToken: config.webhookToken } : null;
}

/**
 * Identity verification by every path. All under `/v1/signup/...` for the signed-in patient:
 *   GET  /v1/signup/verify-id/invite            status, provider and attempts left
 *   POST /v1/signup/verify-id/invite            start an ID scan + selfie (Onfido SDK token or sandbox)
 *   POST /v1/signup/verify-id/capture           sandbox: the ID and selfie images (base64 JSON)
 *   POST /v1/signup/verify-id/onfido/complete   Onfido: the SDK finished, start the check
 *   POST /v1/signup/verify-id/manual            manual identification
 *   GET|POST /v1/signup/assisted-verify-id      coordinator-assisted request (account on hold)
 *   POST /v1/signup/verify-id/driver-licence    driver licence check
 *   POST /v1/signup/verify-id/ssn               SSN cross-check
 *   GET|POST /v1/signup/verify-id/confirm       confirm your information
 *   GET  /v1/patient/identity/confirm           how identity was confirmed (method, assurance, when)
 * and, outside the patient's session:
 *   POST /v1/webhooks/onfido                    signed check results (X-SHA2-Signature)
 *   GET  /v1/coordinator/verifications          waiting cases (a coordinator's own token)
 *   POST /v1/coordinator/verifications/:id      approve or reject (a coordinator's own token)
 *
 * The sandbox verifier decides only where no real provider is configured and never in production: in
 * production without Onfido the server refuses to start; the paths with sandbox rules only (manual,
 * licence, SSN) answer 503 IDV_METHOD_UNAVAILABLE wherever the sandbox may not run.
 */
export function identityModule(options: IdentityModuleOptions = {}): AppModule {
  return async (app, { db, now, config }) => {
    const env = options.env ?? process.env;
    const onfido = onfidoFrom(options, env, config.publicOrigin);
    const production = config.env === 'production';
    if (production && !onfido) {
      throw new Error(
        'Identity verification: no provider is configured (ONFIDO_API_TOKEN, ONFIDO_WEBHOOK_TOKEN) and the sandbox verifier never runs in production.',
      );
    }
    const sandbox = !production && !onfido;
    const verifier = options.verifier ?? onfido?.client ?? new SandboxDocumentVerifier();
    const deps: IdentityDeps = { db, now, verifier, onfido: onfido?.client ?? null, sandbox };
    const coordinators = parseCoordinatorTokens(env.COORDINATOR_TOKENS);
    const patientId = (request: FastifyRequest) => request.patient!.id;
    const auditPatient = (request: FastifyRequest, action: string, resource: string) =>
      audit(db, {
        patientId: patientId(request),
        actor: patientActor(patientId(request)),
        action,
        resource,
        ip: request.ip,
      });
    const guard = { preHandler: app.requirePatient };
    // Images: the session is checked as the request arrives, before a byte of the body is read, and the
    // body may be as large as its images (every other route keeps the app's small limit).
    const uploadGuard = (bodyLimit: number) => ({ onRequest: app.requirePatient, bodyLimit });

    app.get('/v1/signup/verify-id/invite', guard, async (request) => {
      const content = await identityStatus(deps, { patientId: patientId(request) });
      await auditPatient(request, 'read', 'identity.status');
      return success(content);
    });

    app.post('/v1/signup/verify-id/invite', guard, async (request) => {
      const content = await startDocumentCheck(deps, { patientId: patientId(request) });
      await auditPatient(request, 'create', 'identity.attempt.document');
      return success(content);
    });

    app.post('/v1/signup/verify-id/capture', uploadGuard(CAPTURE_BODY_LIMIT), async (request) => {
      const content = await submitCapture(deps, {
        patientId: patientId(request),
        ...body(request, captureRequest),
      });
      await auditPatient(request, 'update', 'identity.attempt.document');
      return success(content);
    });

    app.post('/v1/signup/verify-id/onfido/complete', guard, async (request) => {
      const { attempt_id } = body(request, onfidoCompleteRequest);
      const content = await completeOnfido(deps, { patientId: patientId(request), attemptId: attempt_id });
      await auditPatient(request, 'update', 'identity.attempt.document');
      return success(content);
    });

    app.post('/v1/signup/verify-id/manual', uploadGuard(MANUAL_BODY_LIMIT), async (request) => {
      const content = await submitManual(deps, {
        patientId: patientId(request),
        ...body(request, manualVerificationRequest),
      });
      await auditPatient(request, 'create', 'identity.attempt.manual');
      return success(content);
    });

    app.get('/v1/signup/assisted-verify-id', guard, async (request) => {
      const content = await identityStatus(deps, { patientId: patientId(request) });
      await auditPatient(request, 'read', 'identity.status');
      return success(content);
    });

    app.post('/v1/signup/assisted-verify-id', guard, async (request) => {
      const content = await requestAssisted(deps, {
        patientId: patientId(request),
        ...body(request, assistedVerificationRequest),
      });
      await auditPatient(request, 'create', 'identity.attempt.assisted');
      return success(content);
    });

    app.post('/v1/signup/verify-id/driver-licence', guard, async (request) => {
      const content = await checkDriverLicence(deps, {
        patientId: patientId(request),
        ...body(request, driverLicenceRequest),
      });
      await auditPatient(request, 'create', 'identity.attempt.driver_licence');
      return success(content);
    });

    app.post('/v1/signup/verify-id/ssn', guard, async (request) => {
      const content = await crossCheckSsn(deps, {
        patientId: patientId(request),
        ...body(request, ssnCrossCheckRequest),
      });
      await auditPatient(request, 'create', 'identity.attempt.ssn');
      return success(content);
    });

    app.get('/v1/signup/verify-id/confirm', guard, async (request) => {
      const content = await verifiedInformation(deps, { patientId: patientId(request) });
      await auditPatient(request, 'read', 'identity.verified_information');
      return success(content);
    });

    app.get('/v1/patient/identity/confirm', guard, async (request) => {
      const content = await identitySummary(deps, { patientId: patientId(request) });
      await auditPatient(request, 'read', 'identity.summary');
      return success(content);
    });

    app.post('/v1/signup/verify-id/confirm', guard, async (request) => {
      const content = await confirmInformation(deps, {
        patientId: patientId(request),
        ...body(request, confirmInformationRequest),
        ip: request.ip,
      });
      return success(content);
    });

    await app.register(async (scope) => onfidoWebhook(scope, deps, onfido?.webhookToken ?? null));
    coordinatorRoutes(app, deps, coordinators);
  };
}

declare module 'fastify' {
  interface FastifyRequest {
    rawBody?: string;
  }
}

/** The webhook needs the exact bytes Onfido signed, so this scope keeps the raw body beside the parsed one. */
function onfidoWebhook(scope: FastifyInstance, deps: IdentityDeps, webhookToken: string | null) {
  scope.addContentTypeParser('application/json', { parseAs: 'string' }, (request, raw, done) => {
    request.rawBody = raw as string;
    try {
      done(null, JSON.parse(raw as string));
    } catch {
      done(new AppError('VALIDATION_FAILED', 400, { field: 'body', key: 'body_invalid' }), undefined);
    }
  });
  scope.post('/v1/webhooks/onfido', async (request) => {
    if (!webhookToken) throw new AppError('NOT_FOUND', 404);
    const signature = request.headers['x-sha2-signature'];
    if (
      !isValidOnfidoSignature(
        request.rawBody ?? '',
        typeof signature === 'string' ? signature : undefined,
        webhookToken,
      )
    ) {
      throw new AppError('WEBHOOK_SIGNATURE_INVALID', 401);
    }
    const event = parseOnfidoWebhook(request.body);
    const handled =
      event?.resourceType === 'check' && event.action === 'check.completed'
        ? await settleOnfidoCheck(deps, { checkId: event.objectId })
        : 'ignored';
    return success({ handled });
  });
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the coordinator guard: the name of the coordinator whose token this is. */
    coordinator?: string;
  }
}

function coordinatorRoutes(app: FastifyInstance, deps: IdentityDeps, credentials: CoordinatorCredential[]) {
  const requireCoordinator = async (request: FastifyRequest) => {
    const header = request.headers.authorization;
    const match = typeof header === 'string' ? /^Coordinator\s+(\S+)$/.exec(header.trim()) : null;
    const name = match?.[1] ? coordinatorFor(credentials, match[1]) : undefined;
    if (!name) throw unauthorized();
    request.coordinator = name;
  };

  app.get('/v1/coordinator/verifications', { preHandler: requireCoordinator }, async (request) => {
    const requests = await listAwaitingCoordinator(deps);
    await audit(deps.db, {
      patientId: null,
      actor: coordinatorActor(request.coordinator!),
      action: 'read',
      resource: 'identity.review_queue',
      ip: request.ip,
    });
    return success({ requests });
  });

  app.post('/v1/coordinator/verifications/:id', { preHandler: requireCoordinator }, async (request) => {
    const { id } = params(request, attemptIdParams);
    const { decision } = body(request, decisionRequest);
    return success(
      await decideAssisted(deps, { attemptId: id, decision, coordinator: request.coordinator! }),
    );
  });
}
