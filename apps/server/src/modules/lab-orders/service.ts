import { randomUUID } from 'node:crypto';
import {
  createLabOrderRequest,
  normalizeZip,
  type LabKitType,
  type LabOrder,
  type LabOrderDetail,
  type LabOrderRequestResponse,
  type LabOrderSource,
  type LabOrderStatus,
  type LabPartnerEvent,
  type ShippingAddress,
} from '@portal/contract';
import type { z } from 'zod';
import type { Db } from '../../db/database.js';
import { NormaliseError, normaliseResource, type NormalisedRow } from '../../fhir/normalise.js';
import { LOINC_SYSTEM, type ResourceBase } from '../../fhir/types.js';
import { AppError, notFound } from '../../http/errors.js';
import { sandboxResults } from '../../providers/lab/sandbox.js';
import { LabPartnerError, type LabPartner } from '../../providers/lab/types.js';
import { readAddresses } from '../addresses/service.js';
import { SYSTEM_ACTOR, writeAudit } from '../audit/service.js';
import { insightDetails, listInsights, recomputeInsights } from '../insights/service.js';
import type { Notify } from '../notifications/service.js';
import { storeRecords } from '../records/service.js';
import { decide, isOpen, NEXT_STEP, resultStatus } from './lifecycle.js';
import * as q from './queries.js';

/** The lab that takes a brand's orders; `brand` names the brand whose own partner it is, null the deployment's. */
export interface ServingPartner {
  partner: LabPartner;
  brand: string | null;
}

export interface LabOrderDeps {
  db: Db;
  now: () => Date;
  /** The partner of a brand's patients: the brand's own, else the deployment's (or the sandbox); null for none. */
  partnerOf: (brand: string) => ServingPartner | null;
  /** Optional notices to the patient: a kit shipped, results arrived. */
  notify?: Notify;
}

/** Results a lab files are stored as the patient's observations under this source. */
export const LAB_RESULTS_SOURCE = 'lab-kit';

type CreateLabOrderRequest = z.output<typeof createLabOrderRequest>;
type OrderRow = NonNullable<Awaited<ReturnType<typeof q.findOrder>>>;

// ---------------------------------------------------------------------------------------------------------
// The patient's side

/**
 * Places a kit order with the partner of the patient's own brand [KIT-1]: the account's brand, never the
 * request's. Nothing is kept when the partner does not take it.
 */
export async function createOrder(
  deps: LabOrderDeps,
  { patientId, request }: { patientId: string; request: CreateLabOrderRequest },
): Promise<LabOrderDetail> {
  const { db, now } = deps;
  const patient = await q.patientFacts(db, patientId);
  if (!patient) throw notFound();
  const partner = deps.partnerOf(patient.brand)?.partner;
  if (!partner) throw new AppError('LAB_PARTNER_UNAVAILABLE', 503);
  const kitType = request.kit_type as LabKitType;
  const insightId = request.insight_id ?? (await openGapOffering(deps, { patientId, kitType }));
  if (request.insight_id) await kitOfferedBy(deps, { patientId, insightId: request.insight_id, kitType });
  const shipTo = request.shipping_address ? shippingAddress(request.shipping_address) : null;
  const address = shipTo ?? (await readAddresses({ db }, { patientId })).primary;
  if (!address) throw new AppError('LAB_ORDER_ADDRESS_REQUIRED', 409);

  const orderId = randomUUID();
  const at = now();
  try {
    await db.transaction().execute(async (tx) => {
      await q.insertOrder(
        tx,
        {
          id: orderId,
          patient_id: patientId,
          kit_type: kitType,
          state: 'lab-order-requested',
          status: 'lab-order-requested',
          open: true,
          phone: request.phone,
          ship_to: shipTo ? 'new' : 'primary',
          address1: address.address1,
          address2: address.address2 || null,
          city: address.city,
          address_state: address.state,
          zip: address.zip,
          insight_id: insightId,
          partner: partner.name,
          created_at: at,
          updated_at: at,
        },
        { status: 'lab-order-requested', source: 'patient', at },
      );
    });
  } catch (error) {
    // The one-open-order-per-kit index: a second tab (or a double click) placing the same kit.
    if ((error as { code?: string }).code === '23505') throw new AppError('LAB_ORDER_ALREADY_OPEN', 409);
    throw error;
  }
  try {
    const placed = await partner.placeOrder({
      orderId,
      kitType,
      patient: {
        first_name: patient.first_name,
        last_name: patient.last_name,
        date_of_birth: patient.date_of_birth,
      },
      phone: request.phone,
      shipTo: {
        address1: address.address1,
        address2: address.address2 || null,
        city: address.city,
        state: address.state,
        zip: address.zip,
      },
    });
    await q.setPartnerOrderId(db, orderId, placed.partnerOrderId);
  } catch (error) {
    await q.deleteOrder(db, orderId);
    if (error instanceof LabPartnerError) throw new AppError('LAB_PARTNER_UNAVAILABLE', 503);
    throw error;
  }
  const [detail] = await orderDetails(deps, { patientId, orderId });
  return detail!;
}

