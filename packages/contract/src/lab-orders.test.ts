import { describe, expect, it } from 'vitest';
import { catalogues } from './i18n/index.js';
import {
  createLabOrderRequest,
  isLabOrderStatus,
  LAB_ORDER_STATUS,
  LAB_ORDER_STATUSES,
  labPartnerEventSchema,
} from './lab-orders.js';

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

describe('a kit order request', () => {
  const order = { kit_type: 'hba1c', phone: '555-210-1234' };
  const newAddress = { address1: '1 Main St', city: 'Austin', state: 'tx', zip: '78701' };

  it.each([
    ['to the primary address', order],
    ['to a new address', { ...order, shipping_address: newAddress }],
    ['from a care gap', { ...order, insight_id: '3f0c2a1e-9b8d-4c7e-a6f5-1d2e3c4b5a69' }],
  ])('[KIT-1] is accepted %s', (_, input) => {
    expect(createLabOrderRequest.safeParse(input).success).toBe(true);
  });

  it.each([
    ['an unknown kit', { ...order, kit_type: 'dna' }, 'kit_type'],
    ['a phone not XXX-XXX-XXXX', { ...order, phone: '5550101234' }, 'phone'],
    [
      'a new address without a ZIP code',
      { ...order, shipping_address: { ...newAddress, zip: '' } },
      'shipping_address',
    ],
  ])('[KIT-1] is refused with %s, naming the field', (_, input, field) => {
    const result = createLabOrderRequest.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path[0]).toBe(field);
  });
});

describe('a lab partner event', () => {
  const status = {
    event_id: 'evt_00000001',
    type: 'order.status',
    order_id: '7d1f2c3e-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
    occurred_at: '2026-11-25T10:00:00Z',
  };

  it('[KIT-2] keeps a status code it does not know (shown raw)', () => {
    const parsed = labPartnerEventSchema.parse({ ...status, status: 'kit-lost-in-mail' });
    expect(parsed.type === 'order.status' && parsed.status).toBe('kit-lost-in-mail');
  });

  it.each([[''], ['<script>'], ['x'.repeat(65)]])('[KIT-2] refuses the status code %j', (code) => {
    expect(labPartnerEventSchema.safeParse({ ...status, status: code }).success).toBe(false);
  });
});
