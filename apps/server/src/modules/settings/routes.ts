import { patientSettings } from '@portal/contract';
import type { AppModule } from '../../http/context.js';
import { success } from '../../http/envelope.js';
import { body } from '../../http/validate.js';
import { readSettings, saveSettings } from './service.js';

/** PROF-7: language, notification choices and time zone. */
export const settingsModule: AppModule = (app, { db, now }) => {
  const guard = { preHandler: app.requirePatient };

  app.get(
    '/v1/patient/settings',
    { ...guard, config: { audit: { action: 'read', resource: 'settings' } } },
    async (request) => success(await readSettings({ db, now }, { patientId: request.patient!.id })),
  );

  app.put(
    '/v1/patient/settings',
    { ...guard, config: { audit: { action: 'update', resource: 'settings' } } },
    async (request) =>
      success(
        await saveSettings(
          { db, now },
          { patientId: request.patient!.id, settings: body(request, patientSettings) },
        ),
      ),
  );
};