/** The patient's orders, newest first. */
export async function listOrders(
  { db }: Pick<LabOrderDeps, 'db'>,
  { patientId }: { patientId: string },
): Promise<LabOrder[]> {
  return (await q.patientOrders(db, patientId)).map(toOrder);
}

/** The patient's orders with their whole history and results [KIT-2]; one order when `orderId` (else 404). */
export async function orderDetails(
  { db }: Pick<LabOrderDeps, 'db'>,
  { patientId, orderId }: { patientId: string; orderId?: string | undefined },
): Promise<LabOrderDetail[]> {
  const orders = await q.patientOrders(db, patientId, orderId);
  if (orderId && orders.length === 0) throw notFound();
  const ids = orders.map((o) => o.id);
  const [history, results] = await Promise.all([
    q.historyOf(db, ids),
    q.resultsOf(db, patientId, ids, LAB_RESULTS_SOURCE),
  ]);
  return orders.map((order) => ({
    ...toOrder(order),
    history: history
      .filter((step) => step.order_id === order.id)
      .map((step) => ({ status: step.status, at: iso(step.at), source: step.source })),
    results: results
      .filter((r) => r.source_resource_id.startsWith(`${order.id}/`))
      .map((r) => ({
        loinc: r.code ?? '',
        display: r.display,
        value: r.value,
        value_text: r.value_text,
        unit: r.unit,
        reference_range:
          r.ref_low === null && r.ref_high === null && r.ref_text === null
            ? null
            : { low: r.ref_low, high: r.ref_high, unit: r.unit, text: r.ref_text },
        date: r.date ? iso(r.date) : null,
      })),
  }));
}

/**
 * What ordering from a care gap starts from [KIT-1]: the kit it offers, the account's phone, the primary
 * address, and the order already open for it. Changes nothing.
 */
export async function requestFromInsight(
  deps: Pick<LabOrderDeps, 'db'>,
  { patientId, insightId }: { patientId: string; insightId: string },
): Promise<LabOrderRequestResponse> {
  const { db } = deps;
  const kitType = await kitOfferedBy(deps, { patientId, insightId });
  const [patient, addresses, open] = await Promise.all([
    q.patientFacts(db, patientId),
    readAddresses({ db }, { patientId }),
    q.openOrderOf(db, patientId, { insightId }),
  ]);
  const primary = addresses.primary;
  return {
    insight_id: insightId,
    kit_type: kitType,
    phone: patient?.phone ?? null,
    primary_address: primary
      ? {
          address1: primary.address1,
          address2: primary.address2 || null,
          city: primary.city,
          state: primary.state,
          zip: primary.zip,
        }
      : null,
    open_order: open ? toOrder(open) : null,
  };
}

/** The kit an open care gap of the patient offers: 404 when the gap is not theirs, 409 when it offers no such kit. */
async function kitOfferedBy(
  { db }: Pick<LabOrderDeps, 'db'>,
  { patientId, insightId, kitType }: { patientId: string; insightId: string; kitType?: LabKitType },
): Promise<LabKitType> {
  const gap = await insightDetails({ db }, { patientId, insightId });
  const offered = gap.offered_action.kind === 'order_kit' ? gap.offered_action.kit_type : null;
  if (gap.status !== 'open' || !offered || (kitType && offered !== kitType)) {
    throw new AppError('LAB_KIT_NOT_OFFERED', 409);
  }
  return offered;
}

