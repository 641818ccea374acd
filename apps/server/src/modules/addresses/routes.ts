import { saveAddressesRequest } from '@portal/contract';
import type { AppModule } from '../../http/context.js';
import { success } from '../../http/envelope.js';
import { body } from '../../http/validate.js';
import { audit, patientActor } from '../audit/audit.js';
import { DataPullService } from '../datapull/service.js';
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
      (async (database, patientId) => {
        await new DataPullService(database, config.records).init(patientId);
        return 'started';
      });
    app.get('/v1/signup/addresses', { preHandler: app.requirePatient }, async (request) => {
      const patientId = request.patient!.id;
      const content = await readAddresses(db, patientId);
      await audit(db, {
        patientId,
        actor: patientActor(patientId),
        action: 'read',
        resource: 'addresses',
        ip: request.ip,
      });
      return success(content);
    });

    app.post('/v1/signup/addresses', { preHandler: app.requirePatient }, async (request) => {
      const patientId = request.patient!.id;
      const content = await saveAddresses(
        db,
        patientId,
        body(request, saveAddressesRequest),
        now(),
        startDataPull,
      );
      await audit(db, {
        patientId,
        actor: patientActor(patientId),
        action: 'update',
        resource: 'addresses',
        ip: request.ip,
      });
      return success(content);
    });
  };
}
