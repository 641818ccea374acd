import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Timestamp } from '../../db/types.js';

/** One kit order (migration 0010). */
export interface LabOrdersTable {
  id: string;
  patient_id: string;
  kit_type: string;
  /** Where the lifecycle stands: always a known status. */
  state: string;
  /** The latest code received, shown as it came (an unknown one raw). */
  status: string;
  open: boolean;
  phone: string;
  ship_to: 'primary' | 'new';
  address1: string;
  address2: string | null;
  city: string;
  address_state: string;
  zip: string;
  insight_id: string | null;
  partner: 'partner' | 'sandbox';
  partner_order_id: string | null;
  created_at: ColumnType<Date, Date | string | undefined, never>;
  updated_at: Timestamp;
}

/** One step of an order's history. */
export interface LabOrderEventsTable {
  id: Generated<number>;
  order_id: string;
  status: string;
  source: 'patient' | 'partner' | 'sandbox' | 'system';
  at: Timestamp;
  recorded_at: CreatedAt;
}

/** A partner event id already applied, with the hash of the body that carried it. */
export interface LabPartnerWebhookEventsTable {
  event_id: string;
  order_id: string;
  body_hash: string;
  received_at: CreatedAt;
}

export interface LabOrdersTables {
  lab_orders: LabOrdersTable;
  lab_order_events: LabOrderEventsTable;
  lab_partner_webhook_events: LabPartnerWebhookEventsTable;
}
