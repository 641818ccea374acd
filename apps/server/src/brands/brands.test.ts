import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  brandDataElement,
  brandDataIn,
  brandFavicon,
  faviconDataUri,
  bundledBrands,
  getBrand,
  installBrands,
  type Brand,
} from '@portal/brands';
import { ConfigError, loadConfig, REPO_ROOT } from '../config.js';
import { securityHeaders } from '../http/security-headers.js';
import { registerStatic } from '../http/static.js';

const BUNDLED_DIR = join(REPO_ROOT, 'packages/brands/src');
const acme = getBrand('acme')!;

/** A partner no build has seen: Acme's tokens under another id, name and primary colour. */
const newco = {
  ...acme,
  id: 'newco',
  name: 'NewCo Health',
  palette: { ...acme.palette, 'teal-800': '#115e59' },
  colors: { ...acme.colors, primary: 'teal-800', link: 'teal-800' },
  services: {
    mixpanelToken: 'newco-token',
    mixpanelApiHost: 'https://mp.newco.example',
    googleMapsKey: 'AIza-newco',
  },
  // Not a brand field: dropped by the check, so it can never reach a page
  labApiKey: 'never-in-a-page',
};

/** A brands folder as an operator makes one: the bundled files copied, and theirs dropped in. */
function brandsDir(extra: Record<string, unknown>): string {
  const dir = mkdtempSync(join(tmpdir(), 'portal-brands-'));
  for (const file of readdirSync(BUNDLED_DIR).filter((name) => name.endsWith('.json')))
    copyFileSync(join(BUNDLED_DIR, file), join(dir, file));
  for (const [file, data] of Object.entries(extra))
    writeFileSync(join(dir, file), typeof data === 'string' ? data : JSON.stringify(data, null, 2));
  return dir;
}

const startWith = (env: Record<string, string>) =>
  loadConfig({
    JWT_SECRET: 's'.repeat(32),
    PORTAL_DATA_DIR: mkdtempSync(join(tmpdir(), 'portal-data-')),
    ...env,
  });

const builtBrotli = Buffer.from('the build’s own brotli');

/** The built portal's shape: its shell, and the login page the build prerendered for Acme. */
function builtPortal(): string {
  const dir = mkdtempSync(join(tmpdir(), 'portal-static-'));
  mkdirSync(join(dir, 'login'));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html>\n<html lang="en">\n  <head>\n    <link rel="icon" href="/favicon.svg" />\n' +
      '    <title>Patient portal</title>\n    <link rel="stylesheet" crossorigin href="/assets/index-1.css">\n' +
      '  </head>\n  <body><div id="root"></div></body>\n</html>\n',
  );
  // The default brand's as the build writes it, compressed beside it (at the quality the server does not spend)
  const fallback = getBrand('carebridge')!;
  const page =
    `<!doctype html><html lang="en" data-brand="carebridge"><head><title>${fallback.name}</title>` +
    `${brandDataElement(fallback)}</head><body><h1>Log in</h1></body></html>`;
  writeFileSync(join(dir, 'login', 'carebridge.en.html'), page);
  writeFileSync(join(dir, 'login', 'carebridge.en.html.br'), builtBrotli);
  writeFileSync(join(dir, 'login', 'carebridge.en.html.gz'), gzipSync(page));
  writeFileSync(
    join(dir, 'login', 'acme.en.html'),
    `<!doctype html><html lang="en" data-brand="acme"><head><title>Acme Care</title><style>h1{}</style>` +
      `${brandDataElement(acme)}</head><body><div id="root" data-prerendered="en" inert><h1>Log in</h1></div></body></html>`,
  );
  return dir;
}

const policyOf = (answer: { headers: Record<string, unknown> }) =>
  String(answer.headers['content-security-policy']);
const pageBrandOf = (html: string) => brandDataIn(html) as Brand;

