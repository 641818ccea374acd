import { describe, expect, it } from 'vitest';
import { catalogues } from './i18n/index.js';
import { isLabOrderStatus, LAB_ORDER_STATUS, LAB_ORDER_STATUSES } from './lab-orders.js';

const label = (key: string) =>
  catalogues.en.labOrderStatus[key.replace('labOrderStatus.', '') as 'kit-issue'];

describe('the lab order status table', () => {
  it.each([
    ['lab-order-requested', 'Requested', 'progress'],
    ['order-received', 'Order Received', 'progress'],
    ['order-fulfilled', 'Order Fulfilled', 'progress'],
    ['test-samples-received', 'Samples Received', 'progress'],
    ['kit-accessioned', 'Kit Accessioned', 'progress'],
    ['kit-rejected', 'Kit Rejected', 'problem'],
    ['results-ready', 'Results Ready', 'success'],
    ['processing-results', 'Processing Results', 'progress'],
    ['care-gap-closed', 'Care Gap Closed', 'success'],
    ['lab-order-result-resubmitted', 'Result Resubmitted', 'progress'],
    ['kit-delivered-to-patient', 'Kit Delivered', 'progress'],
    ['kit-in-transit-to-lab', 'Kit In Transit', 'progress'],
    ['kit-issue', 'Kit Issue', 'problem'],
    ['kit-fulfillment-canceled', 'Kit Fulfillment Canceled', 'problem'],
  ] as const)('[STATUS-1] %s reads %j, tone %s', (code, english, tone) => {
    expect(label(LAB_ORDER_STATUS[code].labelKey)).toBe(english);
    expect(LAB_ORDER_STATUS[code].tone).toBe(tone);
  });

  it('[STATUS-1] knows exactly the 14 codes of the spec', () => {
    expect(LAB_ORDER_STATUSES).toHaveLength(14);
  });

  it.each([['kit-lost'], [''], ['toString'], ['RESULTS-READY']])(
    '[STATUS-2] %j is not a known code',
    (code) => {
      expect(isLabOrderStatus(code)).toBe(false);
    },
  );
});
