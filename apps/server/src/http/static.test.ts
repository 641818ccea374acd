import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandDataElement, getBrand, type Brand } from '@portal/brands';
import {
  COMPRESS_MIN_BYTES,
  loginPageFor,
  pickEncoding,
  registerCompression,
  registerStatic,
} from './static.js';
import { contentSecurityPolicy, inlineStyleHashes, NO_THIRD_PARTIES } from './security-headers.js';

describe('pickEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['BR', 'br'],
    ['identity', undefined],
    [undefined, undefined],
  ])('%s → %s', (header, encoding) => expect(pickEncoding(header)).toBe(encoding));
});

describe('loginPageFor: the login page the portal would show', () => {
  it.each([
    ['portal.example', undefined, 'es-MX,es;q=0.9', 'carebridge.es'],
    ['acme.portal.example', undefined, 'en-US,en;q=0.9', 'acme.en'],
    ['sunrise.portal.example', undefined, undefined, 'sunrise.en'],
    // ?lng= comes first, as in the portal's own choice (after a logout the language travels in the link)
    ['acme.portal.example', 'es', 'en-US', 'acme.es'],
    ['acme.portal.example', 'fr', 'es', 'acme.es'],
    // Nothing the request says is taken but a brand and a language from their lists
    ['../../etc.portal.example', '../passwd', '../x', 'carebridge.en'],
    ['unknown.portal.example', ['es', 'en'], 'fr', 'carebridge.en'],
  ])('[BRAND-1] [I18N-2] %s, ?lng=%s, Accept-Language %s → %s', (hostname, lng, acceptLanguage, page) => {
    const { brand, language } = loginPageFor({ hostname, lng, acceptLanguage });
    expect(`${brand}.${language}`).toBe(page);
  });
});

