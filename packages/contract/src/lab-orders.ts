import { z } from 'zod';
import { phoneSchema } from './auth.js';
import type { en } from './i18n/en.js';
import { addressSchema } from './addresses.js';
import { LOINC } from './record-categories.js';
import { referenceRangeSchema } from './records.js';

/** How a status reads at a glance; the ui's StatusBadge tones of the same names. */
export type LabOrderTone = 'progress' | 'success' | 'problem';
type LabelKey = `labOrderStatus.${keyof (typeof en)['labOrderStatus'] & string}`;

/**
 * Lab kit order statuses (spec section 3, "Lab order status"): code → label key in the shared catalogue →
 * tone. The portal shows `t(labelKey)` with the tone; a code not listed here is shown as it came (STATUS-2).
 */
export const LAB_ORDER_STATUS = {
  'lab-order-requested': { labelKey: 'labOrderStatus.lab-order-requested', tone: 'progress' },
  'order-received': { labelKey: 'labOrderStatus.order-received', tone: 'progress' },
  'order-fulfilled': { labelKey: 'labOrderStatus.order-fulfilled', tone: 'progress' },
  'kit-delivered-to-patient': { labelKey: 'labOrderStatus.kit-delivered-to-patient', tone: 'progress' },
  'kit-in-transit-to-lab': { labelKey: 'labOrderStatus.kit-in-transit-to-lab', tone: 'progress' },
  'test-samples-received': { labelKey: 'labOrderStatus.test-samples-received', tone: 'progress' },
  'kit-accessioned': { labelKey: 'labOrderStatus.kit-accessioned', tone: 'progress' },
  'processing-results': { labelKey: 'labOrderStatus.processing-results', tone: 'progress' },
  'lab-order-result-resubmitted': {
    labelKey: 'labOrderStatus.lab-order-result-resubmitted',
    tone: 'progress',
  },
  'results-ready': { labelKey: 'labOrderStatus.results-ready', tone: 'success' },
  'care-gap-closed': { labelKey: 'labOrderStatus.care-gap-closed', tone: 'success' },
  'kit-rejected': { labelKey: 'labOrderStatus.kit-rejected', tone: 'problem' },
  'kit-issue': { labelKey: 'labOrderStatus.kit-issue', tone: 'problem' },
  'kit-fulfillment-canceled': { labelKey: 'labOrderStatus.kit-fulfillment-canceled', tone: 'problem' },
} as const satisfies Record<string, { labelKey: LabelKey; tone: LabOrderTone }>;

export type LabOrderStatus = keyof typeof LAB_ORDER_STATUS;

export const LAB_ORDER_STATUSES = Object.keys(LAB_ORDER_STATUS) as LabOrderStatus[];

export function isLabOrderStatus(code: string): code is LabOrderStatus {
  return Object.hasOwn(LAB_ORDER_STATUS, code);
}

// ---------------------------------------------------------------------------------------------------------
// Kits, and where an order's changes come from
// ---------------------------------------------------------------------------------------------------------

/** The at-home kits the lab partner ships. The portal names them in its own catalogue. */
export const LAB_KIT_TYPES = ['hba1c', 'kidney_health', 'lipid_panel', 'fit'] as const;
export type LabKitType = (typeof LAB_KIT_TYPES)[number];

/**
 * The LOINC codes a kit's results carry: the lab partner sends these as FHIR Observations; they are stored like
 * any imported observation (so HbA1c lands in the HbA1c trend) and the care gap that asked for the kit is
 * recomputed from them.
 */
export const LAB_KIT_RESULT_LOINC: Record<LabKitType, readonly string[]> = {
  hba1c: [LOINC.hba1c],
  /** eGFR (CKD-EPI 2021) and the urine albumin-creatinine ratio: the HEDIS kidney health evaluation. */
  kidney_health: ['98979-8', '9318-7', LOINC.creatinineSerum],
  /** Total, HDL and LDL cholesterol and triglycerides. */
  lipid_panel: [LOINC.totalCholesterol, LOINC.hdl, LOINC.ldl, '2571-8'],
  /** Faecal immunochemical test (haemoglobin in stool by immunoassay). */
  fit: ['29771-3'],
};

/**
 * Who moved an order: the patient (placing it), the lab partner (a signed webhook), the local sandbox lab, or
 * the server itself (care-gap-closed once the result closes the gap that asked for the kit).
 */
export const LAB_ORDER_SOURCES = ['patient', 'partner', 'sandbox', 'system'] as const;
export type LabOrderSource = (typeof LAB_ORDER_SOURCES)[number];

// ---------------------------------------------------------------------------------------------------------
// Requests and responses (the `content` of the /v1 envelope)
// ---------------------------------------------------------------------------------------------------------

const orderId = z.uuid({ message: 'id_invalid' });
/** An insight's id (`insights.ts`). */
const insightId = z.uuid({ message: 'id_invalid' });
const dateTime = z.string().describe('ISO 8601 date-time, UTC');

/**
 * `POST /v1/patient/lab-order` [KIT-1]: orders a kit. Without `shipping_address` it ships to the patient's
 * primary address (409 `LAB_ORDER_ADDRESS_REQUIRED` when none is saved); with one, to that new address (the
 * onboarding address rules). `insight_id` links the order to the care gap it closes.
 */
export const createLabOrderRequest = z.object({
  kit_type: z.enum(LAB_KIT_TYPES),
  phone: phoneSchema,
  shipping_address: addressSchema.nullish(),
  insight_id: insightId.nullish(),
});
export type CreateLabOrderRequest = z.input<typeof createLabOrderRequest>;

