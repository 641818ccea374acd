import { gatepassPropertyQuery, setGatepassPropertyRequest } from '@portal/contract';
import type { AppModule } from '../../http/context.js';
import { success } from '../../http/envelope.js';
import { body, query } from '../../http/validate.js';
import { audit, patientActor } from '../audit/audit.js';
import { readGatepass, readProperties, setProperty } from './service.js';

/** The module pattern: routes validate with contract schemas, call the service, audit, shape the envelope. */
export const gatepassModule: AppModule = (app, { db }) => {
  app.get('/v1/patient/gatepass', { preHandler: app.requirePatient }, async (request) => {
    const patientId = request.patient!.id;
    const gatepass = await readGatepass(db, patientId);
    await audit(db, {
      patientId,
      actor: patientActor(patientId),
      action: 'read',
      resource: 'gatepass',
      ip: request.ip,
    });
    return success(gatepass);
  });

  app.get('/v1/patient/gatepass/property', { preHandler: app.requirePatient }, async (request) => {
    const patientId = request.patient!.id;
    const { key } = query(request, gatepassPropertyQuery);
    const content = await readProperties(db, patientId, key);
    await audit(db, {
      patientId,
      actor: patientActor(patientId),
      action: 'read',
      resource: 'gatepass.property',
      ip: request.ip,
    });
    return success(content);
  });

  // Setting a flag is an update (PUT); POST is accepted too, as the portal's generic forms may submit it.
  for (const method of ['PUT', 'POST'] as const) {
    app.route({
      method,
      url: '/v1/patient/gatepass/property',
      preHandler: app.requirePatient,
      handler: async (request) => {
        const patientId = request.patient!.id;
        const { key, value } = body(request, setGatepassPropertyRequest);
        const content = await setProperty(db, patientId, key, value);
        await audit(db, {
          patientId,
          actor: patientActor(patientId),
          action: 'update',
          resource: `gatepass.property.${key}`,
          ip: request.ip,
        });
        return success(content);
      },
    });
  }
};
