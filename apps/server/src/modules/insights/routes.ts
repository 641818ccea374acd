import { insightParamsSchema } from '@portal/contract';
import type { AppModule } from '../../http/context.js';
import { success } from '../../http/envelope.js';
import { params } from '../../http/validate.js';
import { DAILY_RECOMPUTE_JOB, insightDetails, listInsights, recomputeStaleInsights } from './service.js';

/**
 * The patient's insights (care gaps and screenings): the list as `patient_screeners`, and one insight's details.
 * Both are reads of health data: audited, never cached. Every day a background job recomputes them.
 */
export const insightsModule: AppModule = (app, { db, jobs, now }) => {
  jobs.handle(DAILY_RECOMPUTE_JOB, async () => {
    await recomputeStaleInsights({ db, now });
  });
  jobs.every(DAILY_RECOMPUTE_JOB, 24 * 3600_000);
  const audited = {
    preHandler: app.requirePatient,
    config: { audit: { action: 'read', resource: 'insights' } },
  };

  app.get('/v1/patient/insights', audited, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return success(await listInsights({ db }, { patientId: request.patient!.id }));
  });

  app.get('/v1/patient/insights/:insightId', audited, async (request, reply) => {
    const { insightId } = params(request, insightParamsSchema);
    reply.header('cache-control', 'no-store');
    return success(await insightDetails({ db }, { patientId: request.patient!.id, insightId }));
  });
};
