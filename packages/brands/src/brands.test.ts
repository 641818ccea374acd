import { describe, expect, it } from 'vitest';
import carebridge from './carebridge.json' with { type: 'json' };
import {
  brandDataElement,
  brandDataIn,
  BrandError,
  brands,
  bundledBrands,
  installBrands,
  withBrandData,
  brandsToCss,
  buildBrandsCss,
  checkBrand,
  contrastRatio,
  DEFAULT_BRAND_ID,
  getBrand,
  logoDataUri,
  LOGO_MAX_LENGTH,
  parseBrand,
  resolveBrand,
} from './index.js';

describe('resolveBrand', () => {
  it.each([
    ['acme.localhost:8080', 'acme'],
    ['sunrise.portal.example.com', 'sunrise'],
    ['ACME.example.com', 'acme'],
    ['acme.example.com:443', 'acme'],
  ])('[BRAND-1] takes the brand from the first subdomain label: %s → %s', (host, id) => {
    expect(resolveBrand(host).id).toBe(id);
  });

  it.each([
    ['localhost:8080'],
    ['localhost'],
    ['dashboard.example.com'],
    ['dashboard-staging.example.com'],
    ['mylocalhost.test'],
    [`${DEFAULT_BRAND_ID}.example.com`],
    ['unknown-partner.example.com'],
    ['127.0.0.1:8080'],
    [''],
  ])('[BRAND-2] gives the default brand for %j', (host) => {
    expect(resolveBrand(host).id).toBe(DEFAULT_BRAND_ID);
  });
});

describe('a brand on its own domain', () => {
  it('[BRAND-1] is found by its origin host, which has no brand label', () => {
    const registry = brands.map((b) =>
      b.id === 'acme' ? { ...b, origin: 'https://portal.acme-health.com' } : b,
    );
    expect(resolveBrand('portal.acme-health.com', registry).id).toBe('acme');
    expect(resolveBrand('PORTAL.acme-health.com:443', registry).id).toBe('acme');
    expect(resolveBrand('portal.example.com', registry).id).toBe(DEFAULT_BRAND_ID);
    expect(resolveBrand('portal.acme-health.com').id).toBe(DEFAULT_BRAND_ID);
  });

  it.each([
    ['https://portal.acme-health.com', true],
    ['https://portal.acme-health.com/', true],
    ['http://acme.localhost:8080', true],
    ['https://portal.acme-health.com/app', false],
    ['https://portal.acme-health.com?x=1', false],
    ['ftp://portal.acme-health.com', false],
    ['portal.acme-health.com', false],
  ])('checks that origin %s is an origin alone: %s', (origin, ok) => {
    expect(checkBrand({ ...carebridge, origin }).ok).toBe(ok);
  });
});

describe('the registry', () => {
  it('holds the default brand and two partners, each valid', () => {
    expect(brands.map((b) => b.id)).toEqual(['carebridge', 'acme', 'sunrise']);
    for (const brand of brands) expect(checkBrand(brand).ok).toBe(true);
  });

  it('uses the spec success green #33a34e in every brand', () => {
    for (const brand of brands) expect(brand.palette[brand.colors.success]).toBe('#33a34e');
  });

  it('finds brands by id and answers undefined for an unknown one', () => {
    expect(getBrand('acme')?.name).toBe('Acme Care');
    expect(getBrand('nope')).toBeUndefined();
  });

  it('compiles every brand to CSS variables, the default also under :root', () => {
    const css = brandsToCss(brands, DEFAULT_BRAND_ID);
    expect(css).toContain(':root, [data-brand="carebridge"] {');
    expect(css).toContain('[data-brand="acme"] {\n  --color-primary: #5b21b6;');
    expect(css).toContain('--button-radius: 9999px;');
    expect(css.indexOf(':root')).toBeLessThan(css.indexOf('[data-brand="acme"]'));
  });

  it('gives the logo as a data URI an <img> can show', () => {
    expect(logoDataUri(brands[0]!)).toMatch(/^data:image\/svg\+xml,%3Csvg/);
  });
});