describe('what the server sends a phone', () => {
  const script = 'export const answer = 42;\n'.repeat(200);
  const styles = 'h1{color:#0b5}';
  const firstScript = "fetch('/v1/patient/gatepass');document.title='</script>'";
  const large = { status_code: 200, status_text: 'OK', content: 'x'.repeat(COMPRESS_MIN_BYTES * 4) };
  let dir: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'portal-static-'));
    mkdirSync(join(dir, 'assets'));
    mkdirSync(join(dir, 'login'));
    // As the build writes them: the login pages carry the brand they were rendered for
    const login = (brand: Brand, heading: string) =>
      `<!doctype html><html lang="en" data-brand="${brand.id}"><head><title>${brand.name}</title>` +
      `<style>${styles}</style>${brandDataElement(brand)}</head><body><h1>${heading}</h1></body></html>`;
    const files = {
      'index.html': '<!doctype html><html lang="en"><head><title>Portal</title></head><body></body></html>',
      'assets/index-abc123.js': script,
      'login/acme.es.html': login(getBrand('acme')!, 'Iniciar sesión'),
      'login/carebridge.en.html': login(getBrand('carebridge')!, 'Log in'),
      // As the portal's build declares its signed-in pages (apps/portal/src/prerender/first-page.ts)
      'first-pages.json': JSON.stringify({
        '/home': { preload: ['/assets/home-1.js', '/assets/frame-2.js'], script: firstScript },
      }),
    };
    for (const [name, text] of Object.entries(files)) {
      writeFileSync(join(dir, name), text);
      writeFileSync(join(dir, `${name}.br`), brotliCompressSync(text));
      writeFileSync(join(dir, `${name}.gz`), gzipSync(text));
    }
    app = Fastify();
    registerCompression(app);
    app.get('/v1/large', async () => large);
    app.get('/v1/small', async () => ({ status_code: 200, status_text: 'OK', content: 'hi' }));
    app.post('/v1/large', async () => large);
    await registerStatic(app, dir);
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('a hashed script comes precompressed as brotli, cached for a year, varying on Accept-Encoding', async () => {
    const res = await app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script);
  });

  it('gzip for a client without brotli, the plain file for one without either', async () => {
    const gz = await app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);
    const plain = await app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
    expect(plain.headers.vary).toBe('Accept-Encoding');
  });

  it('the app shell (a deep link too) is the brand’s, compressed but revalidated on every visit', async () => {
    for (const url of ['/', '/home/timeline']) {
      const res = await app.inject({
        url,
        headers: { 'accept-encoding': 'br', host: 'acme.portal.example' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['cache-control']).toBe('no-cache');
      const html = brotliDecompressSync(res.rawPayload).toString();
      expect(html).toContain('<html lang="en" data-brand="acme">');
      expect(html).toContain('<title>Acme Care</title>');
      expect(html).toContain(brandDataElement(getBrand('acme')!));
      const again = await app.inject({
        url,
        headers: { host: 'acme.portal.example', 'if-none-match': res.headers.etag },
      });
      expect(again.statusCode).toBe(304);
    }
    // The built file as it is carries no brand: it is never served
    expect((await app.inject({ url: '/index.html' })).statusCode).toBe(404);
  });

  it('the login page comes prerendered for the brand and the language, compressed, revalidated, varying on both', async () => {
    const res = await app.inject({
      url: '/login',
      headers: { host: 'acme.portal.example', 'accept-language': 'es-ES', 'accept-encoding': 'br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.vary).toBe('Accept-Encoding, Accept-Language');
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain('<h1>Iniciar sesión</h1>');

    const english = await app.inject({ url: '/login', headers: { host: 'localhost' } });
    expect(english.body).toContain('<h1>Log in</h1>');
    // No page prerendered for the brand and language: its app shell, which renders on arrival
    const shell = await app.inject({ url: '/login', headers: { host: 'sunrise.portal.example' } });
    expect(shell.body).toContain('data-brand="sunrise"');
    expect(shell.body).not.toContain('<h1>');
  });

  it('[SEC-5] a page’s inlined styles are allowed by their hash, on that page alone', async () => {
    const hash = `'sha256-${createHash('sha256').update(styles).digest('base64')}'`;
    const login = await app.inject({ url: '/login' });
    expect(login.headers['content-security-policy']).toBe(contentSecurityPolicy(NO_THIRD_PARTIES, [hash]));
    expect(login.headers['content-security-policy']).toContain(`style-src 'self' ${hash};`);
    const shell = await app.inject({ url: '/home/timeline' });
    expect(shell.headers['content-security-policy']).not.toContain(hash);
    expect(shell.headers['content-security-policy']).toBe(
      contentSecurityPolicy(NO_THIRD_PARTIES, inlineStyleHashes([shell.body])),
    );
  });

  it('[SEC-5] a signed-in page the build declared names its code and runs its first script, allowed by its hash alone', async () => {
    const home = await app.inject({ url: '/home', headers: { host: 'acme.portal.example' } });
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('data-brand="acme"');
    expect(home.body).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/home-1.js"><link rel="modulepreload" crossorigin href="/assets/frame-2.js"></head>',
    );
    // Inline text cannot end its own element
    const inline = "fetch('/v1/patient/gatepass');document.title='<\\/script>'";
    expect(home.body).toContain(`<head><script>${inline}</script>`);
    const hash = `'sha256-${createHash('sha256').update(inline).digest('base64')}'`;
    const policy = home.headers['content-security-policy'] as string;
    expect(policy).toContain(`script-src 'self' ${hash};`);
    expect(policy).not.toContain('unsafe-inline');
    expect(policy).toBe(contentSecurityPolicy(NO_THIRD_PARTIES, inlineStyleHashes([home.body]), [hash]));
    // Any other page gets the plain shell: no script of its own, none allowed
    const other = await app.inject({ url: '/home/timeline', headers: { host: 'acme.portal.example' } });
    expect(other.body).not.toContain('<script>');
    expect(other.body).not.toContain('modulepreload');
    expect(other.headers['content-security-policy']).not.toContain(hash);
  });

  it('inlineStyleHashes: one source for each distinct <style>, in any page', () => {
    const other = 'p{margin:0}';
    const sha = (css: string) => `'sha256-${createHash('sha256').update(css).digest('base64')}'`;
    expect(
      inlineStyleHashes([
        `<style>${styles}</style>`,
        `<style>${styles}</style><p><style>${other}</style>`,
        '<p>',
      ]),
    ).toEqual([sha(styles), sha(other)]);
  });

  it('API JSON above the threshold is compressed; small answers and POST answers are not', async () => {
    const read = await app.inject({ url: '/v1/large', headers: { 'accept-encoding': 'gzip, br' } });
    expect(read.headers['content-encoding']).toBe('br');
    expect(read.headers.vary).toMatch(/Accept-Encoding/);
    expect(JSON.parse(brotliDecompressSync(read.rawPayload).toString())).toEqual(large);
    expect(Number(read.headers['content-length'])).toBe(read.rawPayload.length);

    const small = await app.inject({ url: '/v1/small', headers: { 'accept-encoding': 'br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    const post = await app.inject({ method: 'POST', url: '/v1/large', headers: { 'accept-encoding': 'br' } });
    expect(post.headers['content-encoding']).toBeUndefined();
    expect(post.json()).toEqual(large);
  });
});