/**
 * The open care gap a kit ordered from the lab-kits page answers, if any: the patient ordering the HbA1c kit
 * there is doing what their HbA1c gap asks, and its results should close the gap and the order alike.
 */
async function openGapOffering(
  { db }: Pick<LabOrderDeps, 'db'>,
  { patientId, kitType }: { patientId: string; kitType: LabKitType },
): Promise<string | null> {
  const { patient_screeners: insights } = await listInsights({ db }, { patientId });
  const gap = insights.find(({ status, action }) => {
    return status === 'open' && action?.kind === 'order_kit' && action.kit_type === kitType;
  });
  return gap?.id ?? null;
}

// ---------------------------------------------------------------------------------------------------------
// The lab's side: the partner's webhooks and the sandbox lab

/** Which lab sends an event: the sandbox, or a partner (`brand` as in ServingPartner). */
export type Sender = { partner: 'sandbox' } | { partner: 'partner'; brand: string | null };

/**
 * Whether an order is the sender's: placed with its kind of lab, and for a partner, for a patient of a brand it
 * serves. A partner reports only on the orders it took: another brand's partner, holding a valid signature of
 * its own, learns and changes nothing of them.
 */
async function sentBy(deps: LabOrderDeps, db: Db, order: OrderRow, sender: Sender): Promise<boolean> {
  if (order.partner !== sender.partner) return false;
  if (sender.partner === 'sandbox') return true;
  const brand = await q.patientBrand(db, order.patient_id);
  const serving = brand === undefined ? null : deps.partnerOf(brand);
  return serving?.partner.name === 'partner' && serving.brand === sender.brand;
}

/**
 * Whose order a sender's event is about, read before the event is applied so that an event the lifecycle
 * refuses is still audited against the patient it concerned; null when the order is not the sender's.
 */
export async function orderPatient(
  deps: LabOrderDeps,
  { orderId, sender }: { orderId: string; sender: Sender },
): Promise<string | null> {
  const order = await q.findOrder(deps.db, orderId);
  return order && (await sentBy(deps, deps.db, order, sender)) ? order.patient_id : null;
}

/**
 * A verified partner event [KIT-2]. Its event id is kept in the transaction that applies it: a retry (same id,
 * same body) changes nothing, the same id with another body is refused, and an event refused by the lifecycle
 * keeps no id, so the partner's retry applies once the steps before it have arrived.
 */
export async function receivePartnerEvent(
  deps: LabOrderDeps,
  {
    event,
    bodyHash,
    sender,
  }: { event: LabPartnerEvent; bodyHash: string; sender: Sender & { partner: 'partner' } },
): Promise<{ orderId: string; status: string; duplicate: boolean }> {
  const outcome = await deps.db.transaction().execute(async (tx) => {
    const order = await q.findOrder(tx, event.order_id, true);
    if (!order || !(await sentBy(deps, tx, order, sender))) throw notFound();
    const fresh = await q.recordWebhookEvent(tx, {
      event_id: event.event_id,
      order_id: order.id,
      body_hash: bodyHash,
    });
    if (!fresh) {
      const first = await q.findWebhookEvent(tx, event.event_id);
      if (first?.body_hash !== bodyHash) throw new AppError('CALLBACK_REPLAYED', 409);
      return { order, status: order.status, duplicate: true, results: false, moved: false };
    }
    const before = order.status;
    const at = new Date(event.occurred_at);
    const report = { at, source: 'partner' as const, now: deps.now() };
    const status =
      event.type === 'order.status'
        ? await reportStatus(tx, order, { ...report, status: event.status })
        : await fileResults(tx, order, { ...report, observations: event.observations });
    const results = event.type === 'order.results';
    return { order, status, duplicate: false, results, moved: status !== before };
  });
  if (outcome.results) await closeGapIfDone(deps, outcome.order.id);
  if (outcome.moved) await noticeOfStep(deps, outcome.order, outcome.status, event.occurred_at);
  return {
    orderId: outcome.order.id,
    status: outcome.status,
    duplicate: outcome.duplicate,
  };
}

