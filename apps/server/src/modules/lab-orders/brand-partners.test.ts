import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import type { Db } from '../../db/database.js';
import { signCallback, SIGNATURE_HEADER, TIMESTAMP_HEADER } from '../../lib/webhook-signature.js';
import { testDatabases } from '../../test/databases.js';
import { testConfig } from '../../config.js';
import { seedPatientWithSession, testApp } from '../../test/helpers.js';

// [issue 25] Each brand is its own portal: a brand may have its own lab partner, the others share the deployment's.

const DEPLOYMENT_SECRET = 'deployment-lab-webhook-secret-0123456789';
const ACME_SECRET = 'acme-lab-webhook-secret-0123456789-abcdef';

/** A stand-in for one partner's order API: the orders it was sent, answered with its own reference. */
async function partnerServer(name: string) {
  const orders: Array<{ authorization: string | undefined; reference: string }> = [];
  const server: Server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk) => (text += chunk));
    request.on('end', () => {
      const { reference } = JSON.parse(text) as { reference: string };
      orders.push({ authorization: request.headers.authorization, reference });
      response.writeHead(201, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ id: `${name}-${orders.length}` }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  return { orders, url, close: () => new Promise((resolve) => server.close(resolve)) };
}

describe.each(testDatabases())('lab partners per brand on $name', (database) => {
  let db: Db;
  let app: App;
  let deployment: Awaited<ReturnType<typeof partnerServer>>;
  let acme: Awaited<ReturnType<typeof partnerServer>>;

  beforeAll(async () => {
    [deployment, acme] = await Promise.all([partnerServer('deployment'), partnerServer('acme')]);
    const env = {
      LAB_PARTNER_URL: deployment.url,
      LAB_PARTNER_API_KEY: 'deployment-api-key',
      LAB_WEBHOOK_SECRET: DEPLOYMENT_SECRET,
      BRAND_ACME_LAB_PARTNER_URL: acme.url,
      BRAND_ACME_LAB_PARTNER_API_KEY: 'acme-api-key',
      BRAND_ACME_LAB_WEBHOOK_SECRET: ACME_SECRET,
    };
    Object.assign(process.env, env);
    db = await database.open();
    try {
      ({ app } = await testApp(db));
    } finally {
      for (const key of Object.keys(env)) delete process.env[key];
    }
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    if (db) await database.close(db);
    await Promise.all([deployment?.close(), acme?.close()]);
  });

  async function orderOf(brand: string) {
    const seeded = await seedPatientWithSession(db, testConfig(), brand);
    await db
      .insertInto('patient_addresses')
      .values({
        id: randomUUID(),
        patient_id: seeded.patient.id,
        kind: 'primary',
        position: 0,
        address1: '12 Elm St',
        city: 'Boston',
        state: 'MA',
        zip: '02110',
      })
      .execute();
    const response = await app.inject({
      method: 'POST',
      url: '/v1/patient/lab-order',
      // What the request says of a brand decides nothing: the account's brand does
      headers: { ...seeded.headers, host: 'sunrise.localhost', 'x-forwarded-host': 'sunrise.localhost' },
      payload: { kit_type: 'hba1c', phone: '617-555-0142' },
    });
    expect(response.statusCode).toBe(201);
    return { ...seeded, orderId: response.json().content.id as string };
  }

  const send = (path: string, secret: string, orderId: string) => {
    const raw = JSON.stringify({
      event_id: `evt-${randomUUID()}`,
      type: 'order.status',
      order_id: orderId,
      status: 'order-received',
      occurred_at: new Date().toISOString(),
    });
    const timestamp = Math.floor(Date.now() / 1000);
    return app.inject({
      method: 'POST',
      url: path,
      headers: {
        'content-type': 'application/json',
        [TIMESTAMP_HEADER]: String(timestamp),
        [SIGNATURE_HEADER]: signCallback(secret, raw, timestamp),
      },
      payload: raw,
    });
  };
  const statusOf = async (headers: Record<string, string>, orderId: string) =>
    (
      await app.inject({ method: 'GET', url: `/v1/patient/labkit/details?order_id=${orderId}`, headers })
    ).json().content.labkitDetails[0].status as string;
  const lastPartnerAudit = () =>
    db
      .selectFrom('audit_log')
      .select(['outcome', 'error_code', 'patient_id'])
      .where('actor', '=', 'integration:lab-partner')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();

  it('[issue 25] an Acme patient’s kit goes to Acme’s partner, a Sunrise patient’s to the deployment’s', async () => {
    const ofAcme = await orderOf('acme');
    const ofSunrise = await orderOf('sunrise');
    expect(acme.orders.map((o) => o.reference)).toContain(ofAcme.orderId);
    expect(acme.orders.map((o) => o.reference)).not.toContain(ofSunrise.orderId);
    expect(acme.orders.find((o) => o.reference === ofAcme.orderId)?.authorization).toBe(
      'Bearer acme-api-key',
    );
    expect(deployment.orders).toEqual(
      expect.arrayContaining([{ authorization: 'Bearer deployment-api-key', reference: ofSunrise.orderId }]),
    );
    expect(deployment.orders.map((o) => o.reference)).not.toContain(ofAcme.orderId);
  });

  it('[issue 25] each partner reports on its own orders at its own webhook', async () => {
    const ofAcme = await orderOf('acme');
    const ofSunrise = await orderOf('sunrise');
    expect((await send('/v1/lab-partner/webhooks/acme', ACME_SECRET, ofAcme.orderId)).statusCode).toBe(200);
    expect((await send('/v1/lab-partner/webhooks', DEPLOYMENT_SECRET, ofSunrise.orderId)).statusCode).toBe(
      200,
    );
    expect(await statusOf(ofAcme.headers, ofAcme.orderId)).toBe('order-received');
    expect(await statusOf(ofSunrise.headers, ofSunrise.orderId)).toBe('order-received');
  });

  it('[issue 25] an event signed by Acme’s partner about a Sunrise patient’s order is refused, audited and changes nothing', async () => {
    const ofSunrise = await orderOf('sunrise');
    const response = await send('/v1/lab-partner/webhooks/acme', ACME_SECRET, ofSunrise.orderId);
    expect(response.statusCode).toBe(404);
    expect(await lastPartnerAudit()).toEqual({
      outcome: 'refused',
      error_code: 'NOT_FOUND',
      patient_id: null,
    });
    expect(await statusOf(ofSunrise.headers, ofSunrise.orderId)).toBe('lab-order-requested');
  });

  it.each([
    ['the deployment’s partner about an Acme order', '/v1/lab-partner/webhooks', DEPLOYMENT_SECRET, 404],
    ['Acme’s key at the deployment’s webhook', '/v1/lab-partner/webhooks', ACME_SECRET, 401],
    ['the deployment’s key at Acme’s webhook', '/v1/lab-partner/webhooks/acme', DEPLOYMENT_SECRET, 401],
    ['a brand with no partner of its own', '/v1/lab-partner/webhooks/sunrise', DEPLOYMENT_SECRET, 404],
    ['a brand this deployment does not serve', '/v1/lab-partner/webhooks/globex', ACME_SECRET, 404],
  ] as const)('[issue 25] %s is refused and changes nothing', async (_, path, secret, status) => {
    const ofAcme = await orderOf('acme');
    expect((await send(path, secret, ofAcme.orderId)).statusCode).toBe(status);
    expect((await lastPartnerAudit()).outcome).toBe('refused');
    expect(await statusOf(ofAcme.headers, ofAcme.orderId)).toBe('lab-order-requested');
  });
});
