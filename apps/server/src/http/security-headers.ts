import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { brands, resolveBrand } from '@portal/brands';
import { brandThirdParties } from '../brands/services.js';
import type { ThirdParties } from '../config.js';

export const NO_THIRD_PARTIES: ThirdParties = {
  mixpanel: false,
  mixpanelApiHost: undefined,
  googleMaps: false,
  onfido: false,
  chatScriptUrl: undefined,
};

type Directive =
  | 'default-src'
  | 'script-src'
  | 'style-src'
  | 'img-src'
  | 'font-src'
  | 'connect-src'
  | 'frame-src'
  | 'media-src'
  | 'worker-src'
  | 'frame-ancestors'
  | 'base-uri'
  | 'form-action'
  | 'object-src';
type Sources = Partial<Record<Directive, string[]>>;

/**
 * The portal keeps its tokens in localStorage (spec), so a strict CSP is the main defence against script
 * injection: no inline script, no eval, no framing. This is the whole policy when no third party is configured.
 * frame-src, media-src and worker-src fall back to default-src until a third party needs them. No inline style
 * either (the print view's popup is styled by the portal's own stylesheet, data-print-view), except a page's own:
 * the brand's CSS generated at start and the prerendered login page's stylesheet, each allowed by its hash on its
 * page alone (src/brands/pages.ts).
 */
const STRICT: Sources = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  'frame-src': [],
  'media-src': [],
  'worker-src': [],
  'frame-ancestors': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'object-src': ["'none'"],
};

/**
 * Mixpanel (mixpanel-browser): events and recordings go to its API hosts, or only to the one host configured in
 * their place (VITE_MIXPANEL_API_HOST); the session recorder may load from its CDN.
 */
const mixpanelSources = (apiHost: string | undefined): Sources => ({
  'connect-src': apiHost ? [apiHost] : ['https://api-js.mixpanel.com', 'https://api.mixpanel.com'],
  'script-src': ['https://cdn.mxpnl.com'],
});

/**
 * Google Maps JavaScript API with Places autocomplete, after Google's CSP guide. The API inserts its own <style>
 * elements; Google's strict option gives them a nonce, which a static index.html cannot carry, so Maps needs
 * 'unsafe-inline' styles (never scripts). Added only when a Maps key is configured.
 */
const GOOGLE_MAPS: Sources = {
  'script-src': ['https://maps.googleapis.com'],
  'connect-src': ['https://maps.googleapis.com'],
  'img-src': ['https://maps.gstatic.com', 'https://maps.googleapis.com'],
  'style-src': ["'unsafe-inline'", 'https://fonts.googleapis.com'],
  'font-src': ['https://fonts.gstatic.com'],
};

/**
 * Onfido web SDK 14: the npm package is a loader that imports the SDK from sdk.onfido.com, which pulls assets from
 * assets.onfido.com and talks to the regional APIs (api.onfido.com, api.us…, api.ca…) and its websockets.
 * Captured photos and video are blob: URLs. Onfido's CSP guide needs no 'unsafe-inline' for a bundled (not
 * inline-bootstrapped) SDK. The camera is allowed by Permissions-Policy (camera=(self)).
 */
const ONFIDO: Sources = {
  'script-src': ['https://sdk.onfido.com', 'https://assets.onfido.com'],
  'style-src': ['https://sdk.onfido.com', 'https://assets.onfido.com'],
  'font-src': ['https://sdk.onfido.com'],
  'img-src': ['https://assets.onfido.com'],
  'connect-src': ['https://*.onfido.com', 'wss://*.onfido.com'],
  'frame-src': ["'self'", 'https://sdk.onfido.com'],
  'media-src': ["'self'", 'blob:'],
  'worker-src': ["'self'", 'blob:'],
};

/** Any chat messenger: its loader script's origin may serve script, API calls, frames and images. */
function chatSources(scriptUrl: string): Sources {
  const { origin } = new URL(scriptUrl);
  const sources: Sources = {
    'script-src': [origin],
    'connect-src': [origin],
    'frame-src': ["'self'", origin],
    'img-src': [origin],
  };
  return new URL(scriptUrl).hostname.endsWith('.intercom.io') ? merge(sources, INTERCOM) : sources;
}

/**
 * Intercom's messenger (the portal's default chat loader, widget.intercom.io) loads its app from its CDN and
 * talks to its API and websockets, after Intercom's CSP guide. It styles itself inline, so it needs
 * 'unsafe-inline' styles (never scripts). Video embeds and sheets inside messages stay blocked.
 */
const INTERCOM: Sources = {
  'script-src': ['https://app.intercom.io', 'https://widget.intercom.io', 'https://js.intercomcdn.com'],
  'style-src': ["'unsafe-inline'"],
  'connect-src': [
    'https://*.intercom.io',
    'wss://*.intercom.io',
    'https://uploads.intercomcdn.com',
    'https://uploads.intercomusercontent.com',
  ],
  'img-src': [
    'https://js.intercomcdn.com',
    'https://static.intercomassets.com',
    'https://downloads.intercomcdn.com',
    'https://uploads.intercomusercontent.com',
    'https://gifs.intercomcdn.com',
  ],
  'font-src': ['https://js.intercomcdn.com', 'https://fonts.intercomcdn.com'],
  'media-src': ["'self'", 'https://js.intercomcdn.com'],
};

