import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { sendError } from './error-handler.js';
import { notFound } from './errors.js';

/** Client-side routes (no file extension) get the app shell; anything else missing is a 404. */
export function isSpaRoute(path: string): boolean {
  if (path === '/v1' || path.startsWith('/v1/')) return false;
  const last = path.split('/').pop() ?? '';
  return !last.includes('.');
}

/**
 * Serves the built portal (and its /locales/{lng}.json) from `staticDir` with the SPA fallback, and every
 * unknown /v1 path as a NOT_FOUND envelope. Returns whether the portal is built.
 */
export async function registerStatic(app: FastifyInstance, staticDir: string): Promise<boolean> {
  const built = existsSync(join(staticDir, 'index.html'));
  if (built) {
    await app.register(fastifyStatic, {
      root: staticDir,
      index: ['index.html'],
      cacheControl: false,
      setHeaders(res, path) {
        // Vite hashes asset names, so they never change; the shell and translations must revalidate.
        res.setHeader(
          'Cache-Control',
          /[/\\]assets[/\\]/.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (path === '/v1' || path.startsWith('/v1/')) {
      return sendError(request, reply, notFound());
    }
    if ((request.method === 'GET' || request.method === 'HEAD') && isSpaRoute(path)) {
      if (built) return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
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
