import { describe, expect, it, vi } from 'vitest';
import { routeMessages } from './index.js';
import { smtpEmail, smtpTransportOptions } from './smtp.js';
import { twilioSms } from './twilio.js';

describe('Twilio SMS adapter', () => {
  it('posts the exact Twilio Messages request', async () => {
    const fetch = vi.fn(
      async (_url: string | URL | Request, _init?: RequestInit) => new Response('{}', { status: 201 }),
    );
    const sms = twilioSms({
      accountSid: 'AC123',
      authToken: 'secret',
      from: '+15550001111',
      apiBase: 'https://api.twilio.com/',
      fetch,
    });
    await sms.send({
      channel: 'sms',
      to: '617-555-0100',
      brand: 'acme',
      body: 'Acme Care: Your verification code is 123456.',
      code: '123456',
    });

    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('https://api.twilio.com/2010-04-01/Accounts/AC123/Messages.json');
    expect(init?.method).toBe('POST');
    expect(init?.headers).toEqual({
      Authorization: `Basic ${Buffer.from('AC123:secret').toString('base64')}`,
      'Content-Type': 'application/x-www-form-urlencoded',
    });
    expect(Object.fromEntries(new URLSearchParams(String(init?.body)))).toEqual({
      To: '+16175550100',
      From: '+15550001111',
      Body: 'Acme Care: Your verification code is 123456.',
    });
  });

  it('fails without echoing the provider’s body (it quotes the number)', async () => {
    const fetch = vi.fn(
      async () => new Response('{"message":"The To number +16175550100 is invalid"}', { status: 400 }),
    );
    const sms = twilioSms({
      accountSid: 'AC1',
      authToken: 't',
      from: '+1555',
      apiBase: 'https://api.twilio.com',
      fetch,
    });
    const text = { channel: 'sms', to: '617-555-0100', brand: 'acme', body: 'x' } as const;
    await expect(sms.send(text)).rejects.toThrow('SMS provider answered 400');
    await expect(sms.send(text)).rejects.not.toThrow(/6175550100/);
  });
});

const email = {
  channel: 'email',
  to: 'alex@example.com',
  brand: 'acme',
  senderName: 'Acme Care',
  subject: 'Your verification code',
  body: 'Acme Care\n\nCode 123456',
  html: '<!doctype html><p>Code 123456</p>',
} as const;

describe('SMTP email adapter', () => {
  it('configures nodemailer with TLS required and auth, and sends the brand’s name at the configured address, HTML and text', async () => {
    const sendMail = vi.fn(async () => ({}));
    const createTransport = vi.fn(() => ({ sendMail }) as never);
    const smtp = smtpEmail(
      {
        host: 'smtp.example.com',
        port: 587,
        secure: false,
        user: 'mailer',
        password: 'pw',
        from: 'no-reply@example.com',
      },
      createTransport,
    );
    await smtp.send(email);

    expect(createTransport).toHaveBeenCalledWith({
      host: 'smtp.example.com',
      port: 587,
      secure: false,
      requireTLS: true,
      auth: { user: 'mailer', pass: 'pw' },
      logger: false,
      connectionTimeout: 10_000,
    });
    expect(sendMail).toHaveBeenCalledWith({
      from: { name: 'Acme Care', address: 'no-reply@example.com' },
      to: 'alex@example.com',
      subject: 'Your verification code',
      text: 'Acme Care\n\nCode 123456',
      html: '<!doctype html><p>Code 123456</p>',
    });
  });

  it('[issue 25] sends from a brand’s own address when SMTP_FROM_PER_BRAND names one, else from SMTP_FROM', async () => {
    const sendMail = vi.fn(async () => ({}));
    const smtp = smtpEmail(
      {
        host: 'smtp.example.com',
        port: 587,
        secure: false,
        from: 'no-reply@portal.example',
        senders: { acme: 'no-reply@acme-health.com' },
      },
      () => ({ sendMail }) as never,
    );
    await smtp.send(email);
    await smtp.send({ ...email, brand: 'sunrise', senderName: 'Sunrise Clinics' });
    expect(sendMail.mock.calls.map((call) => (call as unknown[])[0])).toMatchObject([
      { from: { name: 'Acme Care', address: 'no-reply@acme-health.com' } },
      { from: { name: 'Sunrise Clinics', address: 'no-reply@portal.example' } },
    ]);
  });

  it('uses implicit TLS on 465 and no auth when no user is set', () => {
    expect(smtpTransportOptions({ host: 'h', port: 465, secure: true, from: 'f@x' })).toEqual({
      host: 'h',
      port: 465,
      secure: true,
      requireTLS: false,
      logger: false,
      connectionTimeout: 10_000,
    });
  });
});

describe('routeMessages', () => {
  it('sends each channel to its adapter and every message to the sinks', async () => {
    const sms = { send: vi.fn(async () => undefined) };
    const mailer = { send: vi.fn(async () => undefined) };
    const outbox = { send: vi.fn(async () => undefined) };
    const messenger = routeMessages({ sms, email: mailer }, [outbox]);
    await messenger.send({ channel: 'sms', to: '617-555-0100', brand: 'acme', body: 'a' });
    await messenger.send(email);
    expect(sms.send).toHaveBeenCalledTimes(1);
    expect(mailer.send).toHaveBeenCalledTimes(1);
    expect(outbox.send).toHaveBeenCalledTimes(2);
  });
});
