import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  labkitDetailsResponse,
  type Insight,
  LAB_KIT_RESULT_LOINC,
  LAB_KIT_TYPES,
  type LabOrderDetail,
  type TrendResponse,
} from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import type { Db } from '../../db/database.js';
import { signCallback, SIGNATURE_HEADER, TIMESTAMP_HEADER } from '../../lib/webhook-signature.js';
import { sandboxResults, SandboxLabPartner } from '../../providers/lab/sandbox.js';
import { testDatabases } from '../../test/databases.js';
import { appPerSuite, seedPatientWithSession, storeFhir, testApp } from '../../test/helpers.js';
import { recomputeInsights } from '../insights/service.js';
import { advanceDueSandboxOrders, advanceSandboxOrder } from './reports.js';
import type { LabOrderDeps } from './service.js';

const sandboxOnly = () => ({ partner: new SandboxLabPartner(), brand: null });

const PRIMARY = { address1: '12 Elm St', city: 'Boston', state: 'MA', zip: '02110' };
const NEW_ADDRESS = {
  address1: '400 Oak Ave',
  address2: 'Apt 3',
  city: 'Austin',
  state: 'tx',
  zip: '787011234',
};

async function savePrimaryAddress(db: Db, patientId: string) {
  await db
    .insertInto('patient_addresses')
    .values({ id: randomUUID(), patient_id: patientId, kind: 'primary', position: 0, ...PRIMARY })
    .execute();
}

type Headers = Record<string, string>;

/** The lab's steps after the patient's request, up to the results. */
const TO_PROCESSING = [
  'order-received',
  'order-fulfilled',
  'kit-delivered-to-patient',
  'kit-in-transit-to-lab',
  'test-samples-received',
  'kit-accessioned',
  'processing-results',
];

function api(app: () => App) {
  return {
    order: (headers: Headers, body: object, language = 'en') =>
      app().inject({
        method: 'POST',
        url: '/v1/patient/lab-order',
        headers: { ...headers, 'accept-language': language },
        payload: body,
      }),
    details: async (headers: Headers, orderId?: string) => {
      const response = await app().inject({
        method: 'GET',
        url: `/v1/patient/labkit/details${orderId ? `?order_id=${orderId}` : ''}`,
        headers,
      });
      return { response, orders: response.statusCode === 200 ? details(response.json()) : [] };
    },
    advance: (orderId: string, status?: string, remoteAddress?: string, headers: Headers = {}) =>
      app().inject({
        method: 'POST',
        url: '/v1/dev/lab/advance',
        payload: { order_id: orderId, ...(status ? { status } : {}) },
        headers,
        ...(remoteAddress ? { remoteAddress } : {}),
      }),
  };
}

const details = (json: unknown): LabOrderDetail[] =>
  labkitDetailsResponse.parse((json as { content: unknown }).content).labkitDetails;

