import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_STEP_SECONDS, labConfigFromEnv } from './config.js';
import { HttpLabPartner } from './partner.js';
import { LabPartnerError, type KitOrder } from './types.js';

const PARTNER = {
  LAB_PARTNER_URL: 'https://lab.example/v1',
  LAB_PARTNER_API_KEY: 'key',
  LAB_WEBHOOK_SECRET: 'w'.repeat(32),
};

describe('the lab partner’s configuration', () => {
  it.each([
    ['nothing set, development', {}, 'development', { partner: false, sandbox: true, step: null }],
    [
      'the demo timer',
      { LAB_SANDBOX_STEP_SECONDS: 'development' },
      'development',
      { partner: false, sandbox: true, step: DEMO_STEP_SECONDS },
    ],
    [
      'a sped-up timer',
      { LAB_SANDBOX_STEP_SECONDS: '0.5' },
      'development',
      { partner: false, sandbox: true, step: 0.5 },
    ],
    [
      'the timer off',
      { LAB_SANDBOX_STEP_SECONDS: '0' },
      'development',
      { partner: false, sandbox: true, step: null },
    ],
    [
      'the demo timer in tests',
      { LAB_SANDBOX_STEP_SECONDS: 'development' },
      'test',
      { partner: false, sandbox: true, step: null },
    ],
    ['a partner', PARTNER, 'production', { partner: true, sandbox: false, step: null }],
    [
      'a partner, with npm start’s timer',
      { ...PARTNER, LAB_SANDBOX_STEP_SECONDS: 'development' },
      'development',
      { partner: true, sandbox: false, step: null },
    ],
    ['production without a partner', {}, 'production', { partner: false, sandbox: false, step: null }],
  ] as const)('[KIT-2] %s', (_, env, nodeEnv, expected) => {
    const config = labConfigFromEnv(env, nodeEnv);
    expect({
      partner: config.partner !== null,
      sandbox: config.sandbox,
      step: config.sandboxStepSeconds,
    }).toEqual(expected);
  });

  it.each([
    ['half a partner', { LAB_PARTNER_URL: 'https://lab.example' }, 'development', /go together/],
    [
      'plain http in production',
      { ...PARTNER, LAB_PARTNER_URL: 'http://lab.example' },
      'production',
      /https/,
    ],
    ['a short webhook secret', { ...PARTNER, LAB_WEBHOOK_SECRET: 'short' }, 'development', /32 characters/],
    ['a timer in production', { LAB_SANDBOX_STEP_SECONDS: '5' }, 'production', /never runs in production/],
    [
      'a timer beside a partner',
      { ...PARTNER, LAB_SANDBOX_STEP_SECONDS: '5' },
      'development',
      /beside a real lab partner/,
    ],
    [
      'a timer that is not a number',
      { LAB_SANDBOX_STEP_SECONDS: 'soon' },
      'development',
      /number of seconds/,
    ],
  ] as const)('[KIT-2] refuses to start with %s', (_, env, nodeEnv, message) => {
    expect(() => labConfigFromEnv(env, nodeEnv)).toThrow(message);
  });
});

const ACME = {
  BRAND_ACME_LAB_PARTNER_URL: 'https://lab.acme.example/v1',
  BRAND_ACME_LAB_PARTNER_API_KEY: 'acme-key',
  BRAND_ACME_LAB_WEBHOOK_SECRET: 'a'.repeat(32),
};
const BRANDS = ['carebridge', 'acme', 'new-plan'];

