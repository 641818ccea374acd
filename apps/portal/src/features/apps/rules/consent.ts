import { APP_CATEGORIES, type AppCategory } from '@portal/contract';

/**
 * Where the browser goes after the patient's answer: the authorization server's resume address on this very
 * origin, or null. An answer pointing anywhere else (another host, a scheme-relative `//host`, `javascript:`) is
 * never followed: whoever could bend it would get an open redirect dressed in the portal's address.
 */
export function sameOriginRedirect(raw: string, origin: string): string | null {
  let url: URL;
  try {
    url = new URL(raw, origin);
  } catch {
    return null;
  }
  if (!/^https?:$/.test(url.protocol) || url.origin !== origin || url.username || url.password) return null;
  return url.href;
}

/**
 * The app's logo, only when the page may load it: the portal's CSP allows images from its own origin only
 * (apps/server/src/http/security-headers.ts), so a logo elsewhere would be blocked and reported — and loading it
 * would tell the app's host who is looking. Otherwise the app's initials stand in.
 */
export function appLogoSource(logoUri: string | null, origin: string): string | null {
  if (!logoUri) return null;
  try {
    const url = new URL(logoUri, origin);
    return url.origin === origin && /^https?:$/.test(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
}

/** Up to two letters for the app's badge: the first of its first two words ("Blue Button Diabetes" → "BB"). */
export function appInitials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.slice(0, 2).map((word) => [...word][0]!.toLocaleUpperCase());
  return letters.join('') || '?';
}

/** An app's homepage as a link, only when it is an https address (anything else is shown as nothing). */
export function appHomepage(homepage: string | null): string | null {
  if (!homepage) return null;
  try {
    const url = new URL(homepage);
    return url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** The asked categories in the one order the portal lists them, whatever order the server sent. */
export const inListOrder = (categories: readonly AppCategory[]): AppCategory[] =>
  APP_CATEGORIES.filter((category) => categories.includes(category));

/** Whether the patient unchecked some of what the app asked for (analytics keeps only this yes or no). */
export const isNarrowed = (asked: readonly AppCategory[], chosen: readonly AppCategory[]): boolean =>
  asked.some((category) => !chosen.includes(category));
