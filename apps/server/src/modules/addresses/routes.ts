import { saveAddressesRequest } from '@portal/contract';
import type { AppModule } from '../../http/context.js';
import { success } from '../../http/envelope.js';
import { body } from '../../http/validate.js';
import { startPullAfterOnboarding } from '../datapull/service.js';
import { readAddresses, saveAddresses, type DataPullStarter } from './service.js';

/**
 *   GET  /v1/signup/addresses   saved primary and past addresses, and the confirmed ID address as a suggestion
 *   POST /v1/signup/addresses   { primary, past[] } — saves them all, completes onboarding, starts the pull
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
  };
}
