/** Lab kit order statuses and their display labels (spec section 3, "Lab order status"). */
export const LAB_ORDER_STATUS_LABELS = {
  'lab-order-requested': 'Requested',
  'order-received': 'Order Received',
  'order-fulfilled': 'Order Fulfilled',
  'test-samples-received': 'Samples Received',
  'kit-accessioned': 'Kit Accessioned',
  'kit-rejected': 'Kit Rejected',
  'results-ready': 'Results Ready',
  'processing-results': 'Processing Results',
  'care-gap-closed': 'Care Gap Closed',
  'lab-order-result-resubmitted': 'Result Resubmitted',
  'kit-delivered-to-patient': 'Kit Delivered',
  'kit-in-transit-to-lab': 'Kit In Transit',
  'kit-issue': 'Kit Issue',
  'kit-fulfillment-canceled': 'Kit Fulfillment Canceled',
} as const;

export type LabOrderStatus = keyof typeof LAB_ORDER_STATUS_LABELS;

export const LAB_ORDER_STATUSES = Object.keys(LAB_ORDER_STATUS_LABELS) as LabOrderStatus[];

export function isLabOrderStatus(code: string): code is LabOrderStatus {
  return Object.hasOwn(LAB_ORDER_STATUS_LABELS, code);
}

/** [STATUS-1] [STATUS-2] The label of a status code; an unknown code is shown as it came. */
export function labOrderStatusLabel(code: string): string {
  return isLabOrderStatus(code) ? LAB_ORDER_STATUS_LABELS[code] : code;
}
