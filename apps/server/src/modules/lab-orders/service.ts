import { randomUUID } from 'node:crypto';
import {
  createLabOrderRequest,
  normalizeZip,
  type LabKitType,
  type LabOrder,
  type LabOrderDetail,
  type LabOrderRequestResponse,
  type ShippingAddress,
} from '@portal/contract';
import type { z } from 'zod';
import type { Db } from '../../db/database.js';
import { AppError, notFound } from '../../http/errors.js';
import { LabPartnerError, type LabPartner } from '../../providers/lab/types.js';
import { readAddresses } from '../addresses/service.js';
import { insightDetails, listInsights } from '../insights/service.js';
import type { Notify } from '../notifications/service.js';
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
