/**
 * The brand registry: pure data and functions, no React and no CSS, so the server (subdomain → brand),
 * the portal and Storybook all read the same brands.
 */
import acmeData from './acme.json' with { type: 'json' };
import carebridgeData from './carebridge.json' with { type: 'json' };
import sunriseData from './sunrise.json' with { type: 'json' };
import type { Brand } from './schema.js';

export * from './contrast.js';
export * from './schema.js';
export * from './check.js';
export * from './css.js';
export * from './document.js';
export * from './favicon.js';
export * from './fonts.js';
export * from './shade.js';

export const DEFAULT_BRAND_ID = 'carebridge';

/**
 * The brands this package ships. The package build and the registry test check each one (shape and WCAG
 * contrast), so a bad brand file never ships; checking again here would put zod on every page a patient loads.
 */
export const bundledBrands: readonly Brand[] = [carebridgeData, acmeData, sunriseData] as Brand[];

/**
 * The brands this process serves: the bundled ones, until the server installs those it loaded at start from
 * BRANDS_DIR (`installBrands`). Live bindings, so every `getBrand` of the server reads the loaded registry; the
 * portal never installs (it reads its one brand from its document) and Storybook shows the bundled ones.
 */
export let brands: readonly Brand[] = bundledBrands;
export let defaultBrand: Brand = bundledBrands.find((b) => b.id === DEFAULT_BRAND_ID) as Brand;

/**
 * Makes `list` (checked brands, e.g. loaded from a directory) the registry of this process. It must hold the
 * default brand, each id once; throws otherwise, naming what is wrong.
 */
export function installBrands(list: readonly Brand[]): void {
  const ids = list.map((b) => b.id);
  const twice = ids.find((id, i) => ids.indexOf(id) !== i);
  if (twice) throw new Error(`the brand "${twice}" is given twice`);
  const fallback = list.find((b) => b.id === DEFAULT_BRAND_ID);
  if (!fallback) throw new Error(`the default brand "${DEFAULT_BRAND_ID}" is missing`);
  brands = list;
  defaultBrand = fallback;
}

export function getBrand(id: string | null | undefined): Brand | undefined {
  return brands.find((b) => b.id === id);
}

/** Labels that mean "no partner": local development and the product's own dashboard host. */
const DEFAULT_LABEL_MARKERS = ['localhost', 'dashboard', DEFAULT_BRAND_ID];

/** The brand id for a host name: its first label, unless that label means the default brand. */
export function brandIdForHost(host: string): string {
  const hostname = host.trim().toLowerCase().replace(/:\d+$/, '');
  const label = hostname.split('.')[0] ?? '';
  if (DEFAULT_LABEL_MARKERS.some((marker) => label.includes(marker))) return DEFAULT_BRAND_ID;
  return label;
}

/** The host name of an origin the schema accepted (`https://portal.acme.com:8443` → `portal.acme.com`). */
export const originHostname = (origin: string) => origin.replace(/^https?:\/\//, '').replace(/[:/].*$/, '');

/**
 * [BRAND-1] [BRAND-2]: the brand whose own `origin` is on this host (`portal.acme-health.com`), else the brand of the
 * first subdomain label; unknown labels get the default brand. It says which portal a page is on, never where a
 * link leads: the server sends links to the origin of the patient's own brand, from its configuration.
 */
export function resolveBrand(host: string | null | undefined, registry: readonly Brand[] = brands): Brand {
  const hostname = (host ?? '').trim().toLowerCase().replace(/:\d+$/, '');
  const own = registry.find((b) => b.origin !== undefined && originHostname(b.origin) === hostname);
  const id = brandIdForHost(hostname);
  return own ?? registry.find((b) => b.id === id) ?? defaultBrand;
}
