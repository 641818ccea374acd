import { createHash } from 'node:crypto';
import {
  createLabOrderRequest,
  labkitDetailsQuery,
  labOrderRequestRequest,
  labPartnerEventSchema,
  sandboxLabAdvanceRequest,
} from '@portal/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppModule } from '../../http/context.js';
import { success } from '../../http/envelope.js';
import { AppError, notFound } from '../../http/errors.js';
import { keepRawBody, rawBodyOf } from '../../http/raw-body.js';
import { body, query } from '../../http/validate.js';
import { SIGNATURE_HEADER, TIMESTAMP_HEADER, verifyCallback } from '../../lib/webhook-signature.js';
import { labConfigFromEnv } from '../../providers/lab/config.js';
import { HttpLabPartner } from '../../providers/lab/partner.js';
import { SandboxLabPartner } from '../../providers/lab/sandbox.js';
import type { LabPartner } from '../../providers/lab/types.js';
import { noteAudit } from '../audit/routes.js';
import { integrationActor } from '../audit/service.js';
import { localClientsOnly } from '../dev-outbox/service.js';
import {
  advanceDueSandboxOrders,
  advanceSandboxOrder,
  createOrder,
  listOrders,
  orderDetails,
  orderPatient,
  receivePartnerEvent,
  requestFromInsight,
  type LabOrderDeps,
} from './service.js';
import { notifier } from '../notifications/routes.js';

export interface LabOrdersModuleOptions {
  /** Replaces the configured partner (tests). */
  partner?: LabPartner;
  /** The webhook's HMAC key when `partner` is given (tests). */
  webhookSecret?: string;
  env?: NodeJS.ProcessEnv;
}

const PARTNER_ACTOR = integrationActor('lab-partner');
const SANDBOX_ACTOR = integrationActor('lab-sandbox');

/**
 * Lab kit orders [KIT-1] [KIT-2]:
 *   POST /v1/patient/lab-order            order a kit (phone, primary or new shipping address, optional care gap)
 *   GET  /v1/patient/lab-order            the patient's orders
 *   POST /v1/patient/lab-order-request    what ordering from a care gap starts from (changes nothing)
 *   GET  /v1/patient/labkit/details       orders with their whole history and results (?order_id= for one)
 * and, outside the patient's session:
 *   POST /v1/lab-partner/webhooks         the partner's signed status and result events (only with a partner)
 *   POST /v1/dev/lab/advance              the sandbox lab, for clients on this machine (only where it runs)
 */
export function labOrdersModule(options: LabOrdersModuleOptions = {}): AppModule {
  return async (app, ctx) => {
    const { db, now, config } = ctx;
    const lab = labConfigFromEnv(options.env ?? process.env, config.env);
    const partner =
      options.partner ??
      (lab.partner ? new HttpLabPartner(lab.partner) : lab.sandbox ? new SandboxLabPartner() : null);
    const webhookSecret = options.webhookSecret ?? lab.partner?.webhookSecret ?? null;
    if (!partner) {
      app.log.warn(
        'lab orders: no lab partner (LAB_PARTNER_URL, LAB_PARTNER_API_KEY, LAB_WEBHOOK_SECRET) and the sandbox lab never runs in production: ordering a kit answers LAB_PARTNER_UNAVAILABLE',
      );
    }
    const deps: LabOrderDeps | null = partner ? { db, now, partner, notify: notifier(ctx, app.log) } : null;
    const ready = (): LabOrderDeps => {
      if (!deps) throw new AppError('LAB_PARTNER_UNAVAILABLE', 503);
      return deps;
    };
    const patientId = (request: FastifyRequest) => request.patient!.id;
    const audited = (action: 'create' | 'read') => ({
      preHandler: app.requirePatient,
      config: { audit: { action, resource: 'lab.order' } },
    });

    app.post('/v1/patient/lab-order', audited('create'), async (request, reply) => {
      const input = body(request, createLabOrderRequest);
      const order = await createOrder(ready(), { patientId: patientId(request), request: input });
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

    await app.register(async (scope) =>
      partnerWebhook(scope, deps && webhookSecret ? { deps, secret: webhookSecret } : null, now),
    );

    if (deps && lab.sandbox && partner?.name === 'sandbox') {
      sandboxRoutes(app, deps);
      if (lab.sandboxStepSeconds) sandboxTimer(app, deps, lab.sandboxStepSeconds);
    }
  };
}

/**
 * The partner's events, signed over the raw body (see src/lib/webhook-signature.ts). A forged, stale or
 * replayed call is refused before anything is read from it, and audited as refused by the audit hook.
 * Without a partner (the sandbox lab, or none) there is nothing to sign with: 404.
 */
function partnerWebhook(
  scope: FastifyInstance,
  partner: { deps: LabOrderDeps; secret: string } | null,
  now: () => Date,
) {
  keepRawBody(scope);
  scope.post(
    '/v1/lab-partner/webhooks',
    { config: { audit: { action: 'update', resource: 'lab.order' } } },
    async (request) => {
      noteAudit(request, { actor: PARTNER_ACTOR });
      if (!partner) throw notFound();
      const { deps, secret } = partner;
      const raw = rawBodyOf(request);
      const signed = verifyCallback(
        secret,
        raw,
        header(request, TIMESTAMP_HEADER),
        header(request, SIGNATURE_HEADER),
        Math.floor(now().getTime() / 1000),
      );
      if (!signed) throw new AppError('WEBHOOK_SIGNATURE_INVALID', 401);
      const event = body(request, labPartnerEventSchema);
      const bodyHash = createHash('sha256').update(raw).digest('hex');
      noteAudit(request, {
        patientId: await orderPatient(deps, { orderId: event.order_id, partner: 'partner' }),
      });
      const outcome = await receivePartnerEvent(deps, { event, bodyHash });
      return success({ order_id: outcome.orderId, status: outcome.status, duplicate: outcome.duplicate });
    },
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
      noteAudit(request, { patientId: await orderPatient(deps, { orderId: order_id, partner: 'sandbox' }) });
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
