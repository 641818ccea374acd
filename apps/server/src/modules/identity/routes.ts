import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
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
import { sameHash, tokenDigest } from '../../lib/secrets.js';
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
import { decideAssisted, listAwaitingCoordinator, requestAssisted } from './coordinator-review.js';
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
  /** The coordinators' shared secret; by default PORTAL_COORDINATOR_TOKEN or `<data dir>/coordinator-token`. */
  coordinatorToken?: string;
  env?: NodeJS.ProcessEnv;
}

/** The coordinators' token file, created on first start like the signing key; the CLI reads the same file. */
export function coordinatorTokenFile(dataDir: string): string {
  return join(dataDir, 'coordinator-token');
}

export function ensureCoordinatorToken(
  dataDir: string,
  env: NodeJS.ProcessEnv = process.env,
  persist = true,
): string {
  const fromEnv = env.PORTAL_COORDINATOR_TOKEN?.trim();
  if (fromEnv) return fromEnv;
  // Tests get a throwaway token unless they pass one; nothing is written outside a real data dir.
  if (!persist) return randomBytes(32).toString('base64url');
  const file = coordinatorTokenFile(dataDir);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const token = randomBytes(32).toString('base64url');
  writeFileSync(file, token, { mode: 0o600 });
  return token;
}

const attemptIdParams = z.object({ id: z.uuid({ message: 'id_invalid' }) });
const decisionRequest = z.object({
  decision: z.enum(['approve', 'reject'], { message: 'decision_invalid' }),
  by: z.string().trim().min(1).max(100),
});

function onfidoFrom(options: IdentityModuleOptions, env: NodeJS.ProcessEnv) {
  if (options.onfido !== undefined) return options.onfido;
  const config: OnfidoConfig | null = onfidoConfigFromEnv(env);
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
 *   GET  /v1/coordinator/verifications          on-hold requests (coordinator token)
 *   POST /v1/coordinator/verifications/:id      approve or reject (coordinator token)
 */
export function identityModule(options: IdentityModuleOptions = {}): AppModule {
  return async (app, { db, now, config }) => {
    const env = options.env ?? process.env;
    const onfido = onfidoFrom(options, env);
    const verifier = options.verifier ?? onfido?.client ?? new SandboxDocumentVerifier();
    const deps: IdentityDeps = { db, now, verifier, onfido: onfido?.client ?? null };
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

    app.post('/v1/signup/verify-id/capture', { ...guard, bodyLimit: CAPTURE_BODY_LIMIT }, async (request) => {
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

    app.post('/v1/signup/verify-id/manual', { ...guard, bodyLimit: MANUAL_BODY_LIMIT }, async (request) => {
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
    coordinatorRoutes(
      app,
      deps,
      options.coordinatorToken ?? ensureCoordinatorToken(config.dataDir, env, config.env !== 'test'),
    );
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

function coordinatorRoutes(app: FastifyInstance, deps: IdentityDeps, token: string) {
  const expected = tokenDigest(token);
  const requireCoordinator = async (request: FastifyRequest) => {
    const header = request.headers.authorization;
    const match = typeof header === 'string' ? /^Coordinator\s+(\S+)$/.exec(header.trim()) : null;
    if (!match?.[1] || !sameHash(tokenDigest(match[1]), expected)) throw unauthorized();
  };

  app.get('/v1/coordinator/verifications', { preHandler: requireCoordinator }, async () => {
    return success({ requests: await listAwaitingCoordinator(deps) });
  });

  app.post('/v1/coordinator/verifications/:id', { preHandler: requireCoordinator }, async (request) => {
    const { id } = params(request, attemptIdParams);
    const { decision, by } = body(request, decisionRequest);
    return success(await decideAssisted(deps, { attemptId: id, decision, by }));
  });
}
