import { gatepassPropertyQuery, setGatepassPropertyRequest } from '@portal/contract';
import type { AppModule } from '../../http/context.js';
import { success } from '../../http/envelope.js';
import { body, query } from '../../http/validate.js';
import { noteAudit } from '../audit/routes.js';
import { readGatepass, readProperties, setProperty } from './service.js';

/**
 * The module pattern: routes declare their audit row, validate with contract schemas, call the service and
 * shape the envelope.
 */
export const gatepassModule: AppModule = (app, { db }) => {
  const guard = { preHandler: app.requirePatient };

  app.get(
    '/v1/patient/gatepass',
    { ...guard, config: { audit: { action: 'read', resource: 'gatepass' } } },
    async (request) => success(await readGatepass({ db }, { patientId: request.patient!.id })),
  );

  app.get(
    '/v1/patient/gatepass/property',
    { ...guard, config: { audit: { action: 'read', resource: 'gatepass.property' } } },
    async (request) => {
      const { key } = query(request, gatepassPropertyQuery);
      return success(await readProperties({ db }, { patientId: request.patient!.id, key }));
    },
  );

  // Setting a flag is an update (PUT); POST is accepted too, as the portal's generic forms may submit it.
  for (const method of ['PUT', 'POST'] as const) {
    app.route({
      method,
      url: '/v1/patient/gatepass/property',
      ...guard,
      config: { audit: { action: 'update', resource: 'gatepass.property' } },
      handler: async (request) => {
        const { key, value } = body(request, setGatepassPropertyRequest);
        noteAudit(request, { resource: `gatepass.property.${key}` });
        return success(await setProperty({ db }, { patientId: request.patient!.id, key, value }));
      },
    });
  }
};
