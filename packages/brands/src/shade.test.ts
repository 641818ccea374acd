import { describe, expect, it } from 'vitest';
import {
  brandFavicon,
  brandInitials,
  contrastRatio,
  explainContrastFailure,
  getBrand,
  nearestPassingShade,
  hasGenericFallback,
} from './index.js';

describe('nearestPassingShade', () => {
  it.each([
    // colour, against, required, shade
    // white text on a light orange: a mid grey (4.56:1)
    ['#ffffff', '#fdba74', 4.5, '#535353'],
    // the orange itself, darkened under white text (4.55:1)
    ['#fdba74', '#ffffff', 4.5, '#966e45'],
    // already passes (5.18:1): unchanged
    ['#c2410c', '#ffffff', 4.5, '#c2410c'],
    // grey on the same grey: white would give only 4.48:1, so nearly black (4.53:1)
    ['#777777', '#777777', 4.5, '#060606'],
    // a control border needs 3:1 only
    ['#9ca3af', '#ffffff', 3, '#8f95a0'],
    // dark ink on black is lightened, hue kept (4.55:1)
    ['#1e1b4b', '#000000', 4.5, '#74728f'],
  ])('%s against %s at %s:1 → %s', (colour, against, required, shade) => {
    expect(nearestPassingShade(colour, against, required)).toBe(shade);
  });

  it.each([
    ['#fdba74', '#ffffff'],
    ['#e5e7eb', '#f9fafb'],
    ['#0f172a', '#1e293b'],
    ['#3b82f6', '#2563eb'],
  ])('the shade of %s it gives against %s passes', (colour, against) => {
    const shade = nearestPassingShade(colour, against, 4.5);
    expect(contrastRatio(shade, against)).toBeGreaterThanOrEqual(4.5);
  });
});

describe('explainContrastFailure', () => {
  it('says what is hard to read, by how much, and the shades that would pass', () => {
    const { text, foregroundShade, backgroundShade } = explainContrastFailure(
      {
        foreground: 'onPrimary',
        background: 'primary',
        ratio: 1.8,
        required: 4.5,
        usedFor: 'primary button label',
        kind: 'text',
      },
      { foreground: '#ffffff', background: '#fdba74' },
    );
    expect(text).toBe(
      'Primary button label is hard to read: on primary #ffffff on primary #fdba74 has a contrast of 1.80 to 1, ' +
        'and needs at least 4.5 to 1. The nearest shades that pass: on primary #535353, or primary #966e45.',
    );
    expect([foregroundShade, backgroundShade]).toEqual(['#535353', '#966e45']);
  });

  it('calls a control or icon "hard to see"', () => {
    const { text } = explainContrastFailure(
      {
        foreground: 'border',
        background: 'surface',
        ratio: 1.2,
        required: 3,
        usedFor: 'form control borders',
        kind: 'ui',
      },
      { foreground: '#eeeeee', background: '#ffffff' },
    );
    expect(text).toMatch(/^Form control borders is hard to see: border #eeeeee on surface #ffffff/);
  });
});

describe('brandFavicon', () => {
  it.each([
    ['Acme Care', 'AC'],
    ['Sunrise', 'S'],
    ['  salud & vida clínica', 'SV'],
    ['Ärzte Nord', 'ÄN'],
    ['---', '?'],
  ])('initials of %j are %s', (name, initials) => {
    expect(brandInitials(name)).toBe(initials);
  });

  it('draws the initials in onPrimary on primary, the font list kept inside its attribute', () => {
    const acme = getBrand('acme')!;
    const svg = brandFavicon({
      ...acme,
      fonts: { ...acme.fonts, heading: '"Brand Serif" & Georgia, serif' },
    });
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg).toContain(
      `<rect width="64" height="64" rx="14" fill="${acme.palette[acme.colors.primary]}"/>`,
    );
    expect(svg).toContain(`fill="${acme.palette[acme.colors.onPrimary]}">AC</text>`);
    expect(svg).toContain('font-family="&quot;Brand Serif&quot; &amp; Georgia, serif"');
  });
});

describe('hasGenericFallback', () => {
  it.each([
    ['Inter, system-ui, sans-serif', true],
    ['Georgia, "Times New Roman", serif', true],
    ['  Verdana ,  SANS-SERIF ', true],
    ['"Brand Sans", Helvetica', false],
    ['Inter', false],
    ['"sans-serif"', false],
    ['serif, Georgia', false],
  ])('%j → %s', (stack, ok) => {
    expect(hasGenericFallback(stack)).toBe(ok);
  });
});
