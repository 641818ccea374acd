import {
  addPhoneRequest,
  confirmPhoneRequest,
  primaryPhoneRequest,
  profileItemParams,
  resendPhoneCodeRequest,
} from '@portal/contract';
import type { AppModule } from '../../http/context.js';
import { success } from '../../http/envelope.js';
import { body, params } from '../../http/validate.js';
import { caller } from '../accounts/routes.js';
import { answerChange } from '../audit/routes.js';
import * as phones from './service.js';

/**
 * The patient's phones [PROF-3]:
 *   GET    /v1/patient/phones           the account's mobile first, then the other numbers
 *   POST   /v1/patient/phone            { phone, label } — added unconfirmed; a code is texted to it
 *   POST   /v1/patient/phone/confirm    { id, mfa_token, code } — the code that number received
 *   POST   /v1/patient/phone/resend     { id } — a fresh code to a number not confirmed yet
 *   PUT    /v1/patient/phone            { id, mfa_token, code } — a confirmed number becomes the sign-in mobile,
 *                                       with a step-up code (POST /v1/account/step-up) from the current one
 *   DELETE /v1/patient/phone/:id        removes a number (never the mobile: change it first)
 */
export const phonesModule: AppModule = (app, ctx) => {
  const audited = (action: string) => ({
    preHandler: app.requirePatient,
    config: { audit: { action, resource: 'profile.phones' } },
  });

  app.get('/v1/patient/phones', audited('read'), async (request) =>
    success(await phones.listPhones(ctx, { patientId: request.patient!.id })),
  );
  app.post('/v1/patient/phone', audited('create'), async (request, reply) => {
    const changed = await phones.addPhone(ctx, {
      ...body(request, addPhoneRequest),
      patientId: request.patient!.id,
      caller: caller(request),
    });
    return reply.status(201).send(answerChange(request, changed));
  });
  app.post('/v1/patient/phone/confirm', audited('confirm'), async (request) =>
    answerChange(
      request,
      await phones.confirmPhone(ctx, {
        ...body(request, confirmPhoneRequest),
        patientId: request.patient!.id,
      }),
    ),
  );
  app.post('/v1/patient/phone/resend', audited('resend_code'), async (request) =>
    answerChange(
      request,
      await phones.resendPhoneCode(ctx, {
        ...body(request, resendPhoneCodeRequest),
        patientId: request.patient!.id,
        caller: caller(request),
      }),
    ),
  );
  app.put('/v1/patient/phone', audited('make_primary'), async (request) =>
    answerChange(
      request,
      await phones.makePrimaryPhone(ctx, {
        ...body(request, primaryPhoneRequest),
        patientId: request.patient!.id,
        sessionId: request.patient!.sessionId,
      }),
    ),
  );
  app.delete('/v1/patient/phone/:id', audited('delete'), async (request) =>
    answerChange(
      request,
      await phones.removePhone(ctx, {
        patientId: request.patient!.id,
        id: params(request, profileItemParams).id,
      }),
    ),
  );
};
