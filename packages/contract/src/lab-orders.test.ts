import { describe, expect, it } from 'vitest';
import { LAB_ORDER_STATUSES, labOrderStatusLabel } from './lab-orders.js';

describe('lab order status labels', () => {
  it.each([
    ['lab-order-requested', 'Requested'],
    ['order-received', 'Order Received'],
    ['order-fulfilled', 'Order Fulfilled'],
    ['test-samples-received', 'Samples Received'],
    ['kit-accessioned', 'Kit Accessioned'],
    ['kit-rejected', 'Kit Rejected'],
    ['results-ready', 'Results Ready'],
    ['processing-results', 'Processing Results'],
    ['care-gap-closed', 'Care Gap Closed'],
    ['lab-order-result-resubmitted', 'Result Resubmitted'],
    ['kit-delivered-to-patient', 'Kit Delivered'],
    ['kit-in-transit-to-lab', 'Kit In Transit'],
    ['kit-issue', 'Kit Issue'],
    ['kit-fulfillment-canceled', 'Kit Fulfillment Canceled'],
  ])('[STATUS-1] %s shows %j', (code, label) => {
    expect(labOrderStatusLabel(code)).toBe(label);
  });

  it('[STATUS-1] knows exactly the 14 codes of the spec', () => {
    expect(LAB_ORDER_STATUSES).toHaveLength(14);
  });

  it.each([['kit-lost'], [''], ['toString'], ['RESULTS-READY']])(
    '[STATUS-2] shows the unknown code %j raw',
    (code) => {
      expect(labOrderStatusLabel(code)).toBe(code);
    },
  );
});