/** An address as an order stores it (already validated when it was given). */
export const shippingAddressSchema = z.object({
  address1: z.string(),
  address2: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
});
export type ShippingAddress = z.infer<typeof shippingAddressSchema>;

/** One step of an order's history. `status` is the code as received: an unknown one is shown raw. */
export const labOrderEventSchema = z.object({
  status: z.string(),
  at: dateTime,
  source: z.enum(LAB_ORDER_SOURCES),
});
export type LabOrderEvent = z.infer<typeof labOrderEventSchema>;

/** A result the lab sent for an order, as stored among the patient's observations. */
export const labResultSchema = z.object({
  loinc: z.string(),
  display: z.string().nullable(),
  value: z.number().nullable(),
  value_text: z.string().nullable(),
  unit: z.string().nullable(),
  reference_range: referenceRangeSchema.nullable(),
  date: dateTime.nullable(),
});
export type LabResult = z.infer<typeof labResultSchema>;

/** An order as `GET /v1/patient/lab-order` lists it. `status` is the latest code (maybe unknown: show it raw). */
export const labOrderSchema = z.object({
  id: z.string(),
  kit_type: z.enum(LAB_KIT_TYPES),
  status: z.string(),
  phone: z.string(),
  ship_to: z.enum(['primary', 'new']),
  shipping_address: shippingAddressSchema,
  insight_id: z.string().nullable(),
  created_at: dateTime,
  updated_at: dateTime,
});
export type LabOrder = z.infer<typeof labOrderSchema>;

/** An order with its whole history (oldest first) and any results. */
export const labOrderDetailSchema = labOrderSchema.extend({
  history: z.array(labOrderEventSchema),
  results: z.array(labResultSchema),
});
export type LabOrderDetail = z.infer<typeof labOrderDetailSchema>;

/** `POST /v1/patient/lab-order` answers 201 with the new order. */
export const createLabOrderResponse = labOrderDetailSchema;
export type CreateLabOrderResponse = LabOrderDetail;

/** `GET /v1/patient/lab-order`: the patient's orders, newest first. */
export const labOrderListResponse = z.object({ orders: z.array(labOrderSchema) });
export type LabOrderListResponse = z.infer<typeof labOrderListResponse>;

/** `GET /v1/patient/labkit/details[?order_id=]` [KIT-2]: one order (404 if not the patient's) or all of them. */
export const labkitDetailsQuery = z.object({ order_id: orderId.optional() });
export type LabkitDetailsQuery = z.infer<typeof labkitDetailsQuery>;

export const labkitDetailsResponse = z.object({ labkitDetails: z.array(labOrderDetailSchema) });
export type LabkitDetailsResponse = z.infer<typeof labkitDetailsResponse>;

/**
 * `POST /v1/patient/lab-order-request` [KIT-1]: the patient asks for a kit from a care gap. Nothing is ordered
 * yet: the answer is what the order form starts from — the kit the gap asks for, the account's phone, the
 * primary address — and the order already open for that gap, if any (show its tracking instead of a second
 * order). 404 for an insight that is not the patient's; 409 `LAB_KIT_NOT_OFFERED` when it offers no kit.
 */
export const labOrderRequestRequest = z.object({ insight_id: insightId });
export type LabOrderRequestRequest = z.infer<typeof labOrderRequestRequest>;

export const labOrderRequestResponse = z.object({
  insight_id: z.string(),
  kit_type: z.enum(LAB_KIT_TYPES),
  phone: z.string().nullable(),
  primary_address: shippingAddressSchema.nullable(),
  open_order: labOrderSchema.nullable(),
});
export type LabOrderRequestResponse = z.infer<typeof labOrderRequestResponse>;

// ---------------------------------------------------------------------------------------------------------
// The lab partner's webhook: `POST /v1/lab-partner/webhooks`, signed (see the server's providers/lab README)
// ---------------------------------------------------------------------------------------------------------

/** `POST /v1/lab-partner/webhooks/:brand`: a brand's own partner reports there (a brand id, as brand files name it). */
export const labPartnerWebhookParams = z.object({
  brand: z.string().regex(/^[a-z][a-z0-9-]{1,30}$/, { message: 'invalid' }),
});

/** A status code as a partner spells them: kept and shown raw when it is not one of LAB_ORDER_STATUS. */
const partnerStatusCode = z.string().regex(/^[a-z0-9][a-z0-9_-]{0,63}$/, { message: 'invalid' });

export const labPartnerEventSchema = z.discriminatedUnion('type', [
  z.object({
    /** The partner's id for this event: a retry carries the same id and changes nothing. */
    event_id: z.string().min(8).max(128),
    type: z.literal('order.status'),
    /** Our order id, as sent to the partner with the order. */
    order_id: orderId,
    status: partnerStatusCode,
    occurred_at: z.iso.datetime({ offset: true }),
  }),
  z.object({
    event_id: z.string().min(8).max(128),
    type: z.literal('order.results'),
    order_id: orderId,
    occurred_at: z.iso.datetime({ offset: true }),
    /** FHIR R4 Observations, LOINC-coded, with units and reference ranges. */
    observations: z.array(z.record(z.string(), z.unknown())).min(1).max(50),
  }),
]);
export type LabPartnerEvent = z.infer<typeof labPartnerEventSchema>;

/** `POST /v1/dev/lab/advance` (the sandbox lab, loopback only): the next status, or the one named. */
export const sandboxLabAdvanceRequest = z.object({
  order_id: orderId,
  status: partnerStatusCode.optional(),
});
export type SandboxLabAdvanceRequest = z.infer<typeof sandboxLabAdvanceRequest>;