describe('the lab partner of each brand', () => {
  it.each([
    [
      'none of its own: every brand shares the deployment’s',
      PARTNER,
      'production',
      { own: [], shared: true },
    ],
    [
      'Acme’s own beside the deployment’s',
      { ...PARTNER, ...ACME },
      'production',
      { own: ['acme'], shared: true },
    ],
    ['Acme’s own and no deployment-wide one', ACME, 'production', { own: ['acme'], shared: false }],
    [
      'a hyphenated brand id',
      {
        BRAND_NEW_PLAN_LAB_PARTNER_URL: 'https://lab.new-plan.example',
        BRAND_NEW_PLAN_LAB_PARTNER_API_KEY: 'key',
        BRAND_NEW_PLAN_LAB_WEBHOOK_SECRET: 'n'.repeat(32),
      },
      'production',
      { own: ['new-plan'], shared: false },
    ],
    [
      'a brand this deployment does not serve',
      { BRAND_GLOBEX_LAB_PARTNER_URL: 'https://lab.globex.example', BRAND_GLOBEX_LAB_PARTNER_API_KEY: 'k' },
      'production',
      { own: [], shared: false },
    ],
  ] as const)('[issue 25] %s', (_, env, nodeEnv, expected) => {
    const config = labConfigFromEnv(env, nodeEnv, BRANDS);
    expect({ own: [...config.brandPartners.keys()], shared: config.partner !== null }).toEqual(expected);
  });

  it('[issue 25] a brand’s own partner is its variables’, not the deployment’s', () => {
    const config = labConfigFromEnv({ ...PARTNER, ...ACME }, 'production', BRANDS);
    expect(config.brandPartners.get('acme')).toMatchObject({
      baseUrl: 'https://lab.acme.example/v1',
      apiKey: 'acme-key',
      webhookSecret: 'a'.repeat(32),
    });
  });

  it('[issue 25] no sandbox lab beside a brand’s own partner, even without a deployment-wide one', () => {
    expect(labConfigFromEnv(ACME, 'development', BRANDS).sandbox).toBe(false);
  });

  it.each([
    [
      'half of Acme’s partner',
      { BRAND_ACME_LAB_PARTNER_URL: 'https://lab.acme.example' },
      'development',
      /BRAND_ACME_LAB_PARTNER_URL: .*BRAND_ACME_LAB_PARTNER_API_KEY and BRAND_ACME_LAB_WEBHOOK_SECRET go together/,
    ],
    [
      'Acme’s partner on plain http in production',
      { ...ACME, BRAND_ACME_LAB_PARTNER_URL: 'http://lab.acme.example' },
      'production',
      /BRAND_ACME_LAB_PARTNER_URL: must be https in production/,
    ],
    [
      'Acme’s partner at no URL',
      { ...ACME, BRAND_ACME_LAB_PARTNER_URL: 'lab.acme.example' },
      'development',
      /BRAND_ACME_LAB_PARTNER_URL: must be an http\(s\) URL/,
    ],
    [
      'a short webhook secret for Acme',
      { ...ACME, BRAND_ACME_LAB_WEBHOOK_SECRET: 'short' },
      'development',
      /BRAND_ACME_LAB_WEBHOOK_SECRET: must be at least 32 characters/,
    ],
    [
      'half of a hyphenated brand’s partner',
      { BRAND_NEW_PLAN_LAB_WEBHOOK_SECRET: 'n'.repeat(32) },
      'development',
      /BRAND_NEW_PLAN_LAB_PARTNER_URL: /,
    ],
    [
      'a timer beside a brand’s partner',
      { ...ACME, LAB_SANDBOX_STEP_SECONDS: '5' },
      'development',
      /beside a real lab partner/,
    ],
  ] as const)('[issue 25] refuses to start with %s', (_, env, nodeEnv, message) => {
    expect(() => labConfigFromEnv(env, nodeEnv, BRANDS)).toThrow(message);
  });
});

const ORDER: KitOrder = {
  orderId: '0b8e7c1a-6d1f-4a43-9a53-0a2f3c5d7e91',
  kitType: 'hba1c',
  patient: { first_name: 'Ana', last_name: 'Ruiz', date_of_birth: '1970-01-02' },
  phone: '617-555-0142',
  shipTo: { address1: '1 Main St', address2: null, city: 'Boston', state: 'MA', zip: '02110' },
};

describe('the lab partner’s HTTP client', () => {
  let server: Server | undefined;
  afterEach(async () => {
    await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
    server = undefined;
  });

  async function partnerAnswering(status: number, body: string, delayMs = 0) {
    server = createServer((_request, response) => {
      setTimeout(() => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(body);
      }, delayMs);
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    // A partner that answers at all answers well within the client's limit, even on a loaded machine; only the
    // late partner outlasts it.
    const timeoutMs = delayMs > 0 ? delayMs / 5 : 10_000;
    return new HttpLabPartner({ baseUrl, apiKey: 'key', webhookSecret: 'w'.repeat(32), timeoutMs });
  }

  it('[KIT-1] answers the partner’s reference for the order', async () => {
    const partner = await partnerAnswering(201, JSON.stringify({ id: 'LAB-77' }));
    await expect(partner.placeOrder(ORDER)).resolves.toEqual({ partnerOrderId: 'LAB-77' });
  });

  it.each([
    ['a refusal', 422, '{"error":"bad zip"}', 0],
    ['an unreadable answer', 201, '<html>', 0],
    ['an answer without an id', 201, '{"ok":true}', 0],
    ['no answer in time', 201, '{"id":"late"}', 1000],
  ])('[KIT-1] %s is a LabPartnerError', async (_, status, body, delayMs) => {
    const partner = await partnerAnswering(status, body, delayMs);
    await expect(partner.placeOrder(ORDER)).rejects.toBeInstanceOf(LabPartnerError);
  });
});
