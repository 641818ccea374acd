import nodemailer from 'nodemailer';
import type { Messenger, OutgoingMessage } from './messenger.js';

export interface SmtpOptions {
  host: string;
  port: number;
  secure: boolean;
  user?: string;
  password?: string;
  from: string;
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

/** Email through an SMTP server (nodemailer). */
export function smtpEmail(
  options: SmtpOptions,
  createTransport: TransportFactory = nodemailer.createTransport,
): Messenger {
  const transport = createTransport(smtpTransportOptions(options));
  return {
    async send(message: OutgoingMessage) {
      await transport.sendMail({
        from: options.from,
        to: message.to,
        subject: message.subject ?? '',
        text: message.body,
      });
    },
  };
}
