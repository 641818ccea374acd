import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/database.js';
import type { AppModule } from '../../http/context.js';
import { success } from '../../http/envelope.js';
import { query } from '../../http/validate.js';
import { recipientKey } from '../../lib/mask.js';
import type { Messenger } from '../../providers/messaging/index.js';

/**
 * Development only (PORTAL_DEV_OUTBOX=1, refused in production): every code or link "sent" is kept here and
 * printed to the log, so a developer can sign up without a phone. This is the one place a code is logged.
 */
export function devOutboxSink(db: Db, log: FastifyBaseLogger): Messenger {
  return {
    async send(message) {
      await db
        .insertInto('dev_outbox')
        .values({
          channel: message.channel,
          to_key: recipientKey(message.to),
          to_address: message.to,
          body: message.body,
          code: message.code ?? null,
        })
        .execute();
      log.info({ devOutbox: { channel: message.channel, to: message.to, body: message.body } }, 'dev outbox');
    },
  };
}

const outboxQuery = z.object({
  to: z.string().trim().min(3, { message: 'required' }).max(254, { message: 'too_long' }),
});

export const devOutboxModule: AppModule = (app, { config, db }) => {
  if (!config.devOutbox) return;
  app.get('/v1/dev/outbox', async (request) => {
    const { to } = query(request, outboxQuery);
    const rows = await db
      .selectFrom('dev_outbox')
      .select(['channel', 'to_address', 'body', 'code', 'created_at'])
      .where('to_key', '=', recipientKey(to))
      .orderBy('id', 'desc')
      .limit(50)
      .execute();
    return success({
      messages: rows.map((row) => ({
        channel: row.channel,
        to: row.to_address,
        body: row.body,
        code: row.code,
        created_at: row.created_at.toISOString(),
      })),
    });
  });
};
