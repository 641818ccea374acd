import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { signupRequest } from '@portal/contract';
import { idToken, accessToken } from '../modules/accounts/tokens.js';
import { readIdTokenSubject } from './auth.js';
import { AppError } from './errors.js';
import { catalogues, errorMessage, pickLanguage, validationMessage } from './i18n.js';
import { minutesUntilReset, windowStart } from './rate-limit.js';
import { isSpaRoute } from './static.js';
import { parse } from './validate.js';

describe('pickLanguage', () => {
  it.each([
    [undefined, 'en'],
    ['es', 'es'],
    ['es-MX,es;q=0.9,en;q=0.8', 'es'],
    ['fr-FR,es;q=0.5,en;q=0.4', 'es'],
    ['en-US,es;q=0.9', 'en'],
    ['de', 'en'],
    ['es;q=0, en', 'en'],
    ['*', 'en'],
  ])('[I18N] %j → %s', (header, lang) => expect(pickLanguage(header)).toBe(lang));
});

describe('messages', () => {
  it('has every error code and validation key in both languages', () => {
    const { en, es } = catalogues;
    expect(Object.keys(es.errors).sort()).toEqual(Object.keys(en.errors).sort());
    expect(Object.keys(es.validation).sort()).toEqual(Object.keys(en.validation).sort());
    expect(Object.keys(es.fields).sort()).toEqual(Object.keys(en.fields).sort());
  });
  it('fills parameters', () => {
    expect(errorMessage('en', 'RATE_LIMITED', { minutes: 7 })).toBe(
      'Too many attempts. Please wait 7 minutes and try again.',
    );
    expect(validationMessage('es', 'required', 'phone')).toBe('Teléfono celular: este dato es obligatorio.');
    expect(validationMessage('en', 'unknown_key', 'mystery')).toBe('mystery is not valid.');
    expect(validationMessage('en', 'toString', 'constructor')).toBe('constructor is not valid.');
  });
  it.each([
    ['en', 'password_digit', 'Your password needs: a number.'],
    ['es', 'password_too_short', 'Su contraseña necesita: al menos 12 caracteres.'],
  ] as const)('[I18N] %s: a broken password rule reads as the portal says it (%s)', (lang, key, text) => {
    expect(validationMessage(lang, key, 'password')).toBe(text);
  });
});

describe('parse (request validation)', () => {
  const valid = {
    first_name: 'Alex',
    last_name: 'Rivera',
    email: ' Alex@Example.com ',
    password: 'Demo-Patient-2026!',
    date_of_birth: '1968-03-01',
    phone: '617-555-0100',
  };
  it('returns the parsed value (email normalised, language defaulted)', () => {
    expect(parse(signupRequest, valid)).toMatchObject({ email: 'alex@example.com', language: 'en' });
  });
  it.each([
    [{ ...valid, phone: undefined }, 'phone', 'required', {}],
    [{ ...valid, phone: 12 }, 'phone', 'invalid', {}],
    [{ ...valid, password: 'abc' }, 'password', 'password_too_short', {}],
    [{ ...valid, first_name: 'x'.repeat(101) }, 'first_name', 'too_long', { max: 100 }],
    [null, 'first_name', 'required', {}],
  ])('[SEC-2] %j fails on %s with key %s (and the cap it broke: %j)', (input, field, key, cap) => {
    try {
      parse(signupRequest, input);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).params).toEqual({ field, key, ...cap });
      expect((error as AppError).httpStatus).toBe(400);
    }
  });
  it.each([
    ['a field inside an object', { a: { b: 'xyz' } }, { field: 'a', key: 'too_long', max: 2, path: 'a.b' }],
    [
      'a key the caller chose',
      { a: { 'Jane Doe, 1 Main St': 'xyz' } },
      { field: 'a', key: 'too_long', max: 2 },
    ],
  ])('[SEC-2] names the refused path of %s only when the schema names it', (_case, input, params) => {
    const schema = z.object({ a: z.record(z.string(), z.string().max(2)) });
    expect(() => parse(schema, input)).toThrow(expect.objectContaining({ params }));
  });
  it('maps zod’s own bounds to generic keys', () => {
    expect(() => parse(z.object({ n: z.string().min(3) }), { n: 'a' })).toThrow(
      expect.objectContaining({ params: { field: 'n', key: 'too_short' } }),
    );
  });
});

describe('rate-limit windows', () => {
  it.each([
    ['2026-01-01T00:07:00Z', 900, '2026-01-01T00:00:00.000Z', 8],
    ['2026-01-01T00:14:59Z', 900, '2026-01-01T00:00:00.000Z', 1],
    ['2026-01-01T00:15:00Z', 900, '2026-01-01T00:15:00.000Z', 15],
    ['2026-01-01T00:30:00Z', 3600, '2026-01-01T00:00:00.000Z', 30],
  ])('%s in a %is window starts at %s and resets in %i min', (at, size, start, minutes) => {
    expect(windowStart(new Date(at), size).toISOString()).toBe(start);
    expect(minutesUntilReset(new Date(at), size)).toBe(minutes);
  });
});

describe('isSpaRoute', () => {
  it.each([
    ['/', true],
    ['/home', true],
    ['/login/mfa/confirm', true],
    ['/v1/patient/gatepass', false],
    ['/v1', false],
    ['/assets/index-abc.js', false],
    ['/locales/en.json', false],
  ])('%s → %s', (path, spa) => expect(isSpaRoute(path)).toBe(spa));
});

describe('readIdTokenSubject', () => {
  const SECRET = 'id-secret-id-secret-id-secret-0123456789';
  const patient = {
    id: 'p-1',
    email: 'a@example.com',
    first_name: 'A',
    last_name: 'B',
    phone: '617-555-0100',
    date_of_birth: '1980-01-01',
    language: 'en' as const,
  };
  const now = new Date();
  const own = () => idToken(patient, 'carebridge', SECRET, now);
  it.each<[string, string | undefined, () => Promise<string> | string]>([
    ['our id token', 'p-1', own],
    ['our id token, long expired', 'p-1', () => idToken(patient, 'carebridge', SECRET, new Date(0))],
    [
      'an id token signed with another key',
      undefined,
      () => idToken(patient, 'carebridge', `${SECRET}x`, now),
    ],
    ['an access token', undefined, () => accessToken('p-1', 's-1', SECRET, now)],
    [
      'a tampered body',
      undefined,
      async () => {
        const [header, , signature] = (await own()).split('.');
        return `${header}.${Buffer.from('{"sub":"p-2","token_use":"id","exp":9e9}').toString('base64url')}.${signature}`;
      },
    ],
    ['garbage', undefined, () => 'not-a-token'],
  ])('[API-1] %s → %s', async (_case, subject, token) => {
    expect(await readIdTokenSubject(await token(), { jwtSecret: SECRET, jwtPreviousSecrets: [] })).toBe(
      subject,
    );
  });
});
