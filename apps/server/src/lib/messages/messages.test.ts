import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brands, type Brand } from '@portal/brands';
import { LANGUAGES } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { MESSAGE_CHANNELS, type MessageInput, type MessageKind, type SentBy } from './kinds.js';
import { outgoingMessage } from './outgoing.js';
import { renderEmail, renderSms } from './render.js';
import { SMS_MAX_CHARACTERS, SMS_MAX_SEGMENTS, smsSegments } from './sms.js';

/** Each brand's links come from its own origin (the caller's to decide; here one per brand). */
const originOf = (brand: Brand) => `https://${brand.id}.portal.example`;
const TOKEN = 'Xq3v9Lw2Zt8Kp4Rb7Nc1Hs6Jd5Fg0Ym2Ua9Eo3Ti8Wl'; // 43 characters, as every token is

/** One of every message, with the link its sender would build, under `brand`. */
function everyMessage(brand: Brand): Record<MessageKind, MessageInput> {
  const origin = originOf(brand);
  return {
    code: { kind: 'code', code: '123456', minutes: 10 },
    reset: { kind: 'reset', link: `${origin}/reset-password?token=${TOKEN}`, minutes: 30 },
    existingAccount: { kind: 'existingAccount' },
    mobileChanged: { kind: 'mobileChanged' },
    notice: { kind: 'notice', link: `${origin}/login` },
    passkeyAdded: { kind: 'passkeyAdded', link: `${origin}/not-me#${TOKEN}` },
    authenticatorAdded: { kind: 'authenticatorAdded', link: `${origin}/not-me#${TOKEN}` },
    caregiverInvitation: {
      kind: 'caregiverInvitation',
      name: 'Jordan Lee',
      link: `${origin}/home/sharing/accept#${TOKEN}`,
    },
  };
}

const kinds = Object.keys(MESSAGE_CHANNELS) as MessageKind[];
const cases = (channel: 'sms' | 'email') =>
  brands.flatMap((brand) =>
    LANGUAGES.flatMap((language) =>
      kinds
        .filter((kind) => (MESSAGE_CHANNELS[kind] as readonly string[]).includes(channel))
        .map((kind) => ({ brand, language, kind, message: everyMessage(brand)[kind] })),
    ),
  );
const textCases = cases('sms');
const emailCases = cases('email');

