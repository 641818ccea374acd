import { signHipaaRequest } from '@portal/contract';
import { z } from 'zod';
import type { AppModule } from '../../http/context.js';
import { success } from '../../http/envelope.js';
import { pickLanguage } from '../../http/i18n.js';
import { body, query } from '../../http/validate.js';
import { audit, patientActor } from '../audit/audit.js';
import { readAuthorization, signAuthorization } from './service.js';

const languageQuery = z.object({ lang: z.enum(['en', 'es'], { message: 'language_invalid' }).optional() });

/**
 *   GET  /v1/signup/hipaa?lang=en|es   the current authorization text (language from ?lang or Accept-Language)
 *   POST /v1/signup/hipaa              sign it: { version, language, content_hash, full_name, agreed: true }
 */
export const hipaaModule: AppModule = (app, { db, now }) => {
  app.get('/v1/signup/hipaa', { preHandler: app.requirePatient }, async (request) => {
    const patientId = request.patient!.id;
    const { lang } = query(request, languageQuery);
    const content = await readAuthorization(
      { db, now },
      { patientId, language: lang ?? pickLanguage(request.headers['accept-language']) },
    );
    await audit(db, {
      patientId,
      actor: patientActor(patientId),
      action: 'read',
      resource: 'hipaa.authorization',
      ip: request.ip,
    });
    return success(content);
  });

  app.post('/v1/signup/hipaa', { preHandler: app.requirePatient }, async (request) => {
    const patientId = request.patient!.id;
    const content = await signAuthorization(
      { db, now },
      { patientId, request: body(request, signHipaaRequest), ip: request.ip },
    );
    await audit(db, {
      patientId,
      actor: patientActor(patientId),
      action: 'create',
      resource: 'hipaa.authorization',
      ip: request.ip,
    });
    return success(content);
  });
};
