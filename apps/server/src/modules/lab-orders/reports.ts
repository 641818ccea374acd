import type { LabKitType, LabOrderSource, LabOrderStatus, LabPartnerEvent } from '@portal/contract';
import type { Db } from '../../db/database.js';
import { NormaliseError, normaliseResource, type NormalisedRow } from '../../fhir/normalise.js';
import { LOINC_SYSTEM, type ResourceBase } from '../../fhir/types.js';
import { AppError, notFound } from '../../http/errors.js';
import { sandboxResults } from '../../providers/lab/sandbox.js';
import { SYSTEM_ACTOR, writeAudit } from '../audit/service.js';
import { insightDetails, recomputeInsights } from '../insights/service.js';
import { storeRecords } from '../records/service.js';
import { decide, isOpen, NEXT_STEP, resultStatus } from './lifecycle.js';
import * as q from './queries.js';
import { LAB_RESULTS_SOURCE, type LabOrderDeps } from './service.js';

/*
 * The lab's side of an order: the partners' verified webhooks and the sandbox lab report steps and results,
 * each only about the orders it took.
 */

type OrderRow = q.OrderRow;

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
