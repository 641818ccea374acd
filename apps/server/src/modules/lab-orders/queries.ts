import type { Insertable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { LabOrderEventsTable, LabOrdersTable } from './tables.js';

/*
 * Every SQL statement of the lab kit orders. A patient's reads are scoped by the patient id the access token
 * names; the partner's and the sandbox's writes find an order by its id only, after their own checks.
 */

const ORDER_COLUMNS = [
  'id',
  'patient_id',
  'kit_type',
  'state',
  'status',
  'open',
  'phone',
  'ship_to',
  'address1',
  'address2',
  'city',
  'address_state',
  'zip',
  'insight_id',
  'partner',
  'created_at',
  'updated_at',
] as const;

export type OrderRow = Awaited<ReturnType<typeof findOrder>> & {};

export async function insertOrder(
  db: Db,
  order: Insertable<LabOrdersTable>,
  firstStep: Omit<Insertable<LabOrderEventsTable>, 'order_id'>,
): Promise<void> {
  await db.insertInto('lab_orders').values(order).execute();
  await db
    .insertInto('lab_order_events')
    .values({ ...firstStep, order_id: order.id })
    .execute();
}

/** The order, locked until the transaction ends when `lock` (two reports on one order apply one after the other). */
export async function findOrder(db: Db, orderId: string, lock = false) {
  let query = db.selectFrom('lab_orders').select(ORDER_COLUMNS).where('id', '=', orderId);
  if (lock) query = query.forUpdate();
  return query.executeTakeFirst();
}

export async function patientOrders(db: Db, patientId: string, orderId?: string) {
  let query = db
    .selectFrom('lab_orders')
    .select(ORDER_COLUMNS)
    .where('patient_id', '=', patientId)
    .orderBy('created_at', 'desc')
    .orderBy('id');
  if (orderId) query = query.where('id', '=', orderId);
  return query.execute();
}

export async function openOrderOf(
  db: Db,
  patientId: string,
  where: { kitType?: string; insightId?: string },
) {
  let query = db
    .selectFrom('lab_orders')
    .select(ORDER_COLUMNS)
    .where('patient_id', '=', patientId)
    .where('open', '=', true);
  if (where.kitType) query = query.where('kit_type', '=', where.kitType);
  if (where.insightId) query = query.where('insight_id', '=', where.insightId);
  return query.orderBy('created_at', 'desc').executeTakeFirst();
}

export async function historyOf(db: Db, orderIds: string[]) {
  if (orderIds.length === 0) return [];
  return db
    .selectFrom('lab_order_events')
    .select(['order_id', 'status', 'source', 'at'])
    .where('order_id', 'in', orderIds)
    .orderBy('at')
    .orderBy('id')
    .execute();
}

export async function addStep(db: Db, step: Insertable<LabOrderEventsTable>): Promise<void> {
  await db.insertInto('lab_order_events').values(step).execute();
}

export async function setOrderStatus(
  db: Db,
  orderId: string,
  change: { state: string; status: string; open: boolean; at: Date },
): Promise<void> {
  await db
    .updateTable('lab_orders')
    .set({ state: change.state, status: change.status, open: change.open, updated_at: change.at })
    .where('id', '=', orderId)
    .execute();
}

/** The patient's facts a lab needs to ship and report a kit. */
export async function patientFacts(db: Db, patientId: string) {
  return db
    .selectFrom('patients')
    .select(['first_name', 'last_name', 'date_of_birth', 'phone', 'brand'])
    .where('id', '=', patientId)
    .executeTakeFirst();
}

/** The brand a patient's account belongs to: its lab partner is the one their orders went to. */
export async function patientBrand(db: Db, patientId: string): Promise<string | undefined> {
  const row = await db.selectFrom('patients').select('brand').where('id', '=', patientId).executeTakeFirst();
  return row?.brand;
}

/** Records a partner event id; false when it was already recorded (a retry or a replay). */
export async function recordWebhookEvent(
  db: Db,
  event: { event_id: string; order_id: string; body_hash: string },
): Promise<boolean> {
  const inserted = await db
    .insertInto('lab_partner_webhook_events')
    .values(event)
    .onConflict((oc) => oc.column('event_id').doNothing())
    .returning('event_id')
    .executeTakeFirst();
  return inserted !== undefined;
}

export async function findWebhookEvent(db: Db, eventId: string) {
  return db
    .selectFrom('lab_partner_webhook_events')
    .select(['order_id', 'body_hash'])
    .where('event_id', '=', eventId)
    .executeTakeFirst();
}

/** Open sandbox orders whose last step is at least as old as `before`, oldest first. */
export async function dueSandboxOrders(db: Db, before: Date, limit: number) {
  return db
    .selectFrom('lab_orders')
    .select('id')
    .where('open', '=', true)
    .where('partner', '=', 'sandbox')
    .where('updated_at', '<=', before)
    .orderBy('updated_at')
    .limit(limit)
    .execute();
}

export async function setPartnerOrderId(db: Db, orderId: string, partnerOrderId: string): Promise<void> {
  await db
    .updateTable('lab_orders')
    .set({ partner_order_id: partnerOrderId })
    .where('id', '=', orderId)
    .execute();
}

/** An order the partner never took: it was never placed, so nothing of it is kept. */
export async function deleteOrder(db: Db, orderId: string): Promise<void> {
  await db.deleteFrom('lab_orders').where('id', '=', orderId).execute();
}

/** The observations a lab filed for these orders (their source ids start with the order id). */
export async function resultsOf(db: Db, patientId: string, orderIds: string[], source: string) {
  if (orderIds.length === 0) return [];
  return db
    .selectFrom('observations')
    .select([
      'source_resource_id',
      'code',
      'display',
      'value',
      'value_text',
      'unit',
      'ref_low',
      'ref_high',
      'ref_text',
      'date',
    ])
    .where('patient_id', '=', patientId)
    .where('source', '=', source)
    .where((eb) => eb.or(orderIds.map((id) => eb('source_resource_id', 'like', `${id}/%`))))
    .orderBy('date')
    .orderBy('code')
    .execute();
}
