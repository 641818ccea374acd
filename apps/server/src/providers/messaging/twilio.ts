import { toE164 } from '../../lib/mask.js';
import type { Messenger, OutgoingMessage } from './messenger.js';

export interface TwilioOptions {
  accountSid: string;
  authToken: string;
  from: string;
  /** https://api.twilio.com, or a Twilio-compatible provider's base URL. */
  apiBase: string;
  fetch?: typeof fetch;
}

/** SMS through Twilio's Messages REST API (form-encoded POST, basic auth). */
export function twilioSms(options: TwilioOptions): Messenger {
  const doFetch = options.fetch ?? fetch;
  return {
    async send(message: OutgoingMessage) {
      const url = `${options.apiBase.replace(/\/$/, '')}/2010-04-01/Accounts/${encodeURIComponent(options.accountSid)}/Messages.json`;
      const response = await doFetch(url, {
        method: 'POST',
        headers: {
          Authorization: `Basic ${Buffer.from(`${options.accountSid}:${options.authToken}`).toString('base64')}`,
          'Content-Type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams({
          To: toE164(message.to),
          From: options.from,
          Body: message.body,
        }).toString(),
        signal: AbortSignal.timeout(10_000),
      });
      // The status alone: Twilio's error body echoes the recipient's number.
      if (!response.ok) throw new Error(`SMS provider answered ${response.status}`);
    },
  };
}
