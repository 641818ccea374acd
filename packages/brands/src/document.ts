import type { Brand } from './schema.js';

/**
 * The id of the element that carries a page's brand: the server writes the brand it serves at that host into
 * every page (a data block, which a strict Content-Security-Policy does not treat as script), and the portal
 * reads it there rather than from its bundle, so a brand added at start needs no build.
 */
export const BRAND_ELEMENT_ID = 'portal-brand';

const element = new RegExp(`<script type="application/json" id="${BRAND_ELEMENT_ID}">([^<]*)</script>`);

/**
 * The brand as a JSON data block. `<` is escaped, so no value (a logo's markup, a name) can end the element
 * early; a brand holds public values only (see brandServicesSchema).
 */
export function brandDataElement(brand: Brand): string {
  const json = JSON.stringify(brand).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${BRAND_ELEMENT_ID}">${json}</script>`;
}

/** The brand a page's text carries (as brandDataElement wrote it), parsed but not checked; undefined if none. */
export function brandDataIn(document: string): unknown {
  const json = element.exec(document)?.[1];
  return json === undefined ? undefined : JSON.parse(json);
}

/** The page with its brand element now carrying `brand`. */
export function withBrandData(document: string, brand: Brand): string {
  return document.replace(element, () => brandDataElement(brand));
}
