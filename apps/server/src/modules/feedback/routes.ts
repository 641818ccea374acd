import { sendFeedbackRequest } from '@portal/contract';
import type { AppModule } from '../../http/context.js';
import { success } from '../../http/envelope.js';
import { body } from '../../http/validate.js';
import { listFeedback, sendFeedback } from './service.js';

/** PROF-7: the feedback form and the list of what the patient sent. */
export const feedbackModule: AppModule = (app, { db, now }) => {
  const guard = { preHandler: app.requirePatient };

  app.get(
    '/v1/patient/feedback',
    { ...guard, config: { audit: { action: 'read', resource: 'feedback' } } },
    async (request) =>
      success({ feedback: await listFeedback({ db, now }, { patientId: request.patient!.id }) }),
  );

  app.post(
    '/v1/patient/feedback',
    { ...guard, config: { audit: { action: 'create', resource: 'feedback' } } },
    async (request, reply) => {
      const feedback = body(request, sendFeedbackRequest);
      const item = await sendFeedback({ db, now }, { patientId: request.patient!.id, feedback });
      return reply.status(201).send(success({ feedback: item }, 201));
    },
  );
};
