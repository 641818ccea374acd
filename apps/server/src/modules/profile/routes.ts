import {
  additionalNameRequest,
  dateOfBirthRequest,
  demographicsRequest,
  genderRequest,
  legalNameRequest,
  profileItemParams,
} from '@portal/contract';
import type { z } from 'zod';
import type { AppModule } from '../../http/context.js';
import type { Changed } from '../audit/changes.js';
import { success } from '../../http/envelope.js';
import { body, params } from '../../http/validate.js';
import { answerChange } from '../audit/routes.js';
import * as profile from './service.js';

/**
 * The patient's own names and demographics (PROF-1, PROF-4):
 *   GET    /v1/patient/names              legal name first, then additional names; a legal name in review
 *   PUT    /v1/patient/name               the legal name (reviewed once identity is verified)
 *   POST   /v1/patient/names              add an additional name
 *   PATCH  /v1/patient/names/:id          edit one        DELETE /v1/patient/names/:id   remove one
 *   GET|PUT /v1/patient/dob               date of birth (reviewed once identity is verified)
 *   GET|PUT /v1/patient/gender            administrative sex and gender identity
 *   GET|PUT /v1/patient/demographics      Demographics 2: race, ethnicity, preferred language
 */
export const profileModule: AppModule = (app, { db, now }) => {
  const deps = { db, now };
  const audited = (action: string, resource: string) => ({
    preHandler: app.requirePatient,
    config: { audit: { action, resource } },
  });

  app.get('/v1/patient/names', audited('read', 'profile.names'), async (request) =>
    success(await profile.readNames(deps, { patientId: request.patient!.id })),
  );
  app.put('/v1/patient/name', audited('update', 'profile.legal_name'), async (request) =>
    answerChange(
      request,
      await profile.changeLegalName(deps, {
        patientId: request.patient!.id,
        name: body(request, legalNameRequest),
      }),
    ),
  );
  app.post('/v1/patient/names', audited('create', 'profile.names'), async (request, reply) => {
    const changed = await profile.addName(deps, {
      patientId: request.patient!.id,
      name: body(request, additionalNameRequest),
    });
    return reply.status(201).send(answerChange(request, changed));
  });
  app.patch('/v1/patient/names/:id', audited('update', 'profile.names'), async (request) =>
    answerChange(
      request,
      await profile.editName(deps, {
        patientId: request.patient!.id,
        id: params(request, profileItemParams).id,
        name: body(request, additionalNameRequest),
      }),
    ),
  );
  app.delete('/v1/patient/names/:id', audited('delete', 'profile.names'), async (request) =>
    answerChange(
      request,
      await profile.removeName(deps, {
        patientId: request.patient!.id,
        id: params(request, profileItemParams).id,
      }),
    ),
  );

  /** One answer the patient keeps (read, then replace as a whole), e.g. GET|PUT /v1/patient/gender. */
  function oneAnswer<S extends z.ZodType, R, C>(
    url: string,
    resource: string,
    schema: S,
    read: (d: typeof deps, input: { patientId: string }) => Promise<R>,
    save: (d: typeof deps, input: { patientId: string; value: z.output<S> }) => Promise<Changed<C>>,
  ) {
    app.get(url, audited('read', resource), async (request) =>
      success(await read(deps, { patientId: request.patient!.id })),
    );
    app.put(url, audited('update', resource), async (request) =>
      answerChange(
        request,
        await save(deps, { patientId: request.patient!.id, value: body(request, schema) }),
      ),
    );
  }
  oneAnswer(
    '/v1/patient/dob',
    'profile.date_of_birth',
    dateOfBirthRequest,
    profile.readDateOfBirth,
    profile.changeDateOfBirth,
  );
  oneAnswer('/v1/patient/gender', 'profile.gender', genderRequest, profile.readGender, profile.saveGender);
  oneAnswer(
    '/v1/patient/demographics',
    'profile.demographics',
    demographicsRequest,
    profile.readDemographics,
    profile.saveDemographics,
  );
};
