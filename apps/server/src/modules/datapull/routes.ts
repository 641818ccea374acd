import {
  dataPullErrorRequestSchema,
  dataPullInitRequestSchema,
  dataPullSuccessRequestSchema,
} from '@portal/contract';
import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { AppModule } from '../../http/context.js';
import { success } from '../../http/envelope.js';
import { AppError } from '../../http/errors.js';
import { pickLanguage } from '../../http/i18n.js';
import { keepRawBody, rawBodyOf } from '../../http/raw-body.js';
import { body } from '../../http/validate.js';
import { noteAudit } from '../audit/routes.js';
import { integrationActor } from '../audit/service.js';
import {
  ensureDemoPull,
  processStatus,
  pullStatus,
  receiveCallback,
  startPull,
  type PullDeps,
} from './service.js';
import { SIGNATURE_HEADER, TIMESTAMP_HEADER, verifyCallback } from '../../lib/webhook-signature.js';
import { notifier } from '../notifications/routes.js';
import { loadDemographics, recordSources } from './sources.js';
import { countOpenJobs } from './queries.js';
import { PullWorker } from './worker.js';

/**
 * /v1/datapull/*: init, status and process status for the patient; success and error callbacks for record
 * sources (HMAC-signed). The pull worker is a queue of the background-job runner; an instance that runs jobs
 * also makes sure the demo patient has its records after the first start, without delaying start-up.
 */
export const dataPullModule: AppModule = async (app, ctx) => {
  const { db, config, now } = ctx;
  const deps: PullDeps = { db, config, now, notify: notifier(ctx, app.log) };
  // Record pulls are one of the runner's queues: `PORTAL_JOB_CONCURRENCY` workers per instance, each under its
  // own lease owner, started and stopped with the runner.
  ctx.jobs.addQueue(
    (owner) =>
      new PullWorker({
        deps,
        sources: recordSources(config.records),
        settings: config.records.worker,
        loadPatient: loadDemographics,
        owner,
        onError: (error) =>
          app.log.warn({ type: error instanceof Error ? error.name : typeof error }, 'data pull job error'),
        // Counts per type and reason only: no resource id, nothing a record says.
        onUnstored: (job, failures) => app.log.warn({ job, failures }, 'data pull: resources not stored'),
        onTakenOver: () => ctx.metrics.pullTakeovers.inc(),
        onFailed: (code) => ctx.metrics.pullFailures.labels(code).inc(),
      }),
  );
  ctx.metrics.gauge('pull_queue_depth', 'Record-pull jobs queued or running', () => countOpenJobs(db));

  if (config.jobs.run) {
    app.addHook('onReady', async () => {
      void ensureDemoPull(deps)
        .then(() => ctx.jobs.poke())
        .catch((error: unknown) =>
          app.log.warn(
            { type: error instanceof Error ? error.name : typeof error },
            'demo data pull not queued',
          ),
        );
    });
  }

  const guard = { preHandler: app.requirePatient };
  // Every start and read of a patient's pull is audited (SEC-4), refusals too, by the audit hook.
  const audited = (action: 'create' | 'read') => ({
    ...guard,
    config: { audit: { action, resource: 'records.pull' } },
  });
  const language = (request: FastifyRequest) => pickLanguage(request.headers['accept-language']);

  app.post('/v1/datapull/init', audited('create'), async (request) => {
    const { refresh } = body(request, dataPullInitRequestSchema);
    const status = await startPull(deps, {
      patientId: request.patient!.id,
      refresh,
      language: language(request),
    });
    ctx.jobs.poke();
    return success(status);
  });

  app.get('/v1/datapull/status', audited('read'), async (request) =>
    success(await pullStatus(deps, { patientId: request.patient!.id, language: language(request) })),
  );

  app.get('/v1/datapull/process/status', audited('read'), async (request) =>
    success(await processStatus(deps, { patientId: request.patient!.id })),
  );

  // The callbacks verify an HMAC over the exact bytes received, so this scope keeps the raw body.
  await app.register(async (scope) => {
    keepRawBody(scope);

    /** The raw body's SHA-256 once its signature is ours and fresh; else 401 (the hook audits the refusal). */
    const verified = (request: FastifyRequest): string => {
      noteAudit(request, { actor: SOURCE_ACTOR });
      const raw = rawBodyOf(request);
      const ok = verifyCallback(
        config.records.callbackSecret,
        raw,
        header(request, TIMESTAMP_HEADER),
        header(request, SIGNATURE_HEADER),
        Math.floor(now().getTime() / 1000),
      );
      // A machine caller: "log in again" would mislead it; the identity webhook's code says what is wrong.
      if (!ok) throw new AppError('WEBHOOK_SIGNATURE_INVALID', 401);
      return createHash('sha256').update(raw).digest('hex');
    };
    const callback = { config: { audit: { action: 'update', resource: 'records.pull.job' } } };

    scope.post('/v1/datapull/success', callback, async (request) => {
      const bodyHash = verified(request);
      const { event_id, job_id } = body(request, dataPullSuccessRequestSchema);
      const { patientId } = await receiveCallback(deps, {
        kind: 'success',
        eventId: event_id,
        bodyHash,
        jobId: job_id,
      });
      noteAudit(request, { patientId });
      return success({ job_id, state: 'succeeded' });
    });

    scope.post('/v1/datapull/error', callback, async (request) => {
      const bodyHash = verified(request);
      const { event_id, job_id, code, retryable } = body(request, dataPullErrorRequestSchema);
      const { patientId } = await receiveCallback(deps, {
        kind: 'error',
        eventId: event_id,
        bodyHash,
        jobId: job_id,
        code,
        retryable: retryable ?? false,
      });
      noteAudit(request, { patientId });
      return success({ job_id, state: 'recorded' });
    });
  });
};

/** Outside record sources calling back. */
const SOURCE_ACTOR = integrationActor('records-source');

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}
