import { createHash } from 'node:crypto';
import {
  createLabOrderRequest,
  labkitDetailsQuery,
  labOrderRequestRequest,
  labPartnerEventSchema,
  labPartnerWebhookParams,
  sandboxLabAdvanceRequest,
} from '@portal/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppModule } from '../../http/context.js';
import { success } from '../../http/envelope.js';
import { AppError, notFound } from '../../http/errors.js';
import { keepRawBody, rawBodyOf } from '../../http/raw-body.js';
import { body, params, query } from '../../http/validate.js';
import { SIGNATURE_HEADER, TIMESTAMP_HEADER, verifyCallback } from '../../lib/webhook-signature.js';
import { labConfigFromEnv } from '../../providers/lab/config.js';
import { HttpLabPartner } from '../../providers/lab/partner.js';
import { SandboxLabPartner } from '../../providers/lab/sandbox.js';
import { noteAudit } from '../audit/routes.js';
import { integrationActor } from '../audit/service.js';
import { localClientsOnly } from '../dev-outbox/service.js';
import {
  advanceDueSandboxOrders,
  advanceSandboxOrder,
  orderPatient,
  receivePartnerEvent,
  type Sender,
} from './reports.js';
import {
  createOrder,
  listOrders,
  orderDetails,
  requestFromInsight,
  type LabOrderDeps,
  type ServingPartner,
} from './service.js';
import { notifier } from '../notifications/routes.js';

export interface LabOrdersModuleOptions {
  env?: NodeJS.ProcessEnv;
}

const PARTNER_ACTOR = integrationActor('lab-partner');
const SANDBOX_ACTOR = integrationActor('lab-sandbox');

/** A partner's webhook: the lab it stands for, and the key its events are signed with. */
interface PartnerWebhook {
  sender: Sender & { partner: 'partner' };
  secret: string;
}

/**
 * Lab kit orders [KIT-1] [KIT-2]:
 *   POST /v1/patient/lab-order            order a kit (phone, primary or new shipping address, optional care gap)
 *   GET  /v1/patient/lab-order            the patient's orders
 *   POST /v1/patient/lab-order-request    what ordering from a care gap starts from (changes nothing)
 *   GET  /v1/patient/labkit/details       orders with their whole history and results (?order_id= for one)
 * and, outside the patient's session:
 *   POST /v1/lab-partner/webhooks         the deployment's partner's signed status and result events
 *   POST /v1/lab-partner/webhooks/:brand  those of a brand's own partner (BRAND_<ID>_LAB_PARTNER_…)
 *   POST /v1/dev/lab/advance              the sandbox lab, for clients on this machine (only where it runs)
 * A patient's kit goes to the partner of the brand their account belongs to: its own, else the deployment's.
 */
export function labOrdersModule(options: LabOrdersModuleOptions = {}): AppModule {
  return async (app, ctx) => {
    const { db, now, config } = ctx;
    const lab = labConfigFromEnv(
      options.env ?? process.env,
      config.env,
      config.brands.map((brand) => brand.id),
    );
    const shared: ServingPartner | null = lab.partner
      ? { partner: new HttpLabPartner(lab.partner), brand: null }
      : lab.sandbox
        ? { partner: new SandboxLabPartner(), brand: null }
        : null;
    const own = new Map(
      [...lab.brandPartners].map(([brand, partner]) => [
        brand,
        { partner: new HttpLabPartner(partner), brand },
      ]),
    );
    if (!shared) {
      app.log.warn(
        `lab orders: no deployment-wide lab partner (LAB_PARTNER_URL, LAB_PARTNER_API_KEY, LAB_WEBHOOK_SECRET) and the sandbox lab never runs in production or beside a brand's partner: ordering a kit answers LAB_PARTNER_UNAVAILABLE for ${own.size > 0 ? 'the brands without their own' : 'every brand'}`,
      );
    }
    const deps: LabOrderDeps = {
      db,
      now,
      partnerOf: (brand) => own.get(brand) ?? shared,
      notify: notifier(ctx, app.log),
    };
    const patientId = (request: FastifyRequest) => request.patient!.id;
    const audited = (action: 'create' | 'read') => ({
      preHandler: app.requirePatient,
      config: { audit: { action, resource: 'lab.order' } },
    });

    app.post('/v1/patient/lab-order', audited('create'), async (request, reply) => {
      const input = body(request, createLabOrderRequest);
      const order = await createOrder(deps, { patientId: patientId(request), request: input });
      reply.code(201);
      return success(order, 201);
    });

    app.get('/v1/patient/lab-order', audited('read'), async (request) =>
      success({ orders: await listOrders({ db }, { patientId: patientId(request) }) }),
    );

    app.post('/v1/patient/lab-order-request', audited('read'), async (request) => {
      const { insight_id } = body(request, labOrderRequestRequest);
      return success(
        await requestFromInsight({ db }, { patientId: patientId(request), insightId: insight_id }),
      );
    });

    app.get('/v1/patient/labkit/details', audited('read'), async (request) => {
      const { order_id } = query(request, labkitDetailsQuery);
      return success({
        labkitDetails: await orderDetails({ db }, { patientId: patientId(request), orderId: order_id }),
      });
    });

    const webhooks = new Map<string | null, PartnerWebhook>(
      [...lab.brandPartners].map(([brand, partner]) => [
        brand,
        { sender: { partner: 'partner', brand }, secret: partner.webhookSecret },
      ]),
    );
    if (lab.partner) {
      webhooks.set(null, { sender: { partner: 'partner', brand: null }, secret: lab.partner.webhookSecret });
    }
    await app.register(async (scope) => partnerWebhooks(scope, deps, webhooks, now));

    if (lab.sandbox) {
      sandboxRoutes(app, deps);
      if (lab.sandboxStepSeconds) sandboxTimer(app, deps, lab.sandboxStepSeconds);
    }
  };
}

