import { brandDataElement, brands, faviconDataUri, getBrand } from '@portal/brands';
import { describe, expect, it } from 'vitest';
import { loginDocument } from './login-document';

/** The shape of the built index.html (vite build) the prerender writes into. */
const template = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <link rel="icon" href="/favicon.svg" />
    <title>Patient portal</title>
    <!-- English is the default language: its translations download with the app instead of after it -->
    <link rel="preload" href="/locales/en.json" as="fetch" crossorigin="anonymous" />
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/vendor-def456.js">
    <link rel="stylesheet" crossorigin href="/assets/index-0a1b2c.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const acme = getBrand('acme')!;
const stylesheets: Record<string, string> = { '/assets/index-0a1b2c.css': 'h1{color:red}' };
const stylesheet = (href: string) => stylesheets[href] ?? '';
const page = (language: 'en' | 'es', brand = acme) =>
  loginDocument(template, {
    brand,
    language,
    html: '<h1>Log in</h1>',
    loader: '/assets/after-paint-1.js',
    stylesheet,
  });

describe('the prerendered login document', () => {
  it.each([
    ['its language and brand on <html>', 'es', '<html lang="es" data-brand="acme">'],
    ['the brand in the title', 'en', '<title>Acme Care</title>'],
    [
      'the brand’s favicon as the icon',
      'en',
      `<link rel="icon" type="image/svg+xml" href="${faviconDataUri(acme)}" />`,
    ],
    [
      'the page in the root, marked with its language',
      'es',
      '<div id="root" data-prerendered="es" inert><h1>Log in</h1></div>',
    ],
    [
      'the app loaded after the first paint',
      'en',
      '<script type="module" crossorigin src="/assets/after-paint-1.js"></script>',
    ],
    ['the brand it was rendered for, as data the app reads', 'en', brandDataElement(acme)],
    [
      'the styles, inlined: the first paint needs them and waits for nothing else',
      'en',
      '<style>h1{color:red}</style>',
    ],
  ] as const)('[BRAND-3] [I18N-1] carries %s', (_what, language, expected) => {
    expect(page(language)).toContain(expected);
  });

  it.each([
    ['the app entry (it would run before the first paint)', '/assets/index-abc123.js'],
    ['module preloads (they would share the network with the first paint)', 'modulepreload'],
    ['the English translations (the text is in the page)', '/locales/en.json'],
    ['the comment about them', 'English is the default language'],
    ['an icon file the app would replace', '/favicon.svg'],
    ['the stylesheet’s own request', 'rel="stylesheet"'],
  ])('leaves out %s', (_what, absent) => {
    expect(page('es')).not.toContain(absent);
  });

  it('escapes a brand name for the title', () => {
    const brand = { ...brands[0]!, name: 'Care <&> Co' };
    expect(page('en', brand)).toContain('<title>Care &lt;&amp;&gt; Co</title>');
  });

  it('keeps a $ in the page as text', () => {
    const document = loginDocument(template, {
      brand: acme,
      language: 'en',
      html: '<p>$& costs $1</p>',
      loader: '/a.js',
      stylesheet,
    });
    expect(document).toContain('<p>$& costs $1</p>');
  });

  it('fails the build when the stylesheet would end its <style> element early', () => {
    expect(() =>
      loginDocument(template, {
        brand: acme,
        language: 'en',
        html: '',
        loader: '/a.js',
        stylesheet: () => 'a::after{content:"</style><script>"}',
      }),
    ).toThrow(/cannot be inlined/);
  });

  it('fails the build when index.html no longer has what it replaces', () => {
    expect(() =>
      loginDocument(template.replace('<div id="root"></div>', '<main></main>'), {
        brand: acme,
        language: 'en',
        html: '',
        loader: '/a.js',
        stylesheet,
      }),
    ).toThrow(/index\.html has no/);
  });
});
