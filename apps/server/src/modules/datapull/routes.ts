import {
  dataPullErrorRequestSchema,
  dataPullInitRequestSchema,
  dataPullSuccessRequestSchema,
} from '@portal/contract';
import type { FastifyRequest } from 'fastify';
import type { AppModule } from '../../http/context.js';
import { success } from '../../http/envelope.js';
import { AppError } from '../../http/errors.js';
import { body } from '../../http/validate.js';
import { audit, patientActor } from '../audit/audit.js';
import {
  completeJob,
  ensureDemoPull,
  failJob,
  processStatus,
  pullStatus,
  startPull,
  type PullDeps,
} from './service.js';
import { SIGNATURE_HEADER, TIMESTAMP_HEADER, verifyCallback } from './signature.js';
import { loadDemographics, recordSources } from './sources.js';
import { PullWorker } from './worker.js';

/**
 * /v1/datapull/*: init, status and process status for the patient; success and error callbacks for record
 * sources (HMAC-signed). With the worker enabled, the module also runs the pull worker for the app's lifetime
 * and makes sure the demo patient has its records after the first start, without delaying start-up.
 */
export const dataPullModule: AppModule = async (app, { db, config, now }) => {
  const deps: PullDeps = { db, config, now };
  const worker = config.records.worker.enabled
    ? new PullWorker({
        deps,
        sources: recordSources(config.records),
        settings: config.records.worker,
        loadPatient: loadDemographics,
        onError: (error) =>
          app.log.warn({ type: error instanceof Error ? error.name : typeof error }, 'data pull job error'),
      })
    : undefined;

  if (worker) {
    app.addHook('onReady', async () => {
      worker.start();
      void ensureDemoPull(deps)
        .then(() => worker.poke())
        .catch((error: unknown) =>
          app.log.warn(
            { type: error instanceof Error ? error.name : typeof error },
            'demo data pull not queued',
          ),
        );
    });
    app.addHook('onClose', async () => worker.stop());
  }

  /** Every start and read of a patient's pull is audited (SEC-4). */
  const auditPull = (request: FastifyRequest, action: 'create' | 'read') =>
    audit(db, {
      patientId: request.patient!.id,
      actor: patientActor(request.patient!.id),
      action,
      resource: 'records.pull',
      ip: request.ip,
    });

  app.post('/v1/datapull/init', { preHandler: app.requirePatient }, async (request) => {
    const patientId = request.patient!.id;
    const { refresh } = body(request, dataPullInitRequestSchema);
    const status = await startPull(deps, { patientId, refresh });
    worker?.poke();
    await auditPull(request, 'create');
    return success(status);
  });

  app.get('/v1/datapull/status', { preHandler: app.requirePatient }, async (request) => {
    const patientId = request.patient!.id;
    const status = await pullStatus(deps, { patientId });
    await auditPull(request, 'read');
    return success(status);
  });

  app.get('/v1/datapull/process/status', { preHandler: app.requirePatient }, async (request) => {
    const patientId = request.patient!.id;
    const status = await processStatus(deps, { patientId });
    await auditPull(request, 'read');
    return success(status);
  });

  // The callbacks verify an HMAC over the exact bytes received, so this scope keeps the raw body.
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (request, raw, done) => {
      (request as FastifyRequest & { rawBody?: string }).rawBody = raw as string;
      try {
        done(null, raw === '' ? {} : JSON.parse(raw as string));
      } catch {
        done(null, undefined);
      }
    });

    const verified = (request: FastifyRequest) => {
      const raw = (request as FastifyRequest & { rawBody?: string }).rawBody ?? '';
      const ok = verifyCallback(
        config.records.callbackSecret,
        raw,
        header(request, TIMESTAMP_HEADER),
        header(request, SIGNATURE_HEADER),
        Math.floor(Date.now() / 1000),
      );
      // A machine caller: "log in again" would mislead it; the identity webhook's code says what is wrong.
      if (!ok) throw new AppError('WEBHOOK_SIGNATURE_INVALID', 401);
    };

    scope.post('/v1/datapull/success', async (request) => {
      verified(request);
      const { job_id } = body(request, dataPullSuccessRequestSchema);
      await completeJob(deps, { jobId: job_id });
      await audit(db, {
        patientId: null,
        actor: 'records-source',
        action: 'update',
        resource: `records.pull.job.${job_id}`,
        ip: request.ip,
      });
      return success({ job_id, state: 'succeeded' });
    });

    scope.post('/v1/datapull/error', async (request) => {
      verified(request);
      const { job_id, code, retryable } = body(request, dataPullErrorRequestSchema);
      await failJob(deps, { jobId: job_id, code, retryable: retryable ?? false });
      await audit(db, {
        patientId: null,
        actor: 'records-source',
        action: 'update',
        resource: `records.pull.job.${job_id}`,
        ip: request.ip,
      });
      return success({ job_id, state: 'recorded' });
    });
  });
};

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}
