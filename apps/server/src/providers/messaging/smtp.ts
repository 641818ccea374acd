import nodemailer from 'nodemailer';
import type { Messenger, OutgoingMessage } from './messenger.js';

export interface SmtpOptions {
  host: string;
  port: number;
  secure: boolean;
  user?: string;
  password?: string;
  /** The sender address (SMTP_FROM); the display name is the brand's. */
  from: string;
  /** A brand's own sender address, by brand id (SMTP_FROM_PER_BRAND). */
  senders?: Readonly<Record<string, string>>;
}

type TransportFactory = (options: Record<string, unknown>) => Pick<nodemailer.Transporter, 'sendMail'>;

export function smtpTransportOptions(options: SmtpOptions): Record<string, unknown> {
  return {
    host: options.host,
    port: options.port,
    secure: options.secure,
    // Port 587 upgrades with STARTTLS; refuse to send codes in clear text.
    requireTLS: !options.secure,
    ...(options.user ? { auth: { user: options.user, pass: options.password ?? '' } } : {}),
    // nodemailer's own logger would print recipients.
    logger: false,
    connectionTimeout: 10_000,
  };
}

/**
 * Email through an SMTP server (nodemailer): from the brand's name at its own address or the configured one,
 * with the HTML part and its plain-text alternative. A text is not this adapter's to send.
 */
export function smtpEmail(
  options: SmtpOptions,
  createTransport: TransportFactory = nodemailer.createTransport,
): Messenger {
  const transport = createTransport(smtpTransportOptions(options));
  return {
    async send(message: OutgoingMessage) {
      if (message.channel !== 'email') return;
      await transport.sendMail({
        from: { name: message.senderName, address: options.senders?.[message.brand] ?? options.from },
        to: message.to,
        subject: message.subject,
        text: message.body,
        html: message.html,
      });
    },
  };
}
