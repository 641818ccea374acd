import type { NotificationChannel, NotificationTopic } from '@portal/contract';
import type { Db } from '../../db/database.js';
import { outgoingMessage } from '../../lib/messages/outgoing.js';
import type { Messenger, OutgoingMessage } from '../../providers/messaging/index.js';
import * as q from './queries.js';
import { shouldNotify } from './rules.js';

export interface NotificationDeps {
  db: Db;
  messenger: Messenger;
  /**
   * The sign-in page of the portal of a brand (the patient's own), from configuration (never a request's Host);
   * none: the notice names no link.
   */
  loginLink: (brandId: string) => string | undefined;
  /** Queues a failed send to be tried again (the background job `notification.send`). */
  retryLater: (notice: NoticeToSend) => Promise<void>;
}

/** Something the patient may want to hear of, as one or more events (each claimed once) of one category. */
export interface NoticeEvent {
  category: NotificationTopic;
  eventKeys: readonly string[];
}

/** One channel's notice for the categories with news: what a retry carries (ids and names, no text or address). */
export interface NoticeToSend {
  patientId: string;
  channel: NotificationChannel;
  categories: NotificationTopic[];
}

/** What the pull and the lab orders call; it never throws (a notice must not fail a pull or a lab step). */
export type Notify = (patientId: string, events: readonly NoticeEvent[]) => Promise<void>;

/** The background job that sends a notice again after a failed send. */
export const NOTICE_JOB = 'notification.send';

/**
 * [PROF-7] Tells the patient, once per event, on each channel they chose for a category with a new event. The
 * notice says only that something is new, so one finished pull with new records and a new care gap sends one
 * message per channel, not two. Events are claimed before anything is sent: a retried callback or a second
 * worker finds them claimed and sends nothing. A send that fails is queued to be tried again, channel by channel
 * (`sendNotice`), so an email that went out is not sent twice because the text failed. Answers what was sent.
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
  const sent: OutgoingMessage[] = [];
  for (const channel of CHANNELS) {
    const message = noticeFor(recipient, channel, fresh, deps.loginLink(recipient.brand));
    if (!message) continue;
    try {
      await deps.messenger.send(message);
      sent.push(message);
    } catch {
      await deps.retryLater({ patientId, channel, categories: fresh });
    }
  }
  return sent;
}

/**
 * The retry: the notice of one channel, built again from the patient's address and choices as they are now (a
 * patient who turned the channel off since gets nothing). Throws when the send fails, so the job is retried.
 */
export async function sendNotice(
  deps: Pick<NotificationDeps, 'db' | 'messenger' | 'loginLink'>,
  notice: NoticeToSend,
): Promise<OutgoingMessage | undefined> {
  const recipient = await q.findRecipient(deps.db, notice.patientId);
  if (!recipient) return undefined;
  const message = noticeFor(recipient, notice.channel, notice.categories, deps.loginLink(recipient.brand));
  if (message) await deps.messenger.send(message);
  return message;
}

const CHANNELS: readonly NotificationChannel[] = ['email', 'sms'];

type Recipient = NonNullable<Awaited<ReturnType<typeof q.findRecipient>>>;

/** The notice on `channel` when the patient wants one for any of `categories` there; texts only to a confirmed number. */
function noticeFor(
  recipient: Recipient,
  channel: NotificationChannel,
  categories: readonly NotificationTopic[],
  loginLink: string | undefined,
): OutgoingMessage | undefined {
  if (!categories.some((category) => shouldNotify(recipient.notifications, category, channel)))
    return undefined;
  const notice = { kind: 'notice', link: loginLink } as const;
  if (channel === 'email') return outgoingMessage({ channel, to: recipient.email }, notice, recipient);
  // Texts go only to the number the patient confirmed with a code.
  return recipient.phone_verified_at
    ? outgoingMessage({ channel, to: recipient.phone }, notice, recipient)
    : undefined;
}