describe('[BRAND-1] a brand file dropped into BRANDS_DIR is served at its host after a restart, with no build', () => {
  const folders: string[] = [];
  let app: FastifyInstance;
  beforeAll(async () => {
    const dir = brandsDir({ 'newco.json': newco });
    const staticDir = builtPortal();
    folders.push(dir, staticDir);
    const { brands } = startWith({ BRANDS_DIR: dir, BRAND_ACME_CHAT_APP_ID: 'acme-chat' });
    // What buildApp does with them (src/app.test.ts checks it does), without a database
    installBrands(brands);
    app = Fastify();
    securityHeaders(app);
    await registerStatic(app, staticDir);
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    installBrands(bundledBrands);
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });

  it('its host gets its name, its colours as CSS in the page, and the brand for the portal to read', async () => {
    for (const url of ['/', '/home/timeline', '/login']) {
      const answer = await app.inject({ url, headers: { host: 'newco.portal.example' } });
      expect(answer.statusCode).toBe(200);
      expect(answer.body).toContain('<html lang="en" data-brand="newco">');
      expect(answer.body).toContain('<title>NewCo Health</title>');
      expect(answer.body).toMatch(/<style>\[data-brand="newco"\] \{[^<]*--color-primary: #115e59;/);
      expect(pageBrandOf(answer.body)).toMatchObject({
        id: 'newco',
        name: 'NewCo Health',
        palette: newco.palette,
      });
      expect(answer.body).not.toContain('never-in-a-page');
    }
  });

  it('each brand host answers /favicon.svg with its own favicon, and its pages name it as their icon', async () => {
    const newcoIcon = await app.inject({ url: '/favicon.svg', headers: { host: 'newco.portal.example' } });
    expect(newcoIcon.statusCode).toBe(200);
    expect(newcoIcon.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(newcoIcon.body).toContain('<rect width="64" height="64" rx="14" fill="#115e59"/>');
    expect(newcoIcon.body).toContain('>NH</text>');
    const fallback = await app.inject({ url: '/favicon.svg', headers: { host: 'localhost' } });
    expect(fallback.body).toBe(brandFavicon(getBrand('carebridge')!));
    const { body } = await app.inject({ url: '/home', headers: { host: 'newco.portal.example' } });
    expect(body).toContain(
      `<link rel="icon" type="image/svg+xml" href="${faviconDataUri(getBrand('newco')!)}" />`,
    );
  });

  it('its CSS is inline, after the app’s stylesheet: nothing more to fetch before the first paint', async () => {
    const { body } = await app.inject({ url: '/login', headers: { host: 'newco.portal.example' } });
    const head = body.slice(0, body.indexOf('</head>'));
    expect(head.indexOf('<style>[data-brand="newco"]')).toBeGreaterThan(head.indexOf('rel="stylesheet"'));
    expect(head.match(/<link rel="stylesheet"/g)).toHaveLength(1);
  });

  it('a bundled brand unchanged keeps the login page the build prerendered for it', async () => {
    const { body } = await app.inject({ url: '/login', headers: { host: 'acme.portal.example' } });
    expect(body).toContain('<h1>Log in</h1>');
    expect(pageBrandOf(body)).toMatchObject({ id: 'acme', services: { chatAppId: 'acme-chat' } });
  });

  it('a login page left as the build wrote it goes out as the build compressed it; one with services, freshly', async () => {
    const asBuilt = await app.inject({ url: '/login', headers: { 'accept-encoding': 'br' } });
    expect(asBuilt.rawPayload).toEqual(builtBrotli);
    const acmePage = await app.inject({
      url: '/login',
      headers: { host: 'acme.portal.example', 'accept-encoding': 'br' },
    });
    expect(brotliDecompressSync(acmePage.rawPayload).toString()).toContain('acme-chat');
  });

  it('[SEC-5] each brand host’s policy allows only its own third parties', async () => {
    const at = (host: string) => app.inject({ url: '/home', headers: { host } });
    const newcoPolicy = policyOf(await at('newco.portal.example'));
    const acmePolicy = policyOf(await at('acme.portal.example'));
    const defaultPolicy = policyOf(await at('portal.example'));
    expect(newcoPolicy).toContain('https://mp.newco.example');
    expect(newcoPolicy).toContain('https://maps.googleapis.com');
    expect(newcoPolicy).not.toContain('intercom');
    expect(acmePolicy).toContain('https://widget.intercom.io');
    expect(acmePolicy).not.toMatch(/mixpanel|mp\.newco|maps\.googleapis/);
    expect(defaultPolicy).not.toMatch(/intercom|mixpanel|mp\.newco|maps\.googleapis/);
    // The API's answers carry the host's policy too
    const api = await app.inject({ url: '/v1/nothing-here', headers: { host: 'acme.portal.example' } });
    expect(policyOf(api)).not.toContain('mp.newco.example');
  });

  it('each brand’s page carries its own public ids, and no other brand’s', async () => {
    const newcoPage = pageBrandOf(
      (await app.inject({ url: '/', headers: { host: 'newco.portal.example' } })).body,
    );
    const acmePage = pageBrandOf(
      (await app.inject({ url: '/', headers: { host: 'acme.portal.example' } })).body,
    );
    expect(newcoPage.services).toEqual(newco.services);
    expect(acmePage.services).toEqual({ chatAppId: 'acme-chat' });
  });
});

describe('[BRAND-3] a brand file that fails its check stops the start, naming the brand and what fails', () => {
  const failing = (brand: object) => brandsDir({ 'newco.json': brand });
  it.each([
    [
      'a contrast pair below AA',
      failing({ ...newco, palette: { ...newco.palette, 'teal-800': '#a7f3d0' } }),
      /BRANDS_DIR: newco\.json: Brand "newco" is rejected: onPrimary on primary is 1\.\d\d:1, needs 4\.5:1 \(primary button label\)/,
    ],
    [
      'a missing field',
      failing({ ...newco, support: undefined }),
      /newco\.json: Brand "newco" is rejected: support: /,
    ],
    [
      'a file named after another brand',
      failing({ ...newco, id: 'other' }),
      /newco\.json holds the brand "other"/,
    ],
    ['a file that is not JSON', brandsDir({ 'newco.json': '{ "id": ' }), /newco\.json is not readable JSON/],
    [
      'an id its host would never reach',
      brandsDir({ 'dashboard-co.json': { ...newco, id: 'dashboard-co' } }),
      /dashboard-co\.json: the host dashboard-co\.<domain> would show the default brand/,
    ],
    [
      'a public id that is a URL',
      failing({ ...newco, services: { mixpanelToken: 'https://x.example/?t=1' } }),
      /services\.mixpanelToken: must be letters/,
    ],
  ])('%s', (_what, dir, message) => {
    expect(() => startWith({ BRANDS_DIR: dir })).toThrow(ConfigError);
    expect(() => startWith({ BRANDS_DIR: dir })).toThrow(message);
    rmSync(dir, { recursive: true, force: true });
  });

  it('a folder without the default brand, or no folder at all', () => {
    const dir = mkdtempSync(join(tmpdir(), 'portal-brands-'));
    writeFileSync(join(dir, 'newco.json'), JSON.stringify(newco));
    expect(() => startWith({ BRANDS_DIR: dir })).toThrow(/holds no carebridge\.json/);
    expect(() => startWith({ BRANDS_DIR: join(dir, 'missing') })).toThrow(
      /BRANDS_DIR: cannot read the folder/,
    );
    rmSync(dir, { recursive: true, force: true });
  });

  it('[issue 25] a dropped-in brand whose origin is another brand’s stops the start, naming both', () => {
    const dir = brandsDir({ 'newco.json': { ...newco, origin: 'https://acme.portal.example.com' } });
    expect(() => startWith({ BRANDS_DIR: dir, PUBLIC_ORIGIN: 'https://portal.example.com' })).toThrow(
      /PUBLIC_ORIGIN: brands "acme" and "newco" both have the origin https:\/\/acme\.portal\.example\.com/,
    );
    const own = brandsDir({ 'newco.json': { ...newco, origin: 'https://portal.newco-health.com' } });
    expect(startWith({ BRANDS_DIR: own, PUBLIC_ORIGIN: 'https://portal.example.com' }).brands).toContainEqual(
      expect.objectContaining({ id: 'newco', origin: 'https://portal.newco-health.com' }),
    );
    rmSync(dir, { recursive: true, force: true });
    rmSync(own, { recursive: true, force: true });
  });

  it('by default serves the bundled brands, the default first', () => {
    expect(startWith({}).brands.map((brand) => brand.id)).toEqual(bundledBrands.map((brand) => brand.id));
  });
});
