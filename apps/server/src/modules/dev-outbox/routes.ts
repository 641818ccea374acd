import { z } from 'zod';
import type { AppModule } from '../../http/context.js';
import { success } from '../../http/envelope.js';
import { notFound } from '../../http/errors.js';
import { query } from '../../http/validate.js';
import { isLoopback, readOutbox } from './service.js';

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
      onRequest: async (request) => {
        // A request relayed by a proxy on this machine has a loopback socket too, but came from elsewhere.
        const relayed =
          request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined;
        if (relayed || !isLoopback(request.raw.socket.remoteAddress)) throw notFound();
      },
    },
    async (request) => success(await readOutbox({ db }, query(request, outboxQuery))),
  );
};
