import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPRESS_MIN_BYTES, pickEncoding, registerCompression, registerStatic } from './static.js';

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

describe('what the server sends a phone', () => {
  const script = 'export const answer = 42;\n'.repeat(200);
  const large = { status_code: 200, status_text: 'OK', content: 'x'.repeat(COMPRESS_MIN_BYTES * 4) };
  let dir: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'portal-static-'));
    mkdirSync(join(dir, 'assets'));
    const files = { 'index.html': '<!doctype html><title>Portal</title>', 'assets/index-abc123.js': script };
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

  it('the app shell (a deep link too) is compressed but revalidated on every visit', async () => {
    for (const url of ['/', '/home/timeline']) {
      const res = await app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(brotliDecompressSync(res.rawPayload).toString()).toContain('<title>Portal</title>');
    }
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
