import { colourOf } from './check.js';
import type { Brand } from './schema.js';

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Up to two letters from the brand's name: the first letter of its first two words (`Acme Care` → `AC`). */
export function brandInitials(name: string): string {
  const letters = name
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => [...word][0]!.toUpperCase());
  return letters.join('') || '?';
}

/**
 * The brand's favicon as SVG: its initials in its `onPrimary` colour on a rounded square of its `primary`, the
 * pair the contrast check already holds to 4.5:1. Initials rather than the logo: logos are wordmarks (4:1 and
 * wider) that are unreadable at 16 px.
 */
export function brandFavicon(brand: Brand): string {
  const initials = escapeXml(brandInitials(brand.name));
  const size = initials.length > 1 ? 30 : 40;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">` +
    `<rect width="64" height="64" rx="14" fill="${colourOf(brand, 'primary')}"/>` +
    `<text x="32" y="32" dy="0.35em" text-anchor="middle" font-family="${escapeXml(brand.fonts.heading)}" ` +
    `font-size="${size}" font-weight="700" fill="${colourOf(brand, 'onPrimary')}">${initials}</text></svg>`
  );
}

/** The favicon as a data URI, for a page's `<link rel="icon">`: shown without another request. */
export function faviconDataUri(brand: Brand): string {
  return `data:image/svg+xml,${encodeURIComponent(brandFavicon(brand))}`;
}
