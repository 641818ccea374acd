import { patientAddressRequest, profileItemParams, saveAddressesRequest } from '@portal/contract';
import type { FastifyRequest } from 'fastify';
import type { AppModule } from '../../http/context.js';
import { success } from '../../http/envelope.js';
import { body, params } from '../../http/validate.js';
import { answerChange } from '../audit/routes.js';
import { startPullAfterOnboarding } from '../datapull/service.js';
import {
  addPatientAddress,
  editPatientAddress,
  listPatientAddresses,
  makePrimaryAddress,
  readAddresses,
  removePatientAddress,
  saveAddresses,
  type DataPullStarter,
} from './service.js';

/**
 *   GET  /v1/signup/addresses   saved primary and past addresses, and the confirmed ID address as a suggestion
 *   POST /v1/signup/addresses   { primary, past[] } — saves them all, completes onboarding, starts the pull
 *
 * From the profile [PROF-2], one address at a time, its history kept:
 *   GET    /v1/patient/addresses              primary, past (latest move first), additional
 *   POST   /v1/patient/address                { kind, address } — a past or additional one, or a move (primary)
 *   PATCH  /v1/patient/address/:id            corrects one (same kind)
 *   DELETE /v1/patient/address/:id            removes a past or additional one
 *   PUT    /v1/patient/address/:id/primary    moves into an additional or past address today
 */
export function addressesModule(options: { startDataPull?: DataPullStarter } = {}): AppModule {
  return (app, { db, now, config }) => {
    // The pull worker (datapull module) picks the queued pull up on its next poll.
    const startDataPull: DataPullStarter =
      options.startDataPull ??
      ((database, patientId) => startPullAfterOnboarding({ db: database, config, now }, { patientId }));
    const guard = { preHandler: app.requirePatient };

    app.get(
      '/v1/signup/addresses',
      { ...guard, config: { audit: { action: 'read', resource: 'addresses' } } },
      async (request) => success(await readAddresses({ db }, { patientId: request.patient!.id })),
    );

    app.post(
      '/v1/signup/addresses',
      { ...guard, config: { audit: { action: 'update', resource: 'addresses' } } },
      async (request) =>
        success(
          await saveAddresses(
            { db, now, startDataPull },
            { patientId: request.patient!.id, request: body(request, saveAddressesRequest) },
          ),
        ),
    );

    const item = (request: FastifyRequest) => ({
      patientId: request.patient!.id,
      id: params(request, profileItemParams).id,
    });
    const change = (action: string) => ({
      ...guard,
      config: { audit: { action, resource: 'profile.addresses' } },
    });
    app.get('/v1/patient/addresses', change('read'), async (request) =>
      success(await listPatientAddresses({ db }, { patientId: request.patient!.id })),
    );
    app.post('/v1/patient/address', change('create'), async (request, reply) => {
      const changed = await addPatientAddress(
        { db, now },
        { patientId: request.patient!.id, change: body(request, patientAddressRequest) },
      );
      return reply.status(201).send(answerChange(request, changed));
    });
    app.patch('/v1/patient/address/:id', change('update'), async (request) =>
      answerChange(
        request,
        await editPatientAddress({ db }, { ...item(request), change: body(request, patientAddressRequest) }),
      ),
    );
    app.delete('/v1/patient/address/:id', change('delete'), async (request) =>
      answerChange(request, await removePatientAddress({ db }, item(request))),
    );
    app.put('/v1/patient/address/:id/primary', change('make_primary'), async (request) =>
      answerChange(request, await makePrimaryAddress({ db, now }, item(request))),
    );
  };
}
