import {
  INSURANCE_BODY_LIMIT,
  insuranceCardParams,
  insuranceRequest,
  profileItemParams,
} from '@portal/contract';
import type { AppModule } from '../../http/context.js';
import { success } from '../../http/envelope.js';
import { body, params } from '../../http/validate.js';
import { answerChange } from '../audit/routes.js';
import * as insurance from './service.js';

/**
 * The patient's insurance plans and card photos [PROF-5]:
 *   GET    /v1/patient/insurance                   every plan (no photos: whether each side is there)
 *   POST   /v1/patient/insurance                   add one, with its photos
 *   PATCH  /v1/patient/insurance/:id               change one (a photo left out is kept, null removes it)
 *   DELETE /v1/patient/insurance/:id               remove one
 *   GET    /v1/patient/insurance/:id/card/:side    one side's photo, to its owner only
 */
export const insuranceModule: AppModule = (app, { db, now, config, blobs }) => {
  const deps = {
    db,
    now,
    blobs,
    encryptionKey: config.encryptionKey,
    encryptionPreviousKeys: config.encryptionPreviousKeys,
    warn: (message: string) => app.log.warn(message),
  };
  const audited = (action: string) => ({
    preHandler: app.requirePatient,
    config: { audit: { action, resource: 'profile.insurance' } },
  });
  // Photos: the session is checked as the request arrives, before a byte of the body is read, and the body may
  // be as large as two photos (every other route keeps the app's small limit).
  const upload = (action: string) => ({
    onRequest: app.requirePatient,
    bodyLimit: INSURANCE_BODY_LIMIT,
    config: { audit: { action, resource: 'profile.insurance' } },
  });
  const patientId = (request: { patient?: { id: string } | null }) => request.patient!.id;

  app.get('/v1/patient/insurance', audited('read'), async (request) =>
    success(await insurance.listInsurance(deps, { patientId: patientId(request) })),
  );
  app.post('/v1/patient/insurance', upload('create'), async (request, reply) => {
    const changed = await insurance.addInsurance(deps, {
      patientId: patientId(request),
      input: body(request, insuranceRequest),
    });
    return reply.status(201).send(answerChange(request, changed));
  });
  app.patch('/v1/patient/insurance/:id', upload('update'), async (request) =>
    answerChange(
      request,
      await insurance.changeInsurance(deps, {
        patientId: patientId(request),
        id: params(request, profileItemParams).id,
        input: body(request, insuranceRequest),
      }),
    ),
  );
  app.delete('/v1/patient/insurance/:id', audited('delete'), async (request) =>
    answerChange(
      request,
      await insurance.removeInsurance(deps, {
        patientId: patientId(request),
        id: params(request, profileItemParams).id,
      }),
    ),
  );
  app.get('/v1/patient/insurance/:id/card/:side', audited('download'), async (request, reply) => {
    const { id, side } = params(request, insuranceCardParams);
    const card = await insurance.readCard(deps, { patientId: patientId(request), id, side });
    // A patient's card: never kept by a shared cache or the browser's, never sniffed as anything but its type.
    return reply
      .type(card.type)
      .header('cache-control', 'no-store, private')
      .header('x-content-type-options', 'nosniff')
      .send(card.bytes);
  });
};