describe('contrast check', () => {
  it.each([
    ['#000000', '#ffffff', 21],
    ['#ffffff', '#ffffff', 1],
    ['#777777', '#ffffff', 4.48],
    ['#33a34e', '#ffffff', 3.24],
  ])('contrast of %s on %s is %d:1', (a, b, ratio) => {
    expect(contrastRatio(a, b)).toBeCloseTo(ratio, 1);
  });

  const withColours = (palette: Record<string, string>) => ({
    ...carebridge,
    palette: { ...carebridge.palette, ...palette },
  });

  it.each([
    [{ 'blue-800': '#7aa7e0' }, 'onPrimary on primary', 'primary button label'],
    [{ 'gray-700': '#9ca3af' }, 'onSurfaceMuted on surface', 'secondary text'],
    [{ 'gray-500': '#d1d5db' }, 'border on surface', 'form control borders'],
    [{ 'green-brand': '#a7f3d0' }, 'success on surface', 'success icon'],
    [{ 'red-700': '#f87171' }, 'danger on surface', 'error messages'],
  ])('[BRAND-4] rejects a brand failing WCAG AA and names the pair (%j)', (palette, pair, usedFor) => {
    const result = checkBrand(withColours(palette));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const message = result.errors.find((e) => e.startsWith(pair));
    expect(message).toMatch(/is \d+\.\d\d:1, needs (4\.5|3):1/);
    expect(message).toContain(usedFor);
    expect(() => parseBrand(withColours(palette))).toThrow(BrandError);
    expect(() => parseBrand(withColours(palette))).toThrow(`Brand "carebridge" is rejected: ${pair}`);
  });

  it('[BRAND-4] fails the build of brands.css naming the brand and the pair', () => {
    const failing = withColours({ 'blue-800': '#7aa7e0' });
    expect(() => buildBrandsCss([...brands, failing], DEFAULT_BRAND_ID)).toThrow(
      /^Brand "carebridge" is rejected: onPrimary on primary is \d+\.\d\d:1, needs 4\.5:1 \(primary button label\)/,
    );
    expect(buildBrandsCss(brands, DEFAULT_BRAND_ID)).toBe(brandsToCss(brands, DEFAULT_BRAND_ID));
  });

  it('passes text at 4.5:1 but a UI pair already at 3:1', () => {
    // #949494 on white is 3.03:1: enough for a control border, not for secondary text.
    const ok = checkBrand(withColours({ 'gray-500': '#949494' }));
    expect(ok.ok).toBe(true);
    const bad = checkBrand(withColours({ 'gray-700': '#949494' }));
    expect(bad.ok).toBe(false);
  });

  it.each([
    [
      { colors: { ...carebridge.colors, primary: 'no-such-colour' } },
      'colors.primary: names "no-such-colour"',
    ],
    [{ palette: { ...carebridge.palette, white: 'white' } }, 'palette.white: must be a hex colour'],
    [{ support: { ...carebridge.support, email: 'nope' } }, 'support.email'],
    [{ logo: { svg: '<svg onload="alert(1)"></svg>' } }, 'logo.svg: must not contain scripts'],
    [{ defaultUnits: { en: 'us', es: 'imperial' } }, 'defaultUnits.es: must be "us" or "metric"'],
    [{ defaultUnits: undefined }, 'defaultUnits'],
    [{ fonts: { ...carebridge.fonts, sans: 'Arial}</style><script>' } }, 'fonts.sans: must be a font list'],
    [
      { services: { mixpanelApiHost: 'http://mp.example.com' } },
      'services.mixpanelApiHost: must be an https',
    ],
    [
      { services: { chatScriptUrl: 'http://chat.example.com/l.js' } },
      'services.chatScriptUrl: must be an https',
    ],
    [{ services: { googleMapsKey: 'a key"><script>' } }, 'services.googleMapsKey: must be letters'],
    [{ services: { mapsSecret: 'x' } }, 'services: Unrecognized key'],
  ])('rejects a malformed brand file naming the field (%#)', (patch, expected) => {
    const result = checkBrand({ ...carebridge, ...patch });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors.join('\n')).toContain(expected);
  });
});

describe('the registry a server installs at start', () => {
  const fallback = bundledBrands[0]!;
  const newco = { ...fallback, id: 'newco', name: 'NewCo' };

  it('[BRAND-1] answers for the brands installed, a new one at its host too, until the bundled ones are back', () => {
    installBrands([...bundledBrands, newco]);
    expect(resolveBrand('newco.portal.example').name).toBe('NewCo');
    expect(brands.map((b) => b.id)).toContain('newco');
    installBrands(bundledBrands);
    expect(resolveBrand('newco.portal.example').id).toBe(DEFAULT_BRAND_ID);
  });

  it.each([
    [[newco], 'the default brand "carebridge" is missing'],
    [[...bundledBrands, newco, newco], 'the brand "newco" is given twice'],
  ])('refuses a registry that cannot serve every host (%#)', (list, message) => {
    expect(() => installBrands(list)).toThrow(message);
    expect(brands).toBe(bundledBrands);
  });
});

describe('the brand in a page', () => {
  it('is a JSON data block no value can end early, read back as it was written', () => {
    const tricky = { ...bundledBrands[0]!, name: 'Care </script><script>alert(1)</script>' };
    const element = brandDataElement(tricky);
    expect(element.match(/<\/script>/g)).toHaveLength(1);
    expect(brandDataIn(`<head>${element}</head>`)).toEqual(tricky);
    expect(brandDataIn('<head></head>')).toBeUndefined();
  });

  it('is replaced whole by another brand', () => {
    const page = `<head>${brandDataElement(bundledBrands[0]!)}</head>`;
    const acme = getBrand('acme')!;
    expect(brandDataIn(withBrandData(page, acme))).toEqual(acme);
  });
});

describe('the logo', () => {
  it('is refused over LOGO_MAX_LENGTH characters: every page carries it', () => {
    const long = `<svg xmlns="http://www.w3.org/2000/svg">${' '.repeat(LOGO_MAX_LENGTH)}</svg>`;
    const result = checkBrand({ ...carebridge, logo: { svg: long } });
    expect(result.ok).toBe(false);
    expect(result.ok ? [] : result.errors).toEqual([
      `logo.svg: must be at most ${LOGO_MAX_LENGTH} characters (every page carries it)`,
    ]);
    const longest = `<svg>${' '.repeat(LOGO_MAX_LENGTH - 11)}</svg>`;
    expect(checkBrand({ ...carebridge, logo: { svg: longest } }).ok).toBe(true);
  });
});
