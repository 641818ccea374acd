import type { en } from './i18n/en.js';

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
