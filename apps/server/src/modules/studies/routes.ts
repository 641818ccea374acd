import {
  consentDocumentQuery,
  saveStudyConsentRequest,
  consentPdfParams,
  studyParams,
  withdrawStudyConsentRequest,
} from '@portal/contract';
import type { AppModule } from '../../http/context.js';
import { success } from '../../http/envelope.js';
import { pickLanguage } from '../../http/i18n.js';
import { body, params, query } from '../../http/validate.js';
import {
  consentPdf,
  listEconsents,
  listStudies,
  readConsentDocument,
  saveConsent,
  studyDetails,
  withdrawConsent,
} from './service.js';

/**
 *   GET  /v1/patient/studies                                  the catalogue for this patient (studyList)
 *   GET  /v1/patient/studies/:id                              one study (studyDetails)
 *   GET  /v1/patient/studies/consent?study_id=&lang=          the study's current consent document
 *   POST /v1/patient/studies/consent/save                     sign it
 *   POST /v1/patient/studies/consent/withdraw                 withdraw the consent in force
 *   GET  /v1/patient/studies/consent/pdf/:study_id            the signed copy as a PDF
 *   GET  /v1/signup/econsents                                 every e-consent on the account
 *
 * A study is named by its public NCT id; a consent is always the caller's own for that study, so no path or body
 * can name another patient's. `/v1/signup/econsents` sits with the sign-up calls in the spec, but its onboarding
 * table has no e-consent step: we read it as "the e-consents this account holds", whenever they were signed.
 */
export const studiesModule: AppModule = (app, { db, now }) => {
  const deps = { db, now };
  const audited = (action: string, resource: string) => ({
    preHandler: app.requirePatient,
    config: { audit: { action, resource } },
  });

  app.get('/v1/patient/studies', audited('read', 'studies'), async (request) =>
    success(await listStudies(deps, { patientId: request.patient!.id })),
  );

  app.get('/v1/patient/studies/consent', audited('read', 'studies.consent_document'), async (request) => {
    const { study_id, lang } = query(request, consentDocumentQuery);
    const language = lang ?? pickLanguage(request.headers['accept-language']);
    return success(readConsentDocument({ studyId: study_id, language }));
  });

  app.post('/v1/patient/studies/consent/save', audited('create', 'studies.consent'), async (request) => {
    const signed = body(request, saveStudyConsentRequest);
    return success(
      await saveConsent(deps, { patientId: request.patient!.id, request: signed, ip: request.ip }),
    );
  });

  app.post('/v1/patient/studies/consent/withdraw', audited('revoke', 'studies.consent'), async (request) => {
    const { study_id } = body(request, withdrawStudyConsentRequest);
    return success(await withdrawConsent(deps, { patientId: request.patient!.id, studyId: study_id }));
  });

  app.get(
    '/v1/patient/studies/consent/pdf/:study_id',
    audited('download', 'studies.consent'),
    async (request, reply) => {
      const { study_id } = params(request, consentPdfParams);
      const pdf = await consentPdf(deps, { patientId: request.patient!.id, studyId: study_id });
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="consent-${study_id}.pdf"`)
        .send(Buffer.from(pdf));
    },
  );

  app.get('/v1/patient/studies/:id', audited('read', 'studies'), async (request) => {
    const { id } = params(request, studyParams);
    return success(await studyDetails(deps, { patientId: request.patient!.id, studyId: id }));
  });

  app.get('/v1/signup/econsents', audited('read', 'studies.consent'), async (request) =>
    success(await listEconsents(deps, { patientId: request.patient!.id })),
  );
};
