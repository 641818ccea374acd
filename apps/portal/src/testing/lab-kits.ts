import { http, type HttpHandler } from 'msw';
import type {
  AddressesResponse,
  CreateLabOrderRequest,
  LabOrderDetail,
  LabOrderEvent,
  LabOrderRequestResponse,
} from '@portal/contract';
import { failWith, ok, pending } from './msw';

/** Test and story fixtures for the lab kit screens: sample orders and the MSW handlers of each screen state. */

export const primaryAddress = {
  address1: '12 Elm Street',
  address2: null,
  city: 'Springfield',
  state: 'MA',
  zip: '01101',
};

export const newAddress = {
  address1: '400 Harbor Way',
  address2: 'Apt 5',
  city: 'Boston',
  state: 'MA',
  zip: '02110',
};

/** Every status of the happy path, a few hours apart, oldest first. */
export const fullHistory: LabOrderEvent[] = [
  'lab-order-requested',
  'order-received',
  'order-fulfilled',
  'kit-delivered-to-patient',
  'kit-in-transit-to-lab',
  'test-samples-received',
  'kit-accessioned',
  'processing-results',
  'results-ready',
  'care-gap-closed',
].map((status, i) => ({
  status,
  at: new Date(Date.UTC(2026, 10, 10, 9 + i * 5)).toISOString(),
  source: status === 'lab-order-requested' ? 'patient' : status === 'care-gap-closed' ? 'system' : 'sandbox',
}));

export function labOrder(overrides: Partial<LabOrderDetail> = {}): LabOrderDetail {
  const history = overrides.history ?? fullHistory.slice(0, 1);
  return {
    id: '6f1c1c1e-7a4e-4d4b-9f53-1b2f0c9a0001',
    kit_type: 'hba1c',
    status: history.at(-1)?.status ?? 'lab-order-requested',
    phone: '617-555-0100',
    ship_to: 'primary',
    shipping_address: primaryAddress,
    insight_id: '3f0c2a8e-9b1d-4c47-8e2a-5d6b7c8d9e01',
    created_at: fullHistory[0]!.at,
    updated_at: history.at(-1)?.at ?? fullHistory[0]!.at,
    history,
    results: [],
    ...overrides,
  };
}

export const closedOrder = labOrder({
  history: fullHistory,
  results: [
    {
      loinc: '4548-4',
      display: 'Hemoglobin A1c/Hemoglobin.total in Blood',
      value: 6.4,
      value_text: null,
      unit: '%',
      reference_range: { low: 4, high: 5.6, unit: '%', text: null },
      date: fullHistory[7]!.at,
    },
  ],
});

/** The HbA1c kit as the sandbox lab answers it (issue 24): 6.8 % against "≤ 5.6 %", a range with no low side. */
export const aboveRangeOrder = labOrder({
  history: fullHistory,
  results: [
    {
      loinc: '4548-4',
      display: 'Hemoglobin A1c/Hemoglobin.total in Blood',
      value: 6.8,
      value_text: null,
      unit: '%',
      reference_range: { low: null, high: 5.6, unit: '%', text: null },
      date: fullHistory[7]!.at,
    },
  ],
});

export const openOrders: LabOrderDetail[] = [
  closedOrder,
  labOrder({
    id: '6f1c1c1e-7a4e-4d4b-9f53-1b2f0c9a0002',
    kit_type: 'fit',
    insight_id: null,
    ship_to: 'new',
    shipping_address: newAddress,
    history: [
      ...fullHistory.slice(0, 2),
      { status: 'kit-lost-by-courier', at: fullHistory[2]!.at, source: 'partner' },
    ],
  }),
];

export const requestAnswer = (overrides: Partial<LabOrderRequestResponse> = {}): LabOrderRequestResponse => ({
  insight_id: '3f0c2a8e-9b1d-4c47-8e2a-5d6b7c8d9e01',
  kit_type: 'hba1c',
  phone: '617-555-0100',
  primary_address: primaryAddress,
  open_order: null,
  ...overrides,
});

const savedAddresses = (primary: boolean): AddressesResponse => ({
  primary: primary ? { ...primaryAddress, from: null } : null,
  past: [],
  suggested_primary: null,
  data_pull: 'started',
});

const details = (orders: LabOrderDetail[]) =>
  http.get('*/v1/patient/labkit/details', ({ request }) => {
    const id = new URL(request.url).searchParams.get('order_id');
    if (!id) return ok({ labkitDetails: orders });
    const found = orders.filter((o) => o.id === id);
    return found.length > 0 ? ok({ labkitDetails: found }) : failWith(404, 'NOT_FOUND - Not found.');
  });

/**
 * The lab kit endpoints answering like the server: `orders` so far, a care gap asking for an HbA1c kit, and an
 * order call that answers the new order (ship_to from whether a new address came) and adds it to `orders`.
 */
export function labKitHandlers({
  orders = openOrders,
  request = requestAnswer(),
  hasPrimary = true,
}: {
  orders?: LabOrderDetail[];
  request?: LabOrderRequestResponse;
  hasPrimary?: boolean;
} = {}): HttpHandler[] {
  const placed = [...orders];
  return [
    details(placed),
    http.post('*/v1/patient/lab-order-request', () => ok(request)),
    http.get('*/v1/signup/addresses', () => ok(savedAddresses(hasPrimary))),
    http.post('*/v1/patient/lab-order', async ({ request: call }) => {
      const body = (await call.json()) as CreateLabOrderRequest;
      const order = labOrder({
        id: `6f1c1c1e-7a4e-4d4b-9f53-1b2f0c9a${String(9000 + placed.length)}`,
        kit_type: body.kit_type,
        phone: body.phone,
        insight_id: body.insight_id ?? null,
        ship_to: body.shipping_address ? 'new' : 'primary',
        shipping_address: body.shipping_address
          ? { ...body.shipping_address, address2: body.shipping_address.address2 ?? null }
          : primaryAddress,
      });
      placed.unshift(order);
      return ok(order, 201);
    }),
  ];
}

/** Every lab kit read waits: the loading state. */
export const labKitLoadingHandlers = (): HttpHandler[] => [
  pending('get', '*/v1/patient/labkit/details'),
  pending('post', '*/v1/patient/lab-order-request'),
  pending('get', '*/v1/signup/addresses'),
];

/** Every lab kit read fails: the error state. `notOffered` is worded when it answers (a story's in its language). */
export const labKitErrorHandlers = (
  notOffered: () => string = () =>
    'LAB_KIT_NOT_OFFERED - This screening does not offer an at-home kit right now.',
): HttpHandler[] => [
  http.get('*/v1/patient/labkit/details', () => new Response(null, { status: 503 })),
  http.post('*/v1/patient/lab-order-request', () => failWith(409, notOffered())),
  http.get('*/v1/signup/addresses', () => new Response(null, { status: 503 })),
];

/** An order call that never answers: the review step while it saves. */
export const placingHandler = (): HttpHandler => pending('post', '*/v1/patient/lab-order');
