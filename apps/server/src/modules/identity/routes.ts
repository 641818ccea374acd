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
import { noteAudit } from '../audit/routes.js';
import { coordinatorActor, integrationActor } from '../audit/service.js';
import { confirmInformation, verifiedInformation } from './confirmation.js';
import {
  changeAssistedCall,
  decideAssisted,
  listAwaitingCoordinator,
  requestAssisted,
  withdrawAssisted,
} from './coordinator-review.js';
import { decideProfileReview, listProfileReviews } from '../profile/service.js';
import { auditChanges } from '../audit/changes.js';
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
 *   PUT|DELETE /v1/signup/assisted-verify-id    while on hold: change the call, or withdraw to choose another way
 *   POST /v1/signup/verify-id/driver-licence    driver licence check
 *   POST /v1/signup/verify-id/ssn               SSN cross-check
 *   GET|POST /v1/signup/verify-id/confirm       confirm your information
 *   GET  /v1/patient/identity/confirm           how identity was confirmed (method, assurance, when)
 * and, outside the patient's session:
 *   POST /v1/webhooks/onfido                    signed check results (X-SHA2-Signature)
 *   GET  /v1/coordinator/verifications          waiting cases (a coordinator's own token)
 *   POST /v1/coordinator/verifications/:id      approve or reject (a coordinator's own token)
 *   GET  /v1/coordinator/profile-reviews        legal-name and date-of-birth changes waiting for review
 *   POST /v1/coordinator/profile-reviews/:id    approve (the change applies) or reject it
 *
 * The sandbox verifier decides only where no real provider is configured and never in production: wherever
 * it may not run, every path it would decide (the sandbox ID scan, manual, licence, SSN) answers
 * 503 IDV_METHOD_UNAVAILABLE and records nothing; in production without Onfido the server warns at start.
 */
export function identityModule(options: IdentityModuleOptions = {}): AppModule {
  return async (app, { db, now, config }) => {
    const env = options.env ?? process.env;
    const onfido = onfidoFrom(options, env, config.publicOrigin);
    const production = config.env === 'production';
    if (production && !onfido) {
      app.log.warn(
        'identity: no verification provider (ONFIDO_API_TOKEN, ONFIDO_WEBHOOK_TOKEN) and the sandbox never runs in production: every sandbox path answers IDV_METHOD_UNAVAILABLE',
      );
    }
    const sandbox = !production && !onfido;
    const verifier = options.verifier ?? onfido?.client ?? new SandboxDocumentVerifier();
    const deps: IdentityDeps = { db, now, verifier, onfido: onfido?.client ?? null, sandbox };
    const coordinators = parseCoordinatorTokens(env.COORDINATOR_TOKENS);
    const patientId = (request: FastifyRequest) => request.patient!.id;
    // Every route declares its audit row; the audit hook writes it, refusals included (SEC-4).
    const guard = (action: string, resource: string) => ({
      preHandler: app.requirePatient,
      config: { audit: { action, resource } },
    });
    // Images: the session is checked as the request arrives, before a byte of the body is read, and the
    // body may be as large as its images (every other route keeps the app's small limit).
    const uploadGuard = (bodyLimit: number, action: string, resource: string) => ({
      onRequest: app.requirePatient,
      bodyLimit,
      config: { audit: { action, resource } },
    });

    app.get('/v1/signup/verify-id/invite', guard('read', 'identity.status'), async (request) => {
      const content = await identityStatus(deps, { patientId: patientId(request) });
      return success(content);
    });

    app.post('/v1/signup/verify-id/invite', guard('create', 'identity.attempt.document'), async (request) => {
      const content = await startDocumentCheck(deps, { patientId: patientId(request) });
      return success(content);
    });

    app.post(
      '/v1/signup/verify-id/capture',
      uploadGuard(CAPTURE_BODY_LIMIT, 'update', 'identity.attempt.document'),
      async (request) => {
        const content = await submitCapture(deps, {
          patientId: patientId(request),
          ...body(request, captureRequest),
        });
        return success(content);
      },
    );

    app.post(
      '/v1/signup/verify-id/onfido/complete',
      guard('update', 'identity.attempt.document'),
      async (request) => {
        const { attempt_id } = body(request, onfidoCompleteRequest);
        const content = await completeOnfido(deps, { patientId: patientId(request), attemptId: attempt_id });
        return success(content);
      },
    );

    app.post(
      '/v1/signup/verify-id/manual',
      uploadGuard(MANUAL_BODY_LIMIT, 'create', 'identity.attempt.manual'),
      async (request) => {
        const content = await submitManual(deps, {
          patientId: patientId(request),
          ...body(request, manualVerificationRequest),
        });
        return success(content);
      },
    );

    app.get('/v1/signup/assisted-verify-id', guard('read', 'identity.status'), async (request) => {
      const content = await identityStatus(deps, { patientId: patientId(request) });
      return success(content);
    });

    // Asking for a call puts the account on hold; while on hold the same request changes the call.
    const callRequest = (service: typeof requestAssisted) => async (request: FastifyRequest) =>
      success(
        await service(deps, { patientId: patientId(request), ...body(request, assistedVerificationRequest) }),
      );
    const assisted = '/v1/signup/assisted-verify-id';
    app.post(assisted, guard('create', 'identity.attempt.assisted'), callRequest(requestAssisted));
    app.put(assisted, guard('update', 'identity.attempt.assisted'), callRequest(changeAssistedCall));

    app.delete(
      '/v1/signup/assisted-verify-id',
      guard('delete', 'identity.attempt.assisted'),
      async (request) => {
        const content = await withdrawAssisted(deps, { patientId: patientId(request) });
        return success(content);
      },
    );

    app.post(
      '/v1/signup/verify-id/driver-licence',
      guard('create', 'identity.attempt.driver_licence'),
      async (request) => {
        const content = await checkDriverLicence(deps, {
          patientId: patientId(request),
          ...body(request, driverLicenceRequest),
        });
        return success(content);
      },
    );

    app.post('/v1/signup/verify-id/ssn', guard('create', 'identity.attempt.ssn'), async (request) => {
      const content = await crossCheckSsn(deps, {
        patientId: patientId(request),
        ...body(request, ssnCrossCheckRequest),
      });
      return success(content);
    });

    app.get(
      '/v1/signup/verify-id/confirm',
      guard('read', 'identity.verified_information'),
      async (request) => {
        const content = await verifiedInformation(deps, { patientId: patientId(request) });
        return success(content);
      },
    );

    app.get('/v1/patient/identity/confirm', guard('read', 'identity.summary'), async (request) => {
      const content = await identitySummary(deps, { patientId: patientId(request) });
      return success(content);
    });

    app.post('/v1/signup/verify-id/confirm', guard('update', 'identity.confirmation'), async (request) => {
      const content = await confirmInformation(deps, {
        patientId: patientId(request),
        ...body(request, confirmInformationRequest),
      });
      // Beyond the tolerance it became a coordinator case: name that precisely in the audit row.
      if (content.status === 'on_hold') noteAudit(request, { resource: 'identity.review' });
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
  const audited = { config: { audit: { action: 'update', resource: 'identity.attempt.document' } } };
  scope.post('/v1/webhooks/onfido', audited, async (request) => {
    noteAudit(request, { actor: integrationActor('onfido') });
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
    const { handled, patientId } =
      event?.resourceType === 'check' && event.action === 'check.completed'
        ? await settleOnfidoCheck(deps, { checkId: event.objectId })
        : { handled: 'ignored' as const, patientId: null };
    noteAudit(request, { patientId });
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
    // Every row of this request, refusals included, names the coordinator who acted.
    noteAudit(request, { actor: coordinatorActor(name), patientId: null });
  };
  const guard = (action: string, resource: string) => ({
    preHandler: requireCoordinator,
    config: { audit: { action, resource } },
  });

  app.get('/v1/coordinator/verifications', guard('read', 'identity.review_queue'), async () => {
    return success({ requests: await listAwaitingCoordinator(deps) });
  });

  app.post(
    '/v1/coordinator/verifications/:id',
    guard('update', 'identity.attempt.assisted'),
    async (request) => {
      const { id } = params(request, attemptIdParams);
      const { decision } = body(request, decisionRequest);
      const decided = await decideAssisted(deps, {
        attemptId: id,
        decision,
        coordinator: request.coordinator!,
      });
      noteAudit(request, { patientId: decided.patient_id, resource: `identity.attempt.${decision}` });
      return success(decided);
    },
  );

  // A legal-name or date-of-birth change to a verified identity waits for one of these decisions [PROF-1] [PROF-4].
  app.get('/v1/coordinator/profile-reviews', guard('read', 'profile.review_queue'), async () =>
    success({ reviews: await listProfileReviews(deps) }),
  );
  app.post('/v1/coordinator/profile-reviews/:id', guard('update', 'profile.review'), async (request) => {
    const { id } = params(request, attemptIdParams);
    const { decision } = body(request, decisionRequest);
    const decided = await decideProfileReview(deps, { id, decision, coordinator: request.coordinator! });
    noteAudit(request, {
      patientId: decided.patient_id,
      changes: auditChanges({ status: 'pending' }, { field: decided.field, status: decided.status }, [
        'field',
        'status',
      ]),
    });
    return success(decided);
  });
}
