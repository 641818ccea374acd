import type { FastifyInstance } from 'fastify';
import { brandFavicon, resolveBrand } from '@portal/brands';

/**
 * `/favicon.svg`, the brand's own at each brand's host (its initials in its colours, drawn from the brand this
 * process loaded), for whatever asks for the icon by its address rather than from a page's <link rel="icon">.
 * Revalidated like the pages: a restart with another brand file changes it.
 */
export function registerFavicon(app: FastifyInstance): void {
  app.get('/favicon.svg', (request, reply) =>
    reply
      .type('image/svg+xml')
      .header('Cache-Control', 'no-cache')
      .send(brandFavicon(resolveBrand(request.hostname))),
  );
}
