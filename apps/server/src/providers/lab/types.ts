import type { LabKitType, ShippingAddress } from '@portal/contract';

/*
 * The lab partner: orders go out through `placeOrder`; statuses and results come back as signed webhooks
 * (`POST /v1/lab-partner/webhooks`, see README.md). The real partner's HTTP client when it is configured, the
 * sandbox lab otherwise (never in production).
 */

/** What the partner needs to ship a kit and report on it: nothing more of the patient's. */
export interface KitOrder {
  /** Our order id: the partner names it in every webhook, and it makes a retried order the same order. */
  orderId: string;
  kitType: LabKitType;
  patient: { first_name: string; last_name: string; date_of_birth: string };
  phone: string;
  shipTo: ShippingAddress;
}

export interface LabPartner {
  readonly name: 'partner' | 'sandbox';
  /** Places the order; resolves with the partner's own reference for it. Throws LabPartnerError. */
  placeOrder(order: KitOrder): Promise<{ partnerOrderId: string }>;
}

/** The partner could not take the order (unreachable, refused, or answered something unreadable). */
export class LabPartnerError extends Error {
  override name = 'LabPartnerError';
}