/**
 * The sandbox lab moves one of its orders: to `status` when given (any code, as a partner could send it),
 * else one step along the lifecycle, filing made-up results when the step is results-ready.
 */
export async function advanceSandboxOrder(
  deps: LabOrderDeps,
  { orderId, status, dueBefore }: { orderId: string; status?: string | undefined; dueBefore?: Date },
): Promise<{ patientId: string; status: string } | undefined> {
  const outcome = await deps.db.transaction().execute(async (tx) => {
    const order = await q.findOrder(tx, orderId, true);
    if (!order || order.partner !== 'sandbox') throw notFound();
    // The timer: another server may have moved it since it was found due.
    if (dueBefore && (!order.open || order.updated_at > dueBefore)) return undefined;
    const at = deps.now();
    const next = status ?? NEXT_STEP[order.state as LabOrderStatus];
    if (!next) {
      throw new AppError('LAB_ORDER_TRANSITION_REFUSED', 409, { from: order.state, to: '…' });
    }
    const before = order.status;
    const report = { at, source: 'sandbox' as const, now: at };
    const results = next === 'results-ready' && order.state === 'processing-results';
    const reached = results
      ? await fileResults(tx, order, {
          ...report,
          observations: sandboxResults(order.kit_type as LabKitType, order.id, at),
        })
      : await reportStatus(tx, order, { ...report, status: next });
    if (dueBefore) {
      await writeAudit(
        { db: tx },
        {
          actor: SYSTEM_ACTOR,
          patientId: order.patient_id,
          action: 'update',
          resource: 'lab.order',
          outcome: 'success',
        },
      );
    }
    return { order, status: reached, results, at, moved: reached !== before };
  });
  if (!outcome) return undefined;
  if (outcome.results) await closeGapIfDone(deps, outcome.order.id);
  if (outcome.moved) await noticeOfStep(deps, outcome.order, outcome.status, outcome.at.toISOString());
  return { patientId: outcome.order.patient_id, status: outcome.status };
}

/** The demo's timer: every open sandbox order whose last step is `stepSeconds` old moves one step. */
export async function advanceDueSandboxOrders(
  deps: LabOrderDeps,
  { stepSeconds }: { stepSeconds: number },
): Promise<number> {
  const dueBefore = new Date(deps.now().getTime() - stepSeconds * 1000);
  let moved = 0;
  for (const { id } of await q.dueSandboxOrders(deps.db, dueBefore, 50)) {
    if (await advanceSandboxOrder(deps, { orderId: id, dueBefore })) moved += 1;
  }
  return moved;
}

interface Report {
  at: Date;
  source: LabOrderSource;
  now: Date;
}

/** Applies one reported status inside the caller's transaction; answers the order's status after it. */
async function reportStatus(tx: Db, order: OrderRow, report: Report & { status: string }): Promise<string> {
  const history = await q.historyOf(tx, [order.id]);
  const decision = decide(order.state as LabOrderStatus, history, report);
  if (decision.kind === 'refused') {
    throw new AppError('LAB_ORDER_TRANSITION_REFUSED', 409, { from: order.state, to: report.status });
  }
  if (decision.kind === 'already') return order.status;
  const state = decision.kind === 'move' ? decision.to : (order.state as LabOrderStatus);
  await q.addStep(tx, { order_id: order.id, status: report.status, source: report.source, at: report.at });
  await q.setOrderStatus(tx, order.id, { state, status: report.status, open: isOpen(state), at: report.now });
  order.state = state;
  order.status = report.status;
  return report.status;
}

/**
 * Files a lab's results as the patient's observations (the records normaliser, so they show in Trends) and
 * moves the order to results-ready, or to result-resubmitted when they correct results already sent.
 */
