import type { FastifyInstance } from 'fastify';

/**
 * The portal keeps its tokens in localStorage (spec), so a strict CSP is the main defence against script
 * injection: no inline script, no framing. Third-party origins (identity SDK, maps, analytics) are added
 * here when those features land.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
].join('; ');

export const HSTS = 'max-age=31536000; includeSubDomains';

export function securityHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('Content-Security-Policy', CONTENT_SECURITY_POLICY);
    reply.header('X-Frame-Options', 'DENY');
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'no-referrer');
    reply.header('Cross-Origin-Opener-Policy', 'same-origin');
    reply.header('Permissions-Policy', 'camera=(self), microphone=(), geolocation=()');
    // Only over https: browsers ignore HSTS on http, and sending it there would pin a dev host to https.
    if (request.protocol === 'https') reply.header('Strict-Transport-Security', HSTS);
    // API answers carry personal and health data: never cache them anywhere.
    if (request.url.startsWith('/v1/') || request.url === '/v1') {
      reply.header('Cache-Control', 'no-store');
      reply.header('Pragma', 'no-cache');
    }
  });
}
