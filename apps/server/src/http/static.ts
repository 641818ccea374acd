import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { brands, resolveBrand } from '@portal/brands';
import { LANGUAGES, type Language } from '@portal/contract';
import { registerFavicon } from '../brands/favicon.js';
import { buildBrandPages, type BrandPages, type Page } from '../brands/pages.js';
import { sendError } from './error-handler.js';
import { notFound } from './errors.js';
import { pickLanguage } from './i18n.js';

/** Client-side routes (no file extension) get the app shell; anything else missing is a 404. */
export function isSpaRoute(path: string): boolean {
  if (path === '/v1' || path.startsWith('/v1/')) return false;
  const last = path.split('/').pop() ?? '';
  return !last.includes('.');
}

/** The encoding to answer with: brotli over gzip, as the client's Accept-Encoding allows (q=0 refuses). */
export function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | undefined {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => !q || Number(q.trim().replace(/^q=/, '')) > 0)
      .map(([name]) => name!.trim().toLowerCase()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return undefined;
}

const varyOnEncoding = (vary: unknown) =>
  vary
    ? /accept-encoding/i.test(String(vary))
      ? String(vary)
      : `${vary}, Accept-Encoding`
    : 'Accept-Encoding';

/** Below this a JSON answer fits in one packet anyway and compressing it costs more than it saves. */
export const COMPRESS_MIN_BYTES = 1024;
const compressors = {
  // Quality 4: most of brotli's gain at a small fraction of q11's CPU, which a per-request answer cannot afford
  br: (body: Buffer | string) =>
    promisify(brotliCompress)(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } }),
  gzip: (body: Buffer | string) => promisify(gzip)(body, { level: 6 }),
};

/**
 * Compresses JSON answers to GET requests above COMPRESS_MIN_BYTES (static files come precompressed from the
 * build). Only GET: answers to POSTs carry fresh tokens next to what the request sent, the shape BREACH needs,
 * and reads are where the bytes are. Registered before the modules so every route has the hook.
 */
export function registerCompression(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' || reply.hasHeader('content-encoding')) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (!/^application\/json/i.test(String(reply.getHeader('content-type') ?? ''))) return payload;
    if (Buffer.byteLength(payload) < COMPRESS_MIN_BYTES) return payload;
    reply.header('vary', varyOnEncoding(reply.getHeader('vary')));
    const encoding = pickEncoding(request.headers['accept-encoding']);
    if (!encoding) return payload;
    const body = await compressors[encoding](payload);
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    return body;
  });
}

/**
 * The login page the portal would show: the brand the address names, in the language the portal itself would
 * pick: `?lng=` first, else the browser's (Accept-Language). Both come from the registry and a fixed list.
 */
export function loginPageFor(request: {
  hostname: string;
  lng: unknown;
  acceptLanguage: string | undefined;
}): { brand: string; language: Language } {
  const asked = LANGUAGES.find((language) => language === request.lng);
  return {
    brand: resolveBrand(request.hostname).id,
    language: asked ?? pickLanguage(request.acceptLanguage),
  };
}

/**
 * Sends a page built at start, compressed as the client accepts, revalidated on every visit (no-cache with its
 * ETag: a restart with another brand file changes it), under its own Content-Security-Policy.
 */
function sendPage(request: FastifyRequest, reply: FastifyReply, page: Page, vary: string) {
  reply
    .header('Content-Security-Policy', page.policy)
    .header('Cache-Control', 'no-cache')
    .header('ETag', page.etag)
    .header('Vary', vary)
    .type('text/html; charset=utf-8');
  if (request.headers['if-none-match'] === page.etag) return reply.status(304).send();
  const encoding = pickEncoding(request.headers['accept-encoding']);
  if (encoding) reply.header('Content-Encoding', encoding);
  return reply.send(encoding === 'br' ? page.br : encoding === 'gzip' ? page.gzip : page.html);
}

/** Text files the build precompressed (`.br`, `.gz` beside them): their answer depends on Accept-Encoding. */
const PRECOMPRESSED = /\.(js|mjs|css|html|json|svg|txt|map)$/;

/**
 * Serves the built portal (and its /locales/{lng}.json) from `staticDir` with the SPA fallback, and every
 * unknown /v1 path as a NOT_FOUND envelope. Each brand's host gets its own app shell and login page, built at
 * start from the brands this process serves (src/brands/pages.ts). Returns whether the portal is built.
 */
export async function registerStatic(
  app: FastifyInstance,
  staticDir: string,
  { onfido = false }: { onfido?: boolean } = {},
): Promise<boolean> {
  const built = existsSync(join(staticDir, 'index.html'));
  registerFavicon(app);
  let pages = new Map<string, BrandPages>();
  if (built) {
    pages = await buildBrandPages(staticDir, brands, onfido);
    await app.register(fastifyStatic, {
      root: staticDir,
      // The shell is the brand's, from `pages`: never the built index.html as it is
      index: false,
      allowedPath: (path) => path !== '/index.html',
      // The build writes every text file also as .br and .gz; the client's Accept-Encoding picks one.
      preCompressed: true,
      cacheControl: false,
      setHeaders(res, path) {
        // Vite hashes asset names, so they never change; translations must revalidate.
        res.setHeader(
          'Cache-Control',
          /[/\\]assets[/\\]/.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
        if (PRECOMPRESSED.test(path.replace(/\.(br|gz)$/, ''))) res.setHeader('Vary', 'Accept-Encoding');
      },
    });
    app.get<{ Querystring: { lng?: unknown } }>('/login', (request, reply) => {
      const { brand, language } = loginPageFor({
        hostname: request.hostname,
        lng: request.query.lng,
        acceptLanguage: request.headers['accept-language'],
      });
      return sendPage(request, reply, pages.get(brand)!.login[language], 'Accept-Encoding, Accept-Language');
    });
  }
  const shellOf = (request: FastifyRequest) => pages.get(resolveBrand(request.hostname).id)!.shell;
  /** A signed-in page the build declared gets its own shell, naming its code and sending its first reads. */
  const pageOf = (request: FastifyRequest, path: string) => {
    const brandPages = pages.get(resolveBrand(request.hostname).id)!;
    return brandPages.first.get(path) ?? brandPages.shell;
  };
  if (built) app.get('/', (request, reply) => sendPage(request, reply, shellOf(request), 'Accept-Encoding'));
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (path === '/v1' || path.startsWith('/v1/')) {
      return sendError(request, reply, notFound());
    }
    if ((request.method === 'GET' || request.method === 'HEAD') && isSpaRoute(path)) {
      if (built) return sendPage(request, reply, pageOf(request, path), 'Accept-Encoding');
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send(
          'The portal is not built yet. Run `npm start` at the repository root (it builds it), or `npm run build`.',
        );
    }
    return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
  });
  return built;
}
