import { z } from 'zod';
import type { AppModule } from '../../http/context.js';
import { success } from '../../http/envelope.js';
import { query } from '../../http/validate.js';
import { localClientsOnly, readOutbox } from './service.js';

export { devOutboxSink } from './service.js';

const outboxQuery = z.object({
  to: z.string().trim().min(3, { message: 'required' }).max(254, { message: 'too_long' }),
});

/**
 * GET /v1/dev/outbox?to=<phone or email> — only when `config.devOutbox` (never in production or beside a real
 * sender), and only to a client on this machine — a loopback socket and no forwarding header: anyone else
 * gets the same 404 as when it is off.
 */
export const devOutboxModule: AppModule = (app, { config, db }) => {
  if (!config.devOutbox) return;
  app.get(
    '/v1/dev/outbox',
    {
      config: { audit: { action: 'read', resource: 'dev.outbox' } },
      onRequest: localClientsOnly,
    },
    async (request) => success(await readOutbox({ db }, query(request, outboxQuery))),
  );
};
