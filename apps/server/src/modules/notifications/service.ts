import type { NotificationTopic } from '@portal/contract';
import { defaultBrand, getBrand } from '@portal/brands';
import type { Db } from '../../db/database.js';
import type { Messenger, OutgoingMessage } from '../../providers/messaging/index.js';
import * as q from './queries.js';
import { noticeText, shouldNotify } from './rules.js';

export interface NotificationDeps {
  db: Db;
  messenger: Messenger;
  /**
   * The sign-in page of the portal of a brand (the patient's own), from configuration (never a request's Host);
   * none: the notice names no link.
   */
  loginLink: (brandId: string) => string | undefined;
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
  const brand = (getBrand(recipient.brand) ?? defaultBrand).name;
  const { subject, body } = noticeText(recipient.language, brand, deps.loginLink(recipient.brand));
  const wants = (channel: 'email' | 'sms') =>
    fresh.some((category) => shouldNotify(recipient.notifications, category, channel));
  const messages: OutgoingMessage[] = [
    ...(wants('email') ? [{ channel: 'email' as const, to: recipient.email, subject, body }] : []),
    // Texts go only to the number the patient confirmed with a code.
    ...(wants('sms') && recipient.phone_verified_at
      ? [{ channel: 'sms' as const, to: recipient.phone, body }]
      : []),
  ];
  for (const message of messages) await deps.messenger.send(message);
  return messages;
}
