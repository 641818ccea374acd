import { isAppAuthorizationPath, normalisePath, paths } from '../config/paths';

/**
 * The pages whose address carries a credential (a share link's key, an invitation's key, a reset token) or that
 * show what one unlocks: analytics never records them, and never starts on one. An app's consent screen is one
 * too (its path names a pending authorization, see `isAppAuthorizationPath`). A link with a `token` (reset,
 * email verification) is one wherever it points, by its parameter (see `mayRecord`).
 */
export const SECRET_BEARING_PATHS: readonly string[] = [paths.shared, paths.invitation, paths.resetPassword];

/**
 * The query parameters an address keeps on its way to analytics: the language, a campaign's tags, and screens'
 * choices from fixed lists. Any other is dropped: a token, `next` (which may hold an invitation's key), a
 * search's words, dates, ids. A parameter nobody listed here is private until it is.
 */
const KEPT_PARAMS: ReadonlySet<string> = new Set([
  'lng',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_content',
  'utm_term',
  'category',
  'view',
  'period',
  'step',
  'kind',
  'for',
]);

/** What analytics sees of an app's consent screen: the page, without the authorization request's id. */
const APP_AUTHORIZATION_PAGE = '/apps/authorize';

/** An in-page anchor such as the skip link's `#main`; a key (43 characters) is never one. */
const ANCHOR = /^#[a-z][a-z0-9-]{0,30}$/;

const parse = (href: string): URL | undefined => {
  try {
    const url = new URL(href);
    return /^https?:$/.test(url.protocol) ? url : undefined;
  } catch {
    return undefined;
  }
};

/**
 * The address as analytics may see it: origin and path, and only the kept parameters; never a fragment, a
 * password or another parameter. Anything that is not an http(s) address gives ''.
 */
export function analyticsAddress(href: string): string {
  const url = parse(href);
  if (!url) return '';
  const kept = new URLSearchParams([...url.searchParams].filter(([name]) => KEPT_PARAMS.has(name)));
  const search = kept.size ? `?${kept.toString()}` : '';
  // An app's consent screen names its pending authorization in the path: the page is told, the id is not
  const path = isAppAuthorizationPath(url.pathname) ? APP_AUTHORIZATION_PAGE : url.pathname;
  return `${url.origin}${path}${search}`;
}

/**
 * Whether the session recorder may run at this address. It reads the bare address (it has no hook to clean it),
 * so only an address with nothing to strip qualifies, and never a secret-bearing page, whatever its address.
 */
export function mayRecord(href: string): boolean {
  const url = parse(href);
  if (!url || url.username || url.password) return false;
  if (SECRET_BEARING_PATHS.includes(normalisePath(url.pathname))) return false;
  if (isAppAuthorizationPath(url.pathname)) return false;
  if (url.hash && !ANCHOR.test(url.hash)) return false;
  return [...url.searchParams.keys()].every((name) => KEPT_PARAMS.has(name));
}

/** Every address-valued property of an event (its page, its referrers), through `analyticsAddress`. */
export function withCleanAddresses(properties: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(properties).map(([key, value]) => [
      key,
      typeof value === 'string' && parse(value) ? analyticsAddress(value) : value,
    ]),
  );
}
