import { isIPv4 } from 'node:net';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { notFound } from '../../http/errors.js';
import type { Db } from '../../db/database.js';
import { recipientKey } from '../../lib/mask.js';
import type { Messenger, OutgoingMessage } from '../../providers/messaging/index.js';
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
        body: JSON.stringify(storedParts(message)),
        code: message.code ?? null,
      });
      deps.log.info(
        { devOutbox: { channel: message.channel, to: message.to, body: message.body } },
        'dev outbox',
      );
    },
  };
}

/** What the outbox keeps of a message: a text's words; an email's sender, subject and both parts. */
interface StoredParts {
  text: string;
  from?: string;
  subject?: string;
  html?: string;
}

/*
 * The parts are kept as one JSON document in the `body` column (a development table, pruned daily) rather than
 * in columns of their own, which would need a migration for a development aid.
 */
const storedParts = (message: OutgoingMessage): StoredParts =>
  message.channel === 'sms'
    ? { text: message.body }
    : { text: message.body, from: message.senderName, subject: message.subject, html: message.html };

/** A row written before the parts were kept holds the text alone. */
function readParts(body: string): StoredParts {
  try {
    const parts = JSON.parse(body) as StoredParts;
    if (typeof parts.text === 'string') return parts;
  } catch {
    // a text from before
  }
  return { text: body };
}

/**
 * The newest messages to one recipient: `body` is the text, or the email's plain-text part; an email also has
 * `from` (its brand's name), `subject` and `html`, so a test or the local demo reads what a patient would.
 */
export async function readOutbox(deps: { db: Db }, input: { to: string }) {
  const rows = await listMessages(deps.db, recipientKey(input.to), 50);
  return {
    messages: rows.map((row) => {
      const { text, ...email } = readParts(row.body);
      return {
        channel: row.channel,
        to: row.to_address,
        ...email,
        body: text,
        code: row.code,
        created_at: row.created_at.toISOString(),
      };
    }),
  };
}
