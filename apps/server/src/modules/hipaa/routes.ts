import { profileItemParams, signHipaaRequest } from '@portal/contract';
import { z } from 'zod';
import type { AppModule } from '../../http/context.js';
import { success } from '../../http/envelope.js';
import { pickLanguage } from '../../http/i18n.js';
import { body, params, query } from '../../http/validate.js';
import { patientActor } from '../audit/service.js';
import { hipaaDetails, hipaaPdf } from './details.js';
import { readAuthorization, revokeAuthorization, signAuthorization } from './service.js';

const languageQuery = z.object({ lang: z.enum(['en', 'es'], { message: 'language_invalid' }).optional() });

/**
 *   GET  /v1/signup/hipaa?lang=en|es   the current authorization text (language from ?lang or Accept-Language)
 *   POST /v1/signup/hipaa              sign it: { version, language, content_hash, full_name, agreed: true }
 *   DELETE /v1/signup/hipaa            revoke the authorization in force
 *   GET  /v1/patient/hipaa/details     every authorization signed, with its state (PROF-6)
 *   GET  /v1/patient/hipaa/details/pdf/:id   one signed authorization as a PDF
 */
export const hipaaModule: AppModule = (app, { db, now }) => {
  const guard = { preHandler: app.requirePatient };
  const audited = (action: string) => ({
    ...guard,
    config: { audit: { action, resource: 'hipaa.authorization' } },
  });

  app.get('/v1/signup/hipaa', audited('read'), async (request) => {
    const { lang } = query(request, languageQuery);
    const language = lang ?? pickLanguage(request.headers['accept-language']);
    return success(await readAuthorization({ db, now }, { patientId: request.patient!.id, language }));
  });

  app.post('/v1/signup/hipaa', audited('create'), async (request) => {
    const patientId = request.patient!.id;
    const signed = body(request, signHipaaRequest);
    return success(await signAuthorization({ db, now }, { patientId, request: signed, ip: request.ip }));
  });

  app.delete('/v1/signup/hipaa', audited('revoke'), async (request) => {
    const patientId = request.patient!.id;
    return success(await revokeAuthorization({ db, now }, { patientId, by: patientActor(patientId) }));
  });

  app.get('/v1/patient/hipaa/details', audited('read'), async (request) =>
    success(await hipaaDetails({ db, now }, { patientId: request.patient!.id })),
  );

  app.get('/v1/patient/hipaa/details/pdf/:id', audited('download'), async (request, reply) => {
    const { id } = params(request, profileItemParams);
    const pdf = await hipaaPdf({ db, now }, { patientId: request.patient!.id, id });
    return reply
      .type('application/pdf')
      .header('content-disposition', 'attachment; filename="hipaa-authorization.pdf"')
      .send(Buffer.from(pdf));
  });
};
