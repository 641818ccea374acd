import type { NotificationTopic } from '@portal/contract';
import type { Db } from '../../db/database.js';
import { outgoingMessage } from '../../lib/messages/outgoing.js';
import type { Messenger, OutgoingMessage } from '../../providers/messaging/index.js';
import * as q from './queries.js';
import { shouldNotify } from './rules.js';

export interface NotificationDeps {
  db: Db;
  messenger: Messenger;
  /** The portal's sign-in page, from configuration (never a request's Host); none: the notice names no link. */
  loginLink: string | undefined;
}

/** Something the patient may want to hear of, as one or more events (each claimed once) of one category. */
export interface NoticeEvent {
  category: NotificationTopic;
  eventKeys: readonly string[];
}

/** What the pull and the lab orders call; it never throws (a notice must not fail a pull or a lab step). */
export type Notify = (patientId: string, events: readonly NoticeEvent[]) => Promise<void>;

/**
 * [PROF-7] Tells the patient, once per event, on each channel they chose for a category with a new event. The
 * notice says only that something is new, so one finished pull with new records and a new care gap sends one
 * message per channel, not two. Events are claimed before anything is sent: a retried callback or a second
 * worker finds them claimed and sends nothing (at most once: a failed send is not retried). Answers what was sent.
 */
export async function notifyPatient(
  deps: NotificationDeps,
  patientId: string,
  events: readonly NoticeEvent[],
): Promise<OutgoingMessage[]> {
  const fresh: NotificationTopic[] = [];
  for (const event of events) {
    if ((await q.claimEvents(deps.db, patientId, event.category, event.eventKeys)) > 0)
      fresh.push(event.category);
  }
  if (fresh.length === 0) return [];
  const recipient = await q.findRecipient(deps.db, patientId);
  if (!recipient) return [];
  const wants = (channel: 'email' | 'sms') =>
    fresh.some((category) => shouldNotify(recipient.notifications, category, channel));
  const notice = { kind: 'notice', link: deps.loginLink } as const;
  const messages: OutgoingMessage[] = [
    ...(wants('email')
      ? [outgoingMessage({ channel: 'email', to: recipient.email }, notice, recipient)]
      : []),
    // Texts go only to the number the patient confirmed with a code.
    ...(wants('sms') && recipient.phone_verified_at
      ? [outgoingMessage({ channel: 'sms', to: recipient.phone }, notice, recipient)]
      : []),
  ];
  for (const message of messages) await deps.messenger.send(message);
  return messages;
}