/**
 * The partners' events, signed over the raw body (see src/lib/webhook-signature.ts) with the key of the partner
 * the path names: the deployment's at the bare path, a brand's own under its id. A forged, stale or replayed
 * call is refused before anything is read from it, an event about an order another partner took is refused as
 * unknown, and each refusal is audited by the audit hook. A path with no partner behind it (the sandbox lab,
 * none, or a brand that shares the deployment's) has nothing to sign with: 404.
 */
function partnerWebhooks(
  scope: FastifyInstance,
  deps: LabOrderDeps,
  webhooks: ReadonlyMap<string | null, PartnerWebhook>,
  now: () => Date,
) {
  keepRawBody(scope);
  const receive = async (request: FastifyRequest, webhook: PartnerWebhook | undefined) => {
    noteAudit(request, { actor: PARTNER_ACTOR });
    if (!webhook) throw notFound();
    const raw = rawBodyOf(request);
    const signed = verifyCallback(
      webhook.secret,
      raw,
      header(request, TIMESTAMP_HEADER),
      header(request, SIGNATURE_HEADER),
      Math.floor(now().getTime() / 1000),
    );
    if (!signed) throw new AppError('WEBHOOK_SIGNATURE_INVALID', 401);
    const event = body(request, labPartnerEventSchema);
    const bodyHash = createHash('sha256').update(raw).digest('hex');
    const { sender } = webhook;
    noteAudit(request, { patientId: await orderPatient(deps, { orderId: event.order_id, sender }) });
    const outcome = await receivePartnerEvent(deps, { event, bodyHash, sender });
    return success({ order_id: outcome.orderId, status: outcome.status, duplicate: outcome.duplicate });
  };
  const audit = { config: { audit: { action: 'update', resource: 'lab.order' } } } as const;
  scope.post('/v1/lab-partner/webhooks', audit, (request) => receive(request, webhooks.get(null)));
  scope.post('/v1/lab-partner/webhooks/:brand', audit, (request) =>
    receive(request, webhooks.get(params(request, labPartnerWebhookParams).brand)),
  );
}

/** `npm run lab -- advance <order> [status]` talks to this (src/cli/lab.ts). */
function sandboxRoutes(app: FastifyInstance, deps: LabOrderDeps) {
  app.post(
    '/v1/dev/lab/advance',
    { onRequest: localClientsOnly, config: { audit: { action: 'update', resource: 'lab.order' } } },
    async (request) => {
      noteAudit(request, { actor: SANDBOX_ACTOR });
      const { order_id, status } = body(request, sandboxLabAdvanceRequest);
      const sender = { partner: 'sandbox' } as const;
      noteAudit(request, { patientId: await orderPatient(deps, { orderId: order_id, sender }) });
      const moved = await advanceSandboxOrder(deps, { orderId: order_id, status });
      if (!moved) throw notFound();
      return success({ order_id, status: moved.status });
    },
  );
}

/** The demo's sandbox lab moves its open orders on its own, one step every `stepSeconds`. */
function sandboxTimer(app: FastifyInstance, deps: LabOrderDeps, stepSeconds: number) {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      await advanceDueSandboxOrders(deps, { stepSeconds });
    } catch (error) {
      app.log.warn({ type: error instanceof Error ? error.name : typeof error }, 'sandbox lab step failed');
    } finally {
      running = false;
    }
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    app.log.warn(
      `SANDBOX LAB: kit orders move one step every ${stepSeconds} s (LAB_SANDBOX_STEP_SECONDS); never in production or beside a real lab partner`,
    );
    timer = setInterval(() => void tick(), Math.max(250, (stepSeconds * 1000) / 4));
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}