function merge(base: Sources, extra: Sources): Sources {
  const merged: Sources = { ...base };
  for (const [directive, sources] of Object.entries(extra) as [Directive, string[]][]) {
    merged[directive] = [...new Set([...(merged[directive] ?? []), ...sources])];
  }
  return merged;
}

/** These never change, whatever is configured: no framing of the portal, no plugins, no base or form hijack. */
const FIXED: Directive[] = ['frame-ancestors', 'object-src', 'base-uri', 'form-action'];

/**
 * The Content-Security-Policy for the configured third parties; none configured gives the strict policy.
 * `inlineStyles` are the `'sha256-…'` sources of a page's own `<style>` elements (its brand's CSS, its login page's),
 * `inlineScripts` of its own `<script>` elements (a signed-in page's first reads, src/brands/pages.ts): never
 * 'unsafe-inline' for scripts, whatever a third party needs.
 */
export function contentSecurityPolicy(
  thirdParties: ThirdParties = NO_THIRD_PARTIES,
  inlineStyles: string[] = [],
  inlineScripts: string[] = [],
): string {
  const extras: Sources[] = [
    thirdParties.mixpanel ? mixpanelSources(thirdParties.mixpanelApiHost) : {},
    thirdParties.googleMaps ? GOOGLE_MAPS : {},
    thirdParties.onfido ? ONFIDO : {},
    thirdParties.chatScriptUrl ? chatSources(thirdParties.chatScriptUrl) : {},
  ];
  let policy = extras.reduce(merge, STRICT);
  // A hash beside 'unsafe-inline' switches it off, and the page stays the app's document for every screen
  // after it: where a third party needs inline styles, 'unsafe-inline' already allows the page's own.
  if (!policy['style-src']?.includes("'unsafe-inline'"))
    policy = merge(policy, { 'style-src': inlineStyles });
  policy = merge(policy, { 'script-src': inlineScripts });
  return (Object.keys(STRICT) as Directive[])
    .map(
      (directive) => [directive, FIXED.includes(directive) ? STRICT[directive] : policy[directive]] as const,
    )
    .filter(([, sources]) => sources && sources.length > 0)
    .map(([directive, sources]) => `${directive} ${sources!.join(' ')}`)
    .join('; ');
}

/**
 * The `'sha256-…'` sources of the `<style>` elements in `documents`: the prerendered login pages carry the
 * stylesheet inline (one round trip fewer before the first paint), and the policy allows exactly that text.
 */
export const inlineStyleHashes = (documents: string[]): string[] =>
  inlineHashes(documents, /<style>([\s\S]*?)<\/style>/g);

/** The same for the inline `<script>` elements (no attributes: an external or module script has its `src`). */
export const inlineScriptHashes = (documents: string[]): string[] =>
  inlineHashes(documents, /<script>([\s\S]*?)<\/script>/g);

function inlineHashes(documents: string[], element: RegExp): string[] {
  const hashes = new Set<string>();
  for (const document of documents)
    for (const [, text] of document.matchAll(element))
      hashes.add(`'sha256-${createHash('sha256').update(text!, 'utf8').digest('base64')}'`);
  return [...hashes];
}

/** The strict policy (no third party configured). */
export const CONTENT_SECURITY_POLICY = contentSecurityPolicy(NO_THIRD_PARTIES);

export const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * No referrer leaves the portal, except that Onfido binds its SDK token to the page's referrer and refuses
 * requests without one: with Onfido configured, send the origin only (never the path), and only over https.
 */
export const referrerPolicy = (thirdParties: ThirdParties): string =>
  thirdParties.onfido ? 'strict-origin' : 'no-referrer';

export const isApiRoute = (pattern: string | undefined): boolean =>
  pattern !== undefined && (pattern === '/v1' || pattern.startsWith('/v1/'));

export function noStore(reply: FastifyReply): void {
  reply.header('Cache-Control', 'no-store');
  reply.header('Pragma', 'no-cache');
}

/**
 * The headers of every answer. The Content-Security-Policy is the brand's whose host was asked (read from the
 * registry once, here): each brand's pages may load only its own third parties. A page sets its own in place of
 * it (src/http/static.ts), adding its inline styles. Onfido is the deployment's, for every brand.
 */
export function securityHeaders(app: FastifyInstance, { onfido = false }: { onfido?: boolean } = {}): void {
  const policies = new Map(
    brands.map((brand) => [brand.id, contentSecurityPolicy(brandThirdParties(brand.services ?? {}, onfido))]),
  );
  const referrer = referrerPolicy({ ...NO_THIRD_PARTIES, onfido });
  app.addHook('onRequest', async (request, reply) => {
    reply.header('Content-Security-Policy', policies.get(resolveBrand(request.hostname).id)!);
    reply.header('X-Frame-Options', 'DENY');
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', referrer);
    reply.header('Cross-Origin-Opener-Policy', 'same-origin');
    reply.header('Permissions-Policy', 'camera=(self), microphone=(), geolocation=()');
    // Only over https: browsers ignore HSTS on http, and sending it there would pin a dev host to https.
    if (request.protocol === 'https') reply.header('Strict-Transport-Security', HSTS);
    // API answers carry personal and health data: never cache them anywhere. Decided by the route that
    // matched, not the URL's text (`/%761/…` reaches a /v1 route); error answers set it in sendError.
    if (isApiRoute(request.routeOptions.url)) noStore(reply);
  });
}
