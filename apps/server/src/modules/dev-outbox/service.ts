import { isIPv4 } from 'node:net';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { notFound } from '../../http/errors.js';
import type { Db } from '../../db/database.js';
import { recipientKey } from '../../lib/mask.js';
import type { Messenger } from '../../providers/messaging/index.js';
import { insertMessage, listMessages } from './queries.js';

/**
 * Whether a socket's peer is this machine. Decided from the socket's own address only: X-Forwarded-For is
 * written by the client (or a proxy that forwards what the client wrote), so it can never open the outbox.
 */
export function isLoopback(socketAddress: string | undefined): boolean {
  if (!socketAddress) return false;
  const address = socketAddress.toLowerCase().replace(/^::ffff:/, '');
  return address === '::1' || (isIPv4(address) && address.startsWith('127.'));
}

/**
 * A development aid's guard: only a client on this machine — a loopback socket and no forwarding header —
 * gets past; anyone else gets the same 404 as when the aid is off.
 */
export async function localClientsOnly(request: FastifyRequest): Promise<void> {
  // A request relayed by a proxy on this machine has a loopback socket too, but came from elsewhere.
  const relayed = request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined;
  if (relayed || !isLoopback(request.raw.socket.remoteAddress)) throw notFound();
}

/**
 * Development only (see `devOutbox` in src/config.ts): every code or link "sent" is kept here and printed to
 * the log, so a developer can sign up without a phone. This is the one place a code is logged.
 */
export function devOutboxSink(deps: { db: Db; log: FastifyBaseLogger }): Messenger {
  return {
    async send(message) {
      await insertMessage(deps.db, {
        channel: message.channel,
        to_key: recipientKey(message.to),
        to_address: message.to,
        body: message.body,
        code: message.code ?? null,
      });
      deps.log.info(
        { devOutbox: { channel: message.channel, to: message.to, body: message.body } },
        'dev outbox',
      );
    },
  };
}

export async function readOutbox(deps: { db: Db }, input: { to: string }) {
  const rows = await listMessages(deps.db, recipientKey(input.to), 50);
  return {
    messages: rows.map((row) => ({
      channel: row.channel,
      to: row.to_address,
      body: row.body,
      code: row.code,
      created_at: row.created_at.toISOString(),
    })),
  };
}
