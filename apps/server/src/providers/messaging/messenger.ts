/** What every message carries. `code` is set when it carries a one-time code or a link's token. */
interface Addressed {
  /** Phone as XXX-XXX-XXXX, or an email address. */
  to: string;
  /** The brand it is sent under (its id): an email's sender address may be the brand's own (SMTP_FROM_PER_BRAND). */
  brand: string;
  /** The text, or the email's plain-text part. */
  body: string;
  code?: string;
}

export interface OutgoingText extends Addressed {
  channel: 'sms';
  /** A text has none of an email's parts (so a reader of any message may ask for them). */
  senderName?: never;
  subject?: never;
  html?: never;
}

export interface OutgoingEmail extends Addressed {
  channel: 'email';
  /** The sender's display name: the brand's name ("Acme Care" <no-reply@…>). */
  senderName: string;
  subject: string;
  /** The HTML part, in the brand's look; `body` is its plain-text part. */
  html: string;
}

/** One text or email to a patient, rendered by src/lib/messages. */
export type OutgoingMessage = OutgoingText | OutgoingEmail;

/** Sends codes and links. Real adapters (Twilio, SMTP) or the development outbox sit behind this. */
export interface Messenger {
  send(message: OutgoingMessage): Promise<void>;
}
