import type { Config } from '../../config.js';
import type { Messenger, OutgoingMessage } from './messenger.js';
import { smtpEmail } from './smtp.js';
import { twilioSms } from './twilio.js';

export type { Messenger, OutgoingMessage } from './messenger.js';

/**
 * Routes each message to the channel's adapter when configured, and to every extra sink (the development
 * outbox). A channel with neither is dropped: sign-up then needs the outbox or a configured provider.
 */
export function routeMessages(
  channels: { sms?: Messenger | undefined; email?: Messenger | undefined },
  sinks: Messenger[] = [],
): Messenger {
  return {
    async send(message: OutgoingMessage) {
      const adapter = message.channel === 'sms' ? channels.sms : channels.email;
      await Promise.all([adapter?.send(message), ...sinks.map((sink) => sink.send(message))]);
    },
  };
}

export function configuredChannels(config: Config): { sms?: Messenger; email?: Messenger } {
  return {
    ...(config.twilio ? { sms: twilioSms(config.twilio) } : {}),
    ...(config.smtp ? { email: smtpEmail(config.smtp) } : {}),
  };
}
