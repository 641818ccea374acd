/** One text or email to a patient. `code` is set when the message carries a one-time code. */
export interface OutgoingMessage {
  channel: 'sms' | 'email';
  /** Phone as XXX-XXX-XXXX, or an email address. */
  to: string;
  subject?: string;
  body: string;
  code?: string;
}

/** Sends codes and links. Real adapters (Twilio, SMTP) or the development outbox sit behind this. */
export interface Messenger {
  send(message: OutgoingMessage): Promise<void>;
}