async function fileResults(
  tx: Db,
  order: OrderRow,
  report: Report & { observations: ReadonlyArray<Record<string, unknown>> },
): Promise<string> {
  const status = resultStatus(order.state as LabOrderStatus);
  const history = await q.historyOf(tx, [order.id]);
  if (decide(order.state as LabOrderStatus, history, { ...report, status }).kind !== 'move') {
    throw new AppError('LAB_ORDER_TRANSITION_REFUSED', 409, { from: order.state, to: status });
  }
  const rows = report.observations.flatMap((resource) => resultRows(order.id, resource));
  await storeRecords({ db: tx }, { patientId: order.patient_id, source: LAB_RESULTS_SOURCE, rows });
  return reportStatus(tx, order, { ...report, status });
}

/** One result Observation as stored rows, keyed under the order so a resent result updates in place. */
function resultRows(orderId: string, resource: Record<string, unknown>): NormalisedRow[] {
  const invalid = () => new AppError('VALIDATION_FAILED', 400, { field: 'observations', key: 'invalid' });
  if (resource.resourceType !== 'Observation') throw invalid();
  let rows: NormalisedRow[];
  try {
    rows = normaliseResource(resource as unknown as ResourceBase);
  } catch (error) {
    if (error instanceof NormaliseError) throw invalid();
    throw error;
  }
  if (rows.some(({ row }) => row.code_system !== LOINC_SYSTEM || !row.code)) throw invalid();
  return rows.map(({ category, row }) => ({
    category,
    row: { ...row, source_resource_id: `${orderId}/${row.source_resource_id}` },
  }));
}

/** The steps a patient may be told of: the kit is on its way (again, for a replacement), results are in. */
const NOTICE_STEPS: ReadonlySet<string> = new Set([
  'order-fulfilled',
  'results-ready',
  'lab-order-result-resubmitted',
]);

/**
 * [PROF-7] A lab_kits notice when the order has just reached a step worth telling; the step's time is in the
 * event, so a replacement kit is news and a repeated report of the same step is not.
 */
async function noticeOfStep(deps: LabOrderDeps, order: OrderRow, status: string, at: string): Promise<void> {
  if (!deps.notify || !NOTICE_STEPS.has(status)) return;
  await deps.notify(order.patient_id, [
    { category: 'lab_kits', eventKeys: [`lab_kits.order:${order.id}:${status}:${at}`] },
  ]);
}

/** Once results are in: recompute the gaps, and close the order when the gap that asked for it has closed. */
async function closeGapIfDone(deps: LabOrderDeps, orderId: string): Promise<void> {
  const { db } = deps;
  const order = await q.findOrder(db, orderId);
  if (!order) return;
  await recomputeInsights({ db, now: deps.now }, order.patient_id);
  if (!order.insight_id) return;
  const gap = await insightDetails(
    { db, now: deps.now },
    { patientId: order.patient_id, insightId: order.insight_id },
  );
  if (gap.status !== 'closed') return;
  await db.transaction().execute(async (tx) => {
    const locked = await q.findOrder(tx, orderId, true);
    if (!locked) return;
    const at = deps.now();
    const history = await q.historyOf(tx, [orderId]);
    const closing = { status: 'care-gap-closed', at, source: 'system' as const };
    if (decide(locked.state as LabOrderStatus, history, closing).kind !== 'move') return;
    await reportStatus(tx, locked, { ...closing, now: at });
  });
}

// ---------------------------------------------------------------------------------------------------------

function shippingAddress(address: NonNullable<CreateLabOrderRequest['shipping_address']>): ShippingAddress {
  return {
    address1: address.address1,
    address2: address.address2 || null,
    city: address.city,
    state: address.state,
    zip: normalizeZip(address.zip),
  };
}

const iso = (value: Date | string): string => new Date(value).toISOString();

function toOrder(row: OrderRow): LabOrder {
  return {
    id: row.id,
    kit_type: row.kit_type as LabKitType,
    status: row.status,
    phone: row.phone,
    ship_to: row.ship_to,
    shipping_address: {
      address1: row.address1,
      address2: row.address2,
      city: row.city,
      state: row.address_state,
      zip: row.zip,
    },
    insight_id: row.insight_id,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}