/** Every address a message links to: in its words, and in the HTML's href attributes. */
const addressesIn = (...parts: string[]) =>
  parts.flatMap((part) => [...part.matchAll(/https?:\/\/[^\s"'<>)]+/g)].map((m) => new URL(m[0]).host));

const literally = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
/** What would name another brand: its name, its id as a word, its support contacts or its policies' host. */
const tracesOf = (brand: Brand) => [
  literally(brand.name),
  literally(brand.support.email),
  literally(brand.support.phone),
  literally(new URL(brand.legal.privacy).host),
  new RegExp(`\\b${brand.id}\\b`, 'i'),
];

describe('every message in every brand and language', () => {
  it.each(textCases)('$kind by text, $brand.id, $language: starts with the brand’s name', (c) => {
    const sms = renderSms(c.message as SentBy<'sms'>, c.brand, c.language);
    expect(sms.startsWith(`${c.brand.name}: `)).toBe(true);
    expect(sms).not.toMatch(/\{\{|\}\}/);
  });

  it.each(emailCases)(
    '$kind by email, $brand.id, $language: a subject, HTML in the brand’s look and a plain-text part with its contacts and policies',
    (c) => {
      const email = renderEmail(c.message as SentBy<'email'>, c.brand, c.language);
      expect(email.subject.length).toBeGreaterThan(0);
      expect(email.html).toMatch(new RegExp(`^<!doctype html>\\n<html lang="${c.language}">`));
      expect(email.html).toContain(c.brand.palette[c.brand.colors.header]!);
      expect(email.html).toContain(c.brand.palette[c.brand.colors.primary]!);
      for (const part of [email.html, email.text]) {
        expect(part).toContain(c.brand.name);
        expect(part).toContain(c.brand.support.phone);
        expect(part).toContain(c.brand.support.email);
        expect(part).toContain(c.brand.legal.privacy);
        expect(part).toContain(c.brand.legal.terms);
        expect(part).not.toMatch(/\{\{|\}\}/);
      }
      // The plain-text part is words only, and says the same as the HTML: the message's own link included.
      expect(email.text).not.toMatch(/<[a-z!/]/i);
      const link = 'link' in c.message ? c.message.link : undefined;
      if (link) {
        expect(email.text).toContain(link);
        expect(email.html).toContain(`href="${link}"`);
      }
    },
  );

  it('[issue 25] in Spanish, the words are Spanish (the subject and the foot of the email)', () => {
    const [brand] = brands;
    const email = renderEmail({ kind: 'code', code: '123456', minutes: 10 }, brand!, 'es');
    expect(email.subject).toBe('Su código de verificación');
    expect(email.text).toContain('Su código de verificación es 123456. Caduca en 10 minutos.');
    expect(email.text).toContain('¿Preguntas? Llame al soporte de');
    expect(email.html).toContain('Privacidad');
    expect(renderSms({ kind: 'code', code: '123456', minutes: 10 }, brand!, 'es')).toBe(
      `${brand!.name}: Su código de verificación es 123456. Caduca en 10 minutos. No lo comparta con nadie.`,
    );
  });
});

describe('[issue 25] no message or link names another brand', () => {
  it.each([
    ...textCases.map((c) => ({ ...c, channel: 'sms' })),
    ...emailCases.map((c) => ({ ...c, channel: 'email' })),
  ])('$kind by $channel, $brand.id, $language', (c) => {
    const parts =
      c.channel === 'sms'
        ? [renderSms(c.message as SentBy<'sms'>, c.brand, c.language)]
        : Object.values(renderEmail(c.message as SentBy<'email'>, c.brand, c.language));
    const own = [
      new URL(originOf(c.brand)).host,
      ...Object.values(c.brand.legal).map((href) => new URL(href).host),
    ];
    for (const host of addressesIn(...parts)) expect(own).toContain(host);
    for (const other of brands.filter((b) => b.id !== c.brand.id))
      for (const trace of tracesOf(other)) for (const part of parts) expect(part).not.toMatch(trace);
  });
});

describe('[issue 25] what a patient or a brand file puts in a message is text, never markup', () => {
  const [brand] = brands as [Brand];
  const attacker = '<script>alert(1)</script> "><img src=x onerror=alert(1)> Jordan';

  it('an inviter’s name with a script or an image tag is escaped in the HTML and plain in the text', () => {
    const email = renderEmail(
      {
        kind: 'caregiverInvitation',
        name: attacker,
        link: `${originOf(brand)}/home/sharing/accept#${TOKEN}`,
      },
      brand,
      'en',
    );
    for (const part of [email.subject, email.html, email.text]) {
      expect(part).not.toMatch(/<script|<img|onerror=alert\(1\)>/i);
    }
    expect(email.html).toContain('script');
    expect(email.subject).toContain('Jordan');
  });

  it('a brand file’s name, fonts and policy links cannot add markup, styles or a script link', () => {
    const hostile: Brand = {
      ...brand,
      name: 'Acme <b onmouseover=alert(1)>Care</b>',
      fonts: { sans: 'Arial; background:url(https://tracker.example/p.gif)', heading: 'Georgia"><script>' },
      legal: { privacy: 'javascript:alert(1)', terms: 'https://acme.example/terms?a="><script>' },
    };
    const email = renderEmail({ kind: 'notice', link: 'https://acme.portal.example/login' }, hostile, 'en');
    expect(email.html).not.toMatch(/<b |<script|url\(|href="javascript:/i);
    expect(email.html).toContain('href="https://acme.example/terms?a=&quot;&gt;&lt;script&gt;"');
  });

  it('a link with quotes stays inside its attribute', () => {
    const email = renderEmail(
      { kind: 'notice', link: 'https://acme.portal.example/login?x="onmouseover="alert(1)' },
      brand,
      'en',
    );
    expect(email.html).not.toContain('"onmouseover="');
    expect(email.html).toContain(
      'href="https://acme.portal.example/login?x=&quot;onmouseover=&quot;alert(1)"',
    );
  });
});

describe('[issue 25] texts fit what the SMS provider sends', () => {
  const longest: Brand = {
    ...brands[0]!,
    id: 'longest-brand-name-allowed',
    name: 'W'.repeat(40) + ' ' + 'Á'.repeat(39),
  };
  it.each([
    ...textCases,
    ...cases('sms').map((c) => ({ ...c, brand: longest, message: everyMessage(longest)[c.kind] })),
  ])('$kind, $brand.id, $language: at most 1,600 characters and 10 segments', (c) => {
    const sms = renderSms(c.message as SentBy<'sms'>, c.brand, c.language);
    expect(sms.length).toBeLessThanOrEqual(SMS_MAX_CHARACTERS);
    expect(smsSegments(sms)).toBeLessThanOrEqual(SMS_MAX_SEGMENTS);
  });

  it.each([
    ['160 GSM characters', 'a'.repeat(160), 1],
    ['161 GSM characters', 'a'.repeat(161), 2],
    ['an extended character counts twice', '€'.repeat(80), 1],
    ['70 characters with one outside GSM-7', 'á' + 'a'.repeat(69), 1],
    ['71 characters with one outside GSM-7', 'á' + 'a'.repeat(70), 2],
    ['¿ and ñ are GSM-7', '¿Sí?'.replace('í', 'i') + 'ñ'.repeat(156), 1],
  ])('%s: %i segment(s)', (_what, text, segments) => {
    expect(smsSegments(text)).toBe(segments);
  });
});

describe('outgoingMessage', () => {
  it('[issue 25] an email goes out under the brand’s name, with both parts; a text names the brand', () => {
    const email = outgoingMessage(
      { channel: 'email', to: 'alex@example.com', code: '123456' },
      { kind: 'code', code: '123456', minutes: 10 },
      { brand: 'acme', language: 'en' },
    );
    expect(email).toMatchObject({
      channel: 'email',
      brand: 'acme',
      senderName: 'Acme Care',
      subject: 'Your verification code',
      code: '123456',
    });
    expect(email.body).toContain('Your verification code is 123456.');
    expect(email.html).toContain('Acme Care');
    const text = outgoingMessage(
      { channel: 'sms', to: '617-555-0100' },
      { kind: 'mobileChanged' },
      { brand: 'sunrise', language: 'es' },
    );
    expect(text.body).toMatch(/^Sunrise Family Health: Se acaba de cambiar el número/);
  });

  it('a patient with no brand yet (never signed in) hears from the default brand', () => {
    const text = outgoingMessage(
      { channel: 'sms', to: '617-555-0100' },
      { kind: 'code', code: '123456', minutes: 10 },
      { brand: null, language: 'en' },
    );
    expect(text).toMatchObject({ brand: 'carebridge', body: expect.stringMatching(/^CareBridge Health: /) });
  });
});

describe('the notice', () => {
  /** What an email or a text must never say: a kind of health information, in either language. */
  const HEALTH_WORDS =
    /record|result|lab\b|kit|test|stud(y|ies)|screen|gap|reminder|diabet|medic|condition|registro|resultado|análisis|estudio|recordatorio/i;

  it.each(brands.flatMap((brand) => LANGUAGES.map((language) => ({ brand, language }))))(
    '[PROF-7] $brand.id, $language: says something is new, never what',
    ({ brand, language }) => {
      const email = renderEmail({ kind: 'notice', link: `${originOf(brand)}/login` }, brand, language);
      const sms = renderSms({ kind: 'notice', link: undefined }, brand, language);
      for (const part of [email.subject, email.text, sms]) expect(part).not.toMatch(HEALTH_WORDS);
    },
  );

  it('[issue 26] a brand name loaded from a file is plain text in a message: no link, no line of its own', () => {
    const brand = { ...brands[1]!, name: 'Acme\nCare http://evil.example' };
    const email = renderEmail({ kind: 'notice', link: undefined }, brand, 'en');
    expect(email.subject).toBe('New information in your Acme Care evil. example portal');
    expect(renderSms({ kind: 'notice', link: undefined }, brand, 'en')).toBe(
      'Acme Care evil. example: You have new information in your Acme Care evil. example portal. Sign in to see it.',
    );
  });
});

describe('the templates are pure', () => {
  const here = dirname(fileURLToPath(import.meta.url));
  const templateFiles = [
    'kinds.ts',
    'wording.ts',
    'render.ts',
    'email-layout.ts',
    'escape.ts',
    'sms.ts',
    '../plain-name.ts',
  ];
  it.each(templateFiles)(
    '%s imports only the shared packages and its neighbours (Storybook renders it in the browser)',
    (file) => {
      const source = readFileSync(join(here, file), 'utf8');
      const imports = [...source.matchAll(/from '([^']+)'/g)].map((m) => m[1]!);
      for (const name of imports)
        expect([
          '@portal/contract',
          '@portal/brands',
          ...templateFiles.map((f) => f.replace(/\.ts$/, '.js')),
        ]).toContain(name.replace(/^\.\//, ''));
    },
  );
});
