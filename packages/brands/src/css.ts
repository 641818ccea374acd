import { colourOf, parseBrand } from './check.js';
import { semanticColourNames, type Brand } from './schema.js';

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** Semantic custom properties for one brand, e.g. `--color-on-primary: #ffffff`. */
export function brandVariables(brand: Brand): Record<string, string> {
  const vars: Record<string, string> = {};
  for (const name of semanticColourNames) vars[`--color-${kebab(name)}`] = colourOf(brand, name);
  vars['--font-sans'] = brand.fonts.sans;
  vars['--font-heading'] = brand.fonts.heading;
  vars['--radius'] = brand.radius;
  if (brand.components?.buttonRadius) vars['--button-radius'] = brand.components.buttonRadius;
  return vars;
}

/** `[data-brand="<id>"] { … }`; the default brand also answers for `:root` so an unmarked page is themed. */
export function brandToCss(brand: Brand, options: { isDefault?: boolean } = {}): string {
  const selector = options.isDefault ? `:root, [data-brand="${brand.id}"]` : `[data-brand="${brand.id}"]`;
  const body = Object.entries(brandVariables(brand))
    .map(([k, v]) => `  ${k}: ${v};`)
    .join('\n');
  return `${selector} {\n${body}\n}\n`;
}

export function brandsToCss(list: readonly Brand[], defaultId: string): string {
  // Default first so partner rules, equally specific, win when data-brand is set.
  const ordered = [...list].sort((a, b) => Number(b.id === defaultId) - Number(a.id === defaultId));
  return ordered.map((b) => brandToCss(b, { isDefault: b.id === defaultId })).join('\n');
}

/**
 * The brands' stylesheet for a build (dist/brands.css): every brand is checked first, so a brand failing its
 * schema or WCAG AA contrast fails the build with a BrandError naming the field or pair.
 */
export function buildBrandsCss(list: readonly unknown[], defaultId: string): string {
  return brandsToCss(list.map(parseBrand), defaultId);
}

/** The logo as a data URI, so an <img> shows it without an asset pipeline (and without running its markup). */
export function logoDataUri(brand: Pick<Brand, 'logo'>): string {
  return `data:image/svg+xml,${encodeURIComponent(brand.logo.svg)}`;
}
