import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app.js';
import { testConfig } from '../../config.js';
import type { Db } from '../../db/database.js';
import { testDatabases } from '../../test/databases.js';
import { isLoopback } from './service.js';

describe('isLoopback', () => {
  it.each([
    ['127.0.0.1', true],
    ['127.8.9.10', true],
    ['::1', true],
    ['::ffff:127.0.0.1', true],
    ['10.0.0.2', false],
    ['203.0.113.5', false],
    ['::ffff:203.0.113.5', false],
    ['fe80::1', false],
    ['127.0.0.1.evil.example', false],
    [undefined, false],
  ])('%s → %s', (address, loopback) => expect(isLoopback(address)).toBe(loopback));
});

/** The outbox and static serving are wired by buildApp itself, so these tests use its real messenger. */
describe.each(testDatabases())('development outbox and static portal on $name', (database) => {
  let db: Db;
  let withOutbox: App;
  let without: App;
  let trusting: App;
  const staticDir = mkdtempSync(join(tmpdir(), 'portal-static-'));
  mkdirSync(join(staticDir, 'locales'));
  mkdirSync(join(staticDir, 'assets'));
  writeFileSync(
    join(staticDir, 'index.html'),
    '<!doctype html><html lang="en"><head><title>portal</title></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(join(staticDir, 'locales', 'es.json'), '{"hello":"hola"}');
  writeFileSync(join(staticDir, 'assets', 'app-abc.js'), 'console.log(1)');

  beforeAll(async () => {
    db = await database.open();
    withOutbox = await buildApp({ config: testConfig({ devOutbox: true, staticDir }), db });
    trusting = await buildApp({ config: testConfig({ devOutbox: true, trustProxy: 1, staticDir }), db });
    without = await buildApp({
      config: testConfig({ devOutbox: false, staticDir: join(staticDir, 'nope') }),
      db,
    });
  });
  afterAll(async () => {
    await withOutbox.close();
    await without.close();
    await trusting.close();
    await database.close(db);
  });

  it('keeps every code sent, newest first, readable by email or phone', async () => {
    const patient = {
      first_name: 'Sam',
      last_name: 'Park',
      email: `sam.${Date.now()}@example.com`,
      password: 'Quiet-River-2030!',
      date_of_birth: '1990-01-02',
      phone: '508-555-0142',
      language: 'en',
    };
    const signup = await withOutbox.inject({ method: 'POST', url: '/v1/signup', payload: patient });
    await withOutbox.inject({
      method: 'POST',
      url: '/v1/mfa/choose',
      payload: { mfa_token: signup.json().content.mfa_token, method: 'sms' },
    });
    const res = await withOutbox.inject({ method: 'GET', url: '/v1/dev/outbox?to=(508)%20555-0142' });
    const messages = res.json().content.messages;
    expect(messages).toHaveLength(2);
    expect(messages[0]).toEqual({
      channel: 'sms',
      to: '508-555-0142',
      body: expect.stringMatching(
        new RegExp(`^CareBridge Health: Your verification code is ${messages[0].code}\\.`),
      ),
      code: expect.stringMatching(/^\d{6}$/),
      created_at: expect.any(String),
    });
    expect(messages[0].code).not.toBe(messages[1].code);
    const confirm = await withOutbox.inject({
      method: 'POST',
      url: '/v1/mfa/confirm',
      payload: { mfa_token: signup.json().content.mfa_token, code: messages[0].code },
    });
    expect(confirm.statusCode).toBe(200);
  });

  it('[issue 25] keeps the brand a patient is on: its name in the text, the email’s sender, subject and both parts', async () => {
    const patient = {
      first_name: 'Ana',
      last_name: 'Ruiz',
      email: `ana.${Date.now()}@example.com`,
      password: 'Quiet-River-2030!',
      date_of_birth: '1990-01-02',
      phone: '508-555-0177',
      language: 'es',
    };
    const onAcme = { host: 'acme.localhost:8080' };
    await withOutbox.inject({ method: 'POST', url: '/v1/signup', headers: onAcme, payload: patient });
    // The same email again: its owner is told by email (the sign-up answer says nothing).
    await withOutbox.inject({ method: 'POST', url: '/v1/signup', headers: onAcme, payload: patient });
    const read = async (to: string) =>
      (await withOutbox.inject({ method: 'GET', url: `/v1/dev/outbox?to=${encodeURIComponent(to)}` })).json()
        .content.messages;
    const [text] = await read(patient.phone);
    expect(text.body).toMatch(/^Acme Care: Su código de verificación es \d{6}\./);
    const [email] = await read(patient.email);
    expect(email).toMatchObject({
      channel: 'email',
      from: 'Acme Care',
      subject: 'Ya tiene una cuenta',
      body: expect.stringContaining('Alguien intentó crear una cuenta con este correo electrónico.'),
      html: expect.stringContaining('<html lang="es">'),
    });
    expect(email.body).toContain('help@acme.example');
    expect(email.html).toContain('Acme Care');
    expect(`${text.body} ${email.body} ${email.html}`).not.toMatch(/CareBridge|Sunrise/);
  });

  it.each([
    ['from another machine', '203.0.113.5', {}, false],
    [
      'from another machine claiming X-Forwarded-For: 127.0.0.1',
      '203.0.113.5',
      { 'x-forwarded-for': '127.0.0.1' },
      false,
    ],
    ['through a proxy on this machine', '127.0.0.1', { 'x-forwarded-for': '203.0.113.5' }, false],
    ['through a proxy on this machine (Forwarded)', '127.0.0.1', { forwarded: 'for=203.0.113.5' }, false],
    ['from this machine', '127.0.0.1', {}, true],
    ['from this machine over IPv6', '::1', {}, true],
  ])('the outbox answers a client %s (socket %s)', async (_who, remoteAddress, headers, allowed) => {
    // With a trusted proxy request.ip follows X-Forwarded-For; the outbox must not.
    for (const app of [withOutbox, trusting]) {
      const res = await app.inject({
        method: 'GET',
        url: '/v1/dev/outbox?to=508-555-0142',
        remoteAddress,
        headers,
      });
      expect(res.statusCode).toBe(allowed ? 200 : 404);
      if (!allowed) expect(res.body).not.toContain('messages');
    }
  });

  it('does not exist when PORTAL_DEV_OUTBOX is off', async () => {
    const res = await without.inject({ method: 'GET', url: '/v1/dev/outbox?to=508-555-0142' });
    expect(res.statusCode).toBe(404);
  });

  it('serves the built portal, its translations, and the app shell for client routes', async () => {
    const shell = await withOutbox.inject({ method: 'GET', url: '/login/mfa/confirm' });
    expect(shell.statusCode).toBe(200);
    // the app shell, in the brand of its host (src/brands/pages.ts)
    expect(shell.body).toContain('<div id="root"></div>');
    expect(shell.body).toContain('<title>CareBridge');
    expect(shell.headers['cache-control']).toBe('no-cache');
    expect(shell.headers['x-frame-options']).toBe('DENY');
    const locale = await withOutbox.inject({ method: 'GET', url: '/locales/es.json' });
    expect(locale.json()).toEqual({ hello: 'hola' });
    const asset = await withOutbox.inject({ method: 'GET', url: '/assets/app-abc.js' });
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await withOutbox.inject({ method: 'GET', url: '/locales/fr.json' })).statusCode).toBe(404);
    expect((await withOutbox.inject({ method: 'GET', url: '/v1/unknown' })).json().error).toMatch(
      /^NOT_FOUND - /,
    );
  });

  it('says the portal is not built when there is no build, and still serves /v1', async () => {
    const page = await without.inject({ method: 'GET', url: '/home' });
    expect(page.statusCode).toBe(503);
    expect(page.body).toMatch(/not built/);
    expect((await without.inject({ method: 'GET', url: '/v1/patient/gatepass' })).statusCode).toBe(401);
  });
});