describe.each(testDatabases())('lab kit orders with the sandbox lab on $name', (database) => {
  const suite = appPerSuite(database);
  const call = api(() => suite.app);

  async function patientWithAddress() {
    const seeded = await seedPatientWithSession(suite.db);
    await savePrimaryAddress(suite.db, seeded.patient.id);
    return seeded;
  }

  it('[KIT-1] orders a kit to the primary address; the history starts with the patient’s request', async () => {
    const { headers } = await patientWithAddress();
    const response = await call.order(headers, { kit_type: 'hba1c', phone: '617-555-0142' });
    expect(response.statusCode).toBe(201);
    const order = response.json().content as LabOrderDetail;
    expect(order).toMatchObject({
      kit_type: 'hba1c',
      status: 'lab-order-requested',
      phone: '617-555-0142',
      ship_to: 'primary',
      shipping_address: { ...PRIMARY, address2: null },
      insight_id: null,
      results: [],
    });
    expect(order.history).toEqual([
      { status: 'lab-order-requested', at: order.created_at, source: 'patient' },
    ]);
  });

  it('[KIT-1] orders a kit to a new shipping address, stored as the onboarding rules write it', async () => {
    const { headers } = await patientWithAddress();
    const response = await call.order(headers, {
      kit_type: 'lipid_panel',
      phone: '617-555-0142',
      shipping_address: NEW_ADDRESS,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().content).toMatchObject({
      ship_to: 'new',
      shipping_address: {
        address1: '400 Oak Ave',
        address2: 'Apt 3',
        city: 'Austin',
        state: 'TX',
        zip: '78701-1234',
      },
    });
  });

  it.each([
    [
      'en',
      'LAB_ORDER_ADDRESS_REQUIRED - You have no primary address saved. Please enter a shipping address.',
    ],
    [
      'es',
      'LAB_ORDER_ADDRESS_REQUIRED - No tiene una dirección principal guardada. Escriba una dirección de envío.',
    ],
  ])('[KIT-1] without a primary address a new one is needed (%s)', async (language, error) => {
    const { headers } = await seedPatientWithSession(suite.db);
    const response = await call.order(headers, { kit_type: 'hba1c', phone: '617-555-0142' }, language);
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toBe(error);
    expect((await call.details(headers)).orders).toEqual([]);
  });

  it.each([
    [{ kit_type: 'hba1c', phone: '6175550142' }, /^VALIDATION_FAILED - Enter a 10-digit mobile number/],
    [{ kit_type: 'dna', phone: '617-555-0142' }, /^VALIDATION_FAILED - Kit is not valid/],
    [
      { kit_type: 'fit', phone: '617-555-0142', shipping_address: { ...NEW_ADDRESS, zip: '7870' } },
      /^VALIDATION_FAILED - Shipping address: the ZIP code must have 5 or 9 digits/,
    ],
  ])('[KIT-1] refuses a bad order %j and stores nothing', async (body, error) => {
    const { headers } = await patientWithAddress();
    const response = await call.order(headers, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(error);
    expect((await call.details(headers)).orders).toEqual([]);
  });

  it('[KIT-1] one open order per kit: a second one is refused until the first has its results', async () => {
    const { headers } = await patientWithAddress();
    expect((await call.order(headers, { kit_type: 'fit', phone: '617-555-0142' })).statusCode).toBe(201);
    const again = await call.order(headers, { kit_type: 'fit', phone: '617-555-0142' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatch(/^LAB_ORDER_ALREADY_OPEN - /);
    expect((await call.order(headers, { kit_type: 'hba1c', phone: '617-555-0142' })).statusCode).toBe(201);
  });

  it('[KIT-1] ordering from a care gap needs a gap of the patient’s: 404, nothing stored', async () => {
    const { headers } = await patientWithAddress();
    const body = { kit_type: 'hba1c', phone: '617-555-0142', insight_id: randomUUID() };
    expect((await call.order(headers, body)).statusCode).toBe(404);
    const request = await suite.app.inject({
      method: 'POST',
      url: '/v1/patient/lab-order-request',
      headers,
      payload: { insight_id: body.insight_id },
    });
    expect(request.statusCode).toBe(404);
    expect((await call.details(headers)).orders).toEqual([]);
  });

  it('[KIT-2] the sandbox lab walks an order through every status to results, each step with its time and source', async () => {
    const { headers } = await patientWithAddress();
    const created = (await call.order(headers, { kit_type: 'hba1c', phone: '617-555-0142' })).json().content;
    const reached: string[] = [];
    for (let step = 0; step < 8; step += 1) {
      const moved = await call.advance(created.id);
      expect(moved.statusCode).toBe(200);
      reached.push(moved.json().content.status);
    }
    expect(reached).toEqual([...TO_PROCESSING, 'results-ready']);
    const [order] = (await call.details(headers, created.id)).orders;
    expect(order!.status).toBe('results-ready');
    expect(order!.history.map((step) => [step.status, step.source])).toEqual([
      ['lab-order-requested', 'patient'],
      ...reached.map((status) => [status, 'sandbox']),
    ]);
    const times = order!.history.map((step) => Date.parse(step.at));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(order!.results).toEqual([
      expect.objectContaining({
        loinc: '4548-4',
        value: 6.8,
        unit: '%',
        reference_range: { low: null, high: 5.6, unit: '%', text: null },
      }),
    ]);
    // Stored like any imported observation: it is in the HbA1c trend.
    const trend = await suite.app.inject({ method: 'GET', url: '/v1/patient/trends/labs/HbA1c', headers });
    expect((trend.json().content as TrendResponse).data).toEqual([
      expect.objectContaining({ value: 6.8, unit: '%', loinc: '4548-4', source: 'lab-kit' }),
    ]);
    // Nothing comes after results-ready from the lab; closing the gap is the server's.
    const after = await call.advance(created.id);
    expect(after.statusCode).toBe(409);
  });

  it.each([
    [
      'en',
      'LAB_ORDER_TRANSITION_REFUSED - This kit order cannot move from lab-order-requested to results-ready.',
    ],
    [
      'es',
      'LAB_ORDER_TRANSITION_REFUSED - Este pedido de kit no puede pasar de lab-order-requested a results-ready.',
    ],
  ])(
    '[KIT-2] a transition the lifecycle does not allow is refused and changes nothing (%s)',
    async (language, error) => {
      const { headers } = await patientWithAddress();
      const created = (await call.order(headers, { kit_type: 'fit', phone: '617-555-0142' })).json().content;
      const refused = await call.advance(created.id, 'results-ready', undefined, {
        'accept-language': language,
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error).toBe(error);
      const [order] = (await call.details(headers, created.id)).orders;
      expect(order!.status).toBe('lab-order-requested');
      expect(order!.history).toHaveLength(1);
    },
  );

  it('[KIT-2] an unknown status is kept and shown raw; the lifecycle goes on from where it was', async () => {
    const { headers } = await patientWithAddress();
    const created = (await call.order(headers, { kit_type: 'fit', phone: '617-555-0142' })).json().content;
    expect((await call.advance(created.id, 'kit-held-at-customs')).statusCode).toBe(200);
    let [order] = (await call.details(headers, created.id)).orders;
    expect(order!.status).toBe('kit-held-at-customs');
    expect(order!.history.at(-1)).toMatchObject({ status: 'kit-held-at-customs', source: 'sandbox' });
    expect((await call.advance(created.id)).json().content.status).toBe('order-received');
    [order] = (await call.details(headers, created.id)).orders;
    expect(order!.status).toBe('order-received');
  });

  it('[KIT-2] a patient reaches only their own orders', async () => {
    const owner = await patientWithAddress();
    const other = await patientWithAddress();
    const created = (await call.order(owner.headers, { kit_type: 'hba1c', phone: '617-555-0142' })).json()
      .content;
    const theirs = await call.details(other.headers, created.id);
    expect(theirs.response.statusCode).toBe(404);
    expect(theirs.response.json().error).toMatch(/^NOT_FOUND - /);
    expect((await call.details(other.headers)).orders).toEqual([]);
    const list = await suite.app.inject({
      method: 'GET',
      url: '/v1/patient/lab-order',
      headers: other.headers,
    });
    expect(list.json().content).toEqual({ orders: [] });
    const mine = await suite.app.inject({
      method: 'GET',
      url: '/v1/patient/lab-order',
      headers: owner.headers,
    });
    expect(mine.json().content.orders.map((o: { id: string }) => o.id)).toEqual([created.id]);
  });

  it.each([
    ['another machine', '10.0.0.7', {}],
    ['a request relayed by a local proxy', '127.0.0.1', { 'x-forwarded-for': '203.0.113.9' }],
  ])('[KIT-2] the sandbox lab answers only this machine: not %s', async (_, remoteAddress, headers) => {
    const owner = await patientWithAddress();
    const created = (await call.order(owner.headers, { kit_type: 'hba1c', phone: '617-555-0142' })).json()
      .content;
    expect((await call.advance(created.id, undefined, remoteAddress, headers)).statusCode).toBe(404);
    expect((await call.details(owner.headers, created.id)).orders[0]!.status).toBe('lab-order-requested');
  });

  /** A patient with diabetes whose last HbA1c is two years old: an open HbA1c monitoring gap. */
  async function patientWithOpenHbA1cGap() {
    const seeded = await patientWithAddress();
    const twoYearsAgo = new Date(Date.now() - 2 * 365 * 86_400_000).toISOString();
    const resources = [
      {
        resourceType: 'Condition',
        id: `dm-${seeded.patient.id}`,
        code: {
          coding: [
            { system: 'http://snomed.info/sct', code: '44054006', display: 'Diabetes mellitus type 2' },
          ],
        },
        clinicalStatus: { coding: [{ code: 'active' }] },
        onsetDateTime: '2015-03-01T00:00:00Z',
      },
      {
        resourceType: 'Observation',
        id: `a1c-${seeded.patient.id}`,
        status: 'final',
        code: { coding: [{ system: 'http://loinc.org', code: '4548-4', display: 'Hemoglobin A1c' }] },
        effectiveDateTime: twoYearsAgo,
        valueQuantity: { value: 7.4, unit: '%' },
      },
    ];
    await storeFhir(suite.db, seeded.patient.id, resources);
    await recomputeInsights({ db: suite.db }, seeded.patient.id);
    const insights = await suite.app.inject({
      method: 'GET',
      url: '/v1/patient/insights',
      headers: seeded.headers,
    });
    const screeners = insights.json().content.patient_screeners as Insight[];
    const gap = screeners.find((i) => i.rule === 'hba1c_monitoring')!;
    expect(gap).toMatchObject({ status: 'open', action: { kind: 'order_kit', kit_type: 'hba1c' } });
    return { ...seeded, gap, screeners };
  }

  it('[KIT-1] a kit requested from a care gap starts from the kit it offers, the account’s phone and the primary address', async () => {
    const { headers, patient, gap, screeners } = await patientWithOpenHbA1cGap();
    const request = (insightId: string) =>
      suite.app.inject({
        method: 'POST',
        url: '/v1/patient/lab-order-request',
        headers,
        payload: { insight_id: insightId },
      });
    const answer = await request(gap.id);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().content).toEqual({
      insight_id: gap.id,
      kit_type: 'hba1c',
      phone: patient.phone,
      primary_address: { ...PRIMARY, address2: null },
      open_order: null,
    });
    const noKit = screeners.find((i) => i.action?.kind !== 'order_kit')!;
    expect((await request(noKit.id)).json().error).toMatch(/^LAB_KIT_NOT_OFFERED - /);
    const ordered = await call.order(headers, {
      kit_type: 'hba1c',
      phone: '617-555-0142',
      insight_id: gap.id,
    });
    expect((await request(gap.id)).json().content.open_order.id).toBe(ordered.json().content.id);
    // Another patient's gap is not found.
    const other = await patientWithAddress();
    expect(
      (await call.order(other.headers, { kit_type: 'hba1c', phone: '617-555-0142', insight_id: gap.id }))
        .statusCode,
    ).toBe(404);
  });

  it('[KIT-2] the result that closes the care gap which asked for the kit moves the order to care-gap-closed', async () => {
    const { headers, gap } = await patientWithOpenHbA1cGap();
    const wrongKit = await call.order(headers, {
      kit_type: 'fit',
      phone: '617-555-0142',
      insight_id: gap.id,
    });
    expect(wrongKit.json().error).toMatch(/^LAB_KIT_NOT_OFFERED - /);
    const created = await call.order(headers, {
      kit_type: 'hba1c',
      phone: '617-555-0142',
      insight_id: gap.id,
    });
    const orderId = created.json().content.id as string;
    let clock = new Date();
    const deps: LabOrderDeps = { db: suite.db, now: () => clock, partnerOf: sandboxOnly };
    // The demo's timer: nothing is due until a step's time has passed, then one step per order per tick
    // (the suite's other open sandbox orders move along too).
    const steps = async () => (await call.details(headers, orderId)).orders[0]!.history.length;
    expect(await advanceDueSandboxOrders(deps, { stepSeconds: 60 })).toBe(0);
    for (let tick = 1; tick <= 8; tick += 1) {
      clock = new Date(clock.getTime() + 61_000);
      expect(await advanceDueSandboxOrders(deps, { stepSeconds: 60 })).toBeGreaterThanOrEqual(1);
      // Each tick one step; the last files the results, and the gap they close closes the order too.
      expect(await steps()).toBe(tick < 8 ? 1 + tick : 1 + tick + 1);
    }
    const [order] = (await call.details(headers, orderId)).orders;
    expect(order!.history.slice(-2).map((step) => [step.status, step.source])).toEqual([
      ['results-ready', 'sandbox'],
      ['care-gap-closed', 'system'],
    ]);
    expect(order!.status).toBe('care-gap-closed');
    const insight = await suite.app.inject({ method: 'GET', url: `/v1/patient/insights/${gap.id}`, headers });
    expect(insight.json().content).toMatchObject({
      status: 'closed',
      decided_by: { code: '4548-4', value: 6.8 },
    });
    // A closed order is not the timer's any more.
    clock = new Date(clock.getTime() + 61_000);
    await advanceDueSandboxOrders(deps, { stepSeconds: 60 });
    expect(await steps()).toBe(10);
    expect((await advanceSandboxOrder(deps, { orderId, dueBefore: clock })) ?? null).toBeNull();
  });

  it('[KIT-2] a kit ordered from the lab-kits page, not from the gap, still closes the gap it answers and reaches care-gap-closed', async () => {
    const { headers, gap } = await patientWithOpenHbA1cGap();
    const created = await call.order(headers, { kit_type: 'hba1c', phone: '617-555-0142' });
    const orderId = created.json().content.id as string;
    expect(created.json().content.insight_id).toBe(gap.id);
    let clock = new Date();
    const deps: LabOrderDeps = { db: suite.db, now: () => clock, partnerOf: sandboxOnly };
    for (let tick = 1; tick <= 8; tick += 1) {
      clock = new Date(clock.getTime() + 61_000);
      await advanceDueSandboxOrders(deps, { stepSeconds: 60 });
    }
    const [order] = (await call.details(headers, orderId)).orders;
    expect(order!.status).toBe('care-gap-closed');
    const insight = await suite.app.inject({ method: 'GET', url: `/v1/patient/insights/${gap.id}`, headers });
    expect(insight.json().content.status).toBe('closed');
  });
});

describe('the sandbox lab’s results', () => {
  it.each(LAB_KIT_TYPES)('[KIT-2] %s: LOINC-coded observations with units and reference ranges', (kit) => {
    const results = sandboxResults(kit, randomUUID(), new Date());
    expect(results.map((o) => o.code.coding![0]!.code)).toEqual([...LAB_KIT_RESULT_LOINC[kit]]);
    for (const observation of results) {
      expect(observation.code.coding![0]!.system).toBe('http://loinc.org');
      expect(observation.referenceRange?.length).toBe(1);
      if (kit !== 'fit') expect(observation.valueQuantity?.unit).toBeTruthy();
    }
  });
});

// ---------------------------------------------------------------------------------------------------------
// With a real partner: its HTTP API (a local fake) and its signed webhooks

const WEBHOOK_SECRET = 'lab-webhook-secret-0123456789-abcdefgh';

describe.each(testDatabases())('lab kit orders with a lab partner on $name', (database) => {
  let db: Db;
  let app: App;
  let messages: Awaited<ReturnType<typeof testApp>>['messages'];
  let partner: Server;
  const received: Array<{ headers: IncomingMessage['headers']; body: Record<string, unknown> }> = [];
  let partnerDown = false;
  const call = api(() => app);

  beforeAll(async () => {
    partner = createServer((request, response) => {
      let text = '';
      request.on('data', (chunk) => (text += chunk));
      request.on('end', () => {
        received.push({ headers: request.headers, body: JSON.parse(text) });
        response.writeHead(partnerDown ? 502 : 201, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ id: `P-${received.length}` }));
      });
    });
    await new Promise<void>((resolve) => partner.listen(0, '127.0.0.1', resolve));
    const env = {
      LAB_PARTNER_URL: `http://127.0.0.1:${(partner.address() as AddressInfo).port}/v1`,
      LAB_PARTNER_API_KEY: 'partner-api-key',
      LAB_WEBHOOK_SECRET: WEBHOOK_SECRET,
    };
    Object.assign(process.env, env);
    db = await database.open();
    try {
      ({ app, messages } = await testApp(db));
    } finally {
      for (const key of Object.keys(env)) delete process.env[key];
    }
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    if (db) await database.close(db);
    await new Promise((resolve) => partner.close(resolve));
  });

  async function placedOrder() {
    const seeded = await seedPatientWithSession(db);
    await savePrimaryAddress(db, seeded.patient.id);
    const response = await call.order(seeded.headers, { kit_type: 'hba1c', phone: '617-555-0142' });
    expect(response.statusCode).toBe(201);
    return { ...seeded, orderId: response.json().content.id as string };
  }

  const send = (payload: object, options: { secret?: string; timestamp?: number; raw?: string } = {}) => {
    const raw = options.raw ?? JSON.stringify(payload);
    const timestamp = options.timestamp ?? Math.floor(Date.now() / 1000);
    return app.inject({
      method: 'POST',
      url: '/v1/lab-partner/webhooks',
      headers: {
        'content-type': 'application/json',
        [TIMESTAMP_HEADER]: String(timestamp),
        [SIGNATURE_HEADER]: signCallback(options.secret ?? WEBHOOK_SECRET, raw, timestamp),
      },
      payload: raw,
    });
  };
  const statusEvent = (orderId: string, status: string, minute = 0) => ({
    event_id: `evt-${randomUUID()}`,
    type: 'order.status',
    order_id: orderId,
    status,
    occurred_at: new Date(Date.now() + minute * 60_000).toISOString(),
  });
  /** The partner's last audited call; a forged one names no patient, as nothing it says is believed. */
  const lastPartnerAudit = () =>
    db
      .selectFrom('audit_log')
      .select(['outcome', 'error_code', 'resource', 'patient_id'])
      .where('actor', '=', 'integration:lab-partner')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
  const historyOf = async (headers: Headers, orderId: string) =>
    (await call.details(headers, orderId)).orders[0]!.history.map((step) => step.status);

  it('[PROF-7] the partner shipping the kit sends one notice, whatever the partner repeats', async () => {
    const { patient, orderId } = await placedOrder();
    const told = () => messages.sent.filter((m) => m.to === patient.email);
    expect((await send(statusEvent(orderId, 'order-received', 1))).statusCode).toBe(200);
    expect(told()).toEqual([]);
    const shipped = statusEvent(orderId, 'order-fulfilled', 2);
    expect((await send(shipped)).statusCode).toBe(200);
    expect(told().map((m) => m.subject)).toEqual(['New information in your CareBridge Health portal']);
    // The same event again, and the same step under a new event id: neither is news
    expect((await send(shipped)).statusCode).toBe(200);
    expect((await send(statusEvent(orderId, 'order-fulfilled', 3))).statusCode).toBe(200);
    expect(told()).toHaveLength(1);
  });

  it('[KIT-1] places the order with the partner: bearer key, our order id as idempotency key, no more than it needs', async () => {
    const { orderId, patient } = await placedOrder();
    const sent = received.at(-1)!;
    expect(sent.headers.authorization).toBe('Bearer partner-api-key');
    expect(sent.headers['idempotency-key']).toBe(orderId);
    expect(sent.body).toEqual({
      reference: orderId,
      kit: 'hba1c',
      patient: {
        first_name: patient.first_name,
        last_name: patient.last_name,
        date_of_birth: patient.date_of_birth,
        phone: '617-555-0142',
      },
      ship_to: { ...PRIMARY, address2: null },
    });
  });

  it('[KIT-1] when the partner does not take the order: 503 and nothing is kept', async () => {
    const seeded = await seedPatientWithSession(db);
    await savePrimaryAddress(db, seeded.patient.id);
    partnerDown = true;
    try {
      const response = await call.order(seeded.headers, { kit_type: 'fit', phone: '617-555-0142' });
      expect(response.statusCode).toBe(503);
      expect(response.json().error).toMatch(/^LAB_PARTNER_UNAVAILABLE - /);
    } finally {
      partnerDown = false;
    }
    expect((await call.details(seeded.headers)).orders).toEqual([]);
    // The kit can be ordered again once the partner answers.
    expect((await call.order(seeded.headers, { kit_type: 'fit', phone: '617-555-0142' })).statusCode).toBe(
      201,
    );
  });

  it('[KIT-2] the sandbox lab does not exist beside a real partner', async () => {
    const { orderId } = await placedOrder();
    expect((await call.advance(orderId)).statusCode).toBe(404);
  });

  it('[KIT-2] a signed status event moves the order; its retry changes nothing', async () => {
    const { headers, orderId } = await placedOrder();
    const event = statusEvent(orderId, 'order-received');
    const first = await send(event);
    expect(first.statusCode).toBe(200);
    expect(first.json().content).toEqual({ order_id: orderId, status: 'order-received', duplicate: false });
    const retry = await send(event);
    expect(retry.statusCode).toBe(200);
    expect(retry.json().content.duplicate).toBe(true);
    expect(await historyOf(headers, orderId)).toEqual(['lab-order-requested', 'order-received']);
    const [order] = (await call.details(headers, orderId)).orders;
    expect(order!.history[1]).toEqual({ status: 'order-received', at: event.occurred_at, source: 'partner' });
  });

  it.each([
    ['forged (signed with another key)', { secret: 'not-the-partner-secret-0123456789abcdef' }],
    ['stale (signed ten minutes ago)', { timestamp: Math.floor(Date.now() / 1000) - 600 }],
    ['from the future', { timestamp: Math.floor(Date.now() / 1000) + 600 }],
  ])('[KIT-2] a %s webhook is refused, audited and changes nothing', async (_, options) => {
    const { headers, orderId } = await placedOrder();
    const response = await send(statusEvent(orderId, 'order-received'), options);
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toMatch(/^WEBHOOK_SIGNATURE_INVALID - /);
    expect(await historyOf(headers, orderId)).toEqual(['lab-order-requested']);
    expect(await lastPartnerAudit()).toEqual({
      outcome: 'refused',
      error_code: 'WEBHOOK_SIGNATURE_INVALID',
      resource: 'lab.order',
      patient_id: null,
    });
  });

  it('[KIT-2] a body changed after signing is refused', async () => {
    const { headers, orderId } = await placedOrder();
    const event = statusEvent(orderId, 'order-received');
    const timestamp = Math.floor(Date.now() / 1000);
    const signature = signCallback(WEBHOOK_SECRET, JSON.stringify(event), timestamp);
    const tampered = await app.inject({
      method: 'POST',
      url: '/v1/lab-partner/webhooks',
      headers: {
        'content-type': 'application/json',
        [TIMESTAMP_HEADER]: String(timestamp),
        [SIGNATURE_HEADER]: signature,
      },
      payload: JSON.stringify({ ...event, status: 'kit-fulfillment-canceled' }),
    });
    expect(tampered.statusCode).toBe(401);
    expect(await historyOf(headers, orderId)).toEqual(['lab-order-requested']);
  });

  it('[KIT-2] a replayed event id with other content is refused and changes nothing', async () => {
    const { headers, orderId } = await placedOrder();
    const event = statusEvent(orderId, 'order-received');
    expect((await send(event)).statusCode).toBe(200);
    const replay = await send({ ...event, status: 'kit-fulfillment-canceled' });
    expect(replay.statusCode).toBe(409);
    expect(replay.json().error).toMatch(/^CALLBACK_REPLAYED - /);
    expect(await historyOf(headers, orderId)).toEqual(['lab-order-requested', 'order-received']);
  });

  it('[KIT-2] an event for another partner’s or no order is 404', async () => {
    expect((await send(statusEvent(randomUUID(), 'order-received'))).statusCode).toBe(404);
  });

  it('[KIT-2] out of order: a skipped step is refused until the missing one arrives; a late one changes nothing', async () => {
    const { headers, orderId, patient } = await placedOrder();
    const fulfilled = statusEvent(orderId, 'order-fulfilled', 2);
    const early = await send(fulfilled);
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toMatch(/^LAB_ORDER_TRANSITION_REFUSED - /);
    // The refusal is audited against the patient whose order the event was about.
    expect(await lastPartnerAudit()).toEqual({
      outcome: 'refused',
      error_code: 'LAB_ORDER_TRANSITION_REFUSED',
      resource: 'lab.order',
      patient_id: patient.id,
    });
    expect((await send(statusEvent(orderId, 'order-received', 1))).statusCode).toBe(200);
    // The partner's retry of the refused event now applies (its event id was not kept).
    expect((await send(fulfilled)).json().content.status).toBe('order-fulfilled');
    // A late copy of an earlier step, under a new event id.
    const late = await send(statusEvent(orderId, 'order-received', 1));
    expect(late.statusCode).toBe(200);
    expect(late.json().content.status).toBe('order-fulfilled');
    expect(await historyOf(headers, orderId)).toEqual([
      'lab-order-requested',
      'order-received',
      'order-fulfilled',
    ]);
  });

  it('[KIT-2] results arrive as FHIR Observations, are stored with the patient’s observations and show in Trends', async () => {
    const { headers, orderId } = await placedOrder();
    for (const [minute, status] of TO_PROCESSING.entries()) {
      expect((await send(statusEvent(orderId, status, minute))).statusCode).toBe(200);
    }
    const observation = {
      resourceType: 'Observation',
      id: 'partner-obs-1',
      status: 'final',
      code: { coding: [{ system: 'http://loinc.org', code: '4548-4', display: 'Hemoglobin A1c' }] },
      effectiveDateTime: '2026-11-20T09:00:00Z',
      valueQuantity: { value: 7.1, unit: '%', system: 'http://unitsofmeasure.org', code: '%' },
      referenceRange: [{ high: { value: 5.6, unit: '%' } }],
    };
    const results = {
      event_id: `evt-${randomUUID()}`,
      type: 'order.results',
      order_id: orderId,
      occurred_at: new Date(Date.now() + 10 * 60_000).toISOString(),
      observations: [observation],
    };
    const filed = await send(results);
    expect(filed.statusCode).toBe(200);
    expect(filed.json().content.status).toBe('results-ready');
    const [order] = (await call.details(headers, orderId)).orders;
    expect(order!.results).toEqual([
      {
        loinc: '4548-4',
        display: 'Hemoglobin A1c',
        value: 7.1,
        value_text: null,
        unit: '%',
        reference_range: { low: null, high: 5.6, unit: '%', text: null },
        date: '2026-11-20T09:00:00.000Z',
      },
    ]);
    const trend = await app.inject({ method: 'GET', url: '/v1/patient/trends/labs/HbA1c', headers });
    expect((trend.json().content as TrendResponse).data).toEqual([
      expect.objectContaining({ value: 7.1, loinc: '4548-4' }),
    ]);
    // The same results sent again under a new id are a resubmission: the observation is updated, not doubled.
    const resent = await send({ ...results, event_id: `evt-${randomUUID()}` });
    expect(resent.json().content.status).toBe('lab-order-result-resubmitted');
    expect((await call.details(headers, orderId)).orders[0]!.results).toHaveLength(1);
  });

  it('[KIT-2] [issue 24] a range the lab sends only as text ("<5.7") is the trend\'s range, as written', async () => {
    const { headers, orderId } = await placedOrder();
    for (const [minute, status] of TO_PROCESSING.entries()) {
      expect((await send(statusEvent(orderId, status, minute))).statusCode).toBe(200);
    }
    const filed = await send({
      event_id: `evt-${randomUUID()}`,
      type: 'order.results',
      order_id: orderId,
      occurred_at: new Date(Date.now() + 10 * 60_000).toISOString(),
      observations: [
        {
          resourceType: 'Observation',
          id: 'partner-obs-text-range',
          status: 'final',
          code: { coding: [{ system: 'http://loinc.org', code: '4548-4' }] },
          effectiveDateTime: '2026-11-20T09:00:00Z',
          valueQuantity: { value: 5.7, unit: '%', system: 'http://unitsofmeasure.org', code: '%' },
          referenceRange: [{ text: '<5.7' }],
        },
      ],
    });
    expect(filed.statusCode).toBe(200);
    const trend = await app.inject({ method: 'GET', url: '/v1/patient/trends/labs/HbA1c', headers });
    // not the adult default (≤ 5.6): the lab's own words, which the portal reads as "5.7 is high"
    expect((trend.json().content as TrendResponse).reference_range).toEqual({
      low: null,
      high: null,
      unit: '%',
      text: '<5.7',
    });
  });

  it.each([
    [
      'before the lab has the sample',
      0,
      { code: { coding: [{ system: 'http://loinc.org', code: '4548-4' }] } },
    ],
    ['not LOINC-coded', 7, { code: { coding: [{ system: 'http://snomed.info/sct', code: '43396009' }] } }],
  ])('[KIT-2] results %s are refused and nothing is stored', async (_, steps, coding) => {
    const { headers, orderId } = await placedOrder();
    for (const [minute, status] of TO_PROCESSING.slice(0, steps).entries())
      await send(statusEvent(orderId, status, minute));
    const response = await send({
      event_id: `evt-${randomUUID()}`,
      type: 'order.results',
      order_id: orderId,
      occurred_at: new Date(Date.now() + 10 * 60_000).toISOString(),
      observations: [
        { resourceType: 'Observation', id: 'x1', status: 'final', ...coding, valueQuantity: { value: 7 } },
      ],
    });
    expect([400, 409]).toContain(response.statusCode);
    expect((await call.details(headers, orderId)).orders[0]!.results).toEqual([]);
    const trend = await app.inject({ method: 'GET', url: '/v1/patient/trends/labs/HbA1c', headers });
    expect((trend.json().content as TrendResponse).data).toEqual([]);
  });
});
