import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import type { CreateLabOrderRequest } from '@portal/contract';
import { failWith, ok } from '../../../testing/msw';
import {
  aboveRangeOrder,
  closedOrder,
  fullHistory,
  labKitHandlers,
  labOrder,
  newAddress,
  openOrders,
  requestAnswer,
} from '../../../testing/lab-kits';
import { renderHomeRoutes } from '../../../testing/render';
import { mockApi } from '../../../testing/server';
import { logout } from '../../../lib/session';
import { labKitsRoutes } from '../routes';
import { TRACKING_REFRESH_MS } from '../rules/order-progress';

const server = mockApi([], { phone_number: '617-555-0100' });
// The routes load their screens on demand: load them once up front, so no test waits out a first transform
beforeAll(() =>
  Promise.all([
    import('./lab-kits-screen'),
    import('./order-screen'),
    import('./order-placed-screen'),
    import('./tracking-screen'),
  ]),
);
// Each test starts from the same orders: what one test places is not there for the next
beforeEach(() => server.use(...labKitHandlers()));

/** The app's own lab kit routes under /home, so the steps' addresses and links are the real ones. */
const open = (path: string, language: 'en' | 'es' = 'en') => renderHomeRoutes(labKitsRoutes, path, language);

const gapId = '3f0c2a8e-9b1d-4c47-8e2a-5d6b7c8d9e01';
const fromGap = `/home/lab-kits/order?insight=${gapId}`;

describe('ordering a kit', () => {
  it('[KIT-1] orders the kit a care gap asks for to a new address, step by step, each step its own address', async () => {
    const user = userEvent.setup();
    const bodies: CreateLabOrderRequest[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST' && request.url.endsWith('/v1/patient/lab-order'))
        void request
          .clone()
          .json()
          .then((body) => bodies.push(body as CreateLabOrderRequest));
    });
    const { router } = open(fromGap);

    expect(await screen.findByText('Suggested by your screening')).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'HbA1c test kit' }) as HTMLInputElement).checked).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(router.state.location.pathname).toBe('/home/lab-kits/order/info');
    expect(router.state.location.search).toBe('?insight=3f0c2a8e-9b1d-4c47-8e2a-5d6b7c8d9e01');
    expect((screen.getByLabelText(/Mobile phone/) as HTMLInputElement).value).toBe('(617) 555-0100');
    expect(
      screen.getByRole('radio', { name: 'My primary address: 12 Elm Street, Springfield, MA 01101' }),
    ).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'Ship to a new address' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(router.state.location.pathname).toBe('/home/lab-kits/order/new-address');
    await user.type(screen.getByLabelText(/Street address/), newAddress.address1);
    await user.type(screen.getByLabelText(/Apartment/), newAddress.address2);
    await user.type(screen.getByLabelText(/City/), newAddress.city);
    await user.selectOptions(screen.getByLabelText(/State/), 'MA');
    await user.type(screen.getByLabelText(/ZIP code/), newAddress.zip);
    await user.click(screen.getByRole('button', { name: 'Use this address' }));

    expect(router.state.location.pathname).toBe('/home/lab-kits/order/review');
    expect(screen.getByText('400 Harbor Way, Apt 5, Boston, MA 02110')).toBeTruthy();
    expect(screen.getByText('A new address, for this kit only')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Place order' }));

    expect(
      await screen.findByRole('heading', { name: 'Your kit is ordered to your new address', level: 1 }),
    ).toBeTruthy();
    expect(bodies).toEqual([
      {
        kit_type: 'hba1c',
        phone: '617-555-0100',
        shipping_address: { ...newAddress },
        insight_id: '3f0c2a8e-9b1d-4c47-8e2a-5d6b7c8d9e01',
      },
    ]);
    await user.click(screen.getByRole('link', { name: 'Track your kit' }));
    const history = await screen.findByRole('list', { name: 'History' });
    expect(within(history).getAllByRole('listitem')).toHaveLength(1);
    expect(within(history).getByText('Requested')).toBeTruthy();
    // typing a whole address takes a few seconds on a busy machine
  }, 20_000);

  it('[KIT-1] keeps what was entered when the patient goes back a step and forward again', async () => {
    const user = userEvent.setup();
    const { router } = open(fromGap);
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    const phone = screen.getByLabelText(/Mobile phone/);
    await user.clear(phone);
    await user.type(phone, '6175550199');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(router.state.location.pathname).toBe('/home/lab-kits/order/review');
    await user.click(screen.getByRole('link', { name: 'Change Mobile phone' }));
    expect((screen.getByLabelText(/Mobile phone/) as HTMLInputElement).value).toBe('(617) 555-0199');
  });

  it('[KIT-1] ships to the primary address by default: no address is sent, the server uses the one on file', async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    server.use(
      http.post('*/v1/patient/lab-order', async ({ request }) => {
        bodies.push(await request.json());
        return ok(labOrder(), 201);
      }),
    );
    open(fromGap);
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('12 Elm Street, Springfield, MA 01101')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByRole('heading', { name: 'Your kit is ordered', level: 1 })).toBeTruthy();
    expect(bodies).toEqual([
      {
        kit_type: 'hba1c',
        phone: '617-555-0100',
        shipping_address: null,
        insight_id: '3f0c2a8e-9b1d-4c47-8e2a-5d6b7c8d9e01',
      },
    ]);
  });

  it('[KIT-1] a reload or bookmark of a later step starts at the first step still to do', async () => {
    const { router } = open('/home/lab-kits/order/review');
    expect(await screen.findByRole('heading', { name: 'Schedule your order' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/home/lab-kits/order');
  });

  /** The review of the care gap's order, opened anew: with no draft kept it asks where to ship, on its own step. */
  async function expectReviewAsksWhereToShip() {
    const { router } = open(`/home/lab-kits/order/review?insight=${gapId}`);
    expect(await screen.findByRole('heading', { name: 'Your phone and shipping address' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/home/lab-kits/order/info');
    expect(router.state.location.search).toBe(`?insight=${gapId}`);
    expect(screen.queryByRole('button', { name: 'Place order' })).toBeNull();
  }

  /** From the care gap to its review, shipping to the primary address; the page then closes (unmounts). */
  async function reviewToPrimaryAndClose(user: ReturnType<typeof userEvent.setup>, place: boolean) {
    const first = open(fromGap);
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    const placeButton = await screen.findByRole('button', { name: 'Place order' });
    if (place) {
      await user.click(placeButton);
      await screen.findByRole('heading', { name: /Your kit is ordered/, level: 1 });
    }
    first.unmount();
  }

  it('[KIT-1] a review opened without the patient saying where to ship (a new tab, a lost draft) asks for it, never shows the primary address', async () => {
    await expectReviewAsksWhereToShip();
  });

  it.each([
    ['from the care gap', fromGap],
    ['from the kit list', '/home/lab-kits/order'],
  ])(
    '[KIT-1] %s, a reload on the review keeps the new address, and the order placed ships there',
    async (_, start) => {
      const user = userEvent.setup();
      const bodies: CreateLabOrderRequest[] = [];
      server.use(
        http.post('*/v1/patient/lab-order', async ({ request }) => {
          bodies.push((await request.json()) as CreateLabOrderRequest);
          return ok(labOrder(), 201);
        }),
      );
      const first = open(start);
      await user.click(await screen.findByRole('radio', { name: 'HbA1c test kit' }));
      await user.click(screen.getByRole('button', { name: 'Continue' }));
      await user.click(await screen.findByRole('radio', { name: 'Ship to a new address' }));
      await user.click(screen.getByRole('button', { name: 'Continue' }));
      await user.type(await screen.findByLabelText(/Street address/), newAddress.address1);
      await user.type(screen.getByLabelText(/City/), newAddress.city);
      await user.selectOptions(screen.getByLabelText(/State/), 'MA');
      await user.type(screen.getByLabelText(/ZIP code/), newAddress.zip);
      await user.click(screen.getByRole('button', { name: 'Use this address' }));
      expect(await screen.findByText('400 Harbor Way, Boston, MA 02110')).toBeTruthy();
      const reviewed = first.router.state.location;

      // the reload: a new page at the same address, with only what the tab kept
      first.unmount();
      const { router } = open(`${reviewed.pathname}${reviewed.search}`);
      expect(await screen.findByRole('heading', { name: 'Review your order' })).toBeTruthy();
      expect(router.state.location.pathname).toBe('/home/lab-kits/order/review');
      expect(screen.getByText('400 Harbor Way, Boston, MA 02110')).toBeTruthy();
      expect(screen.queryByText('12 Elm Street, Springfield, MA 01101')).toBeNull();
      await user.click(screen.getByRole('button', { name: 'Place order' }));

      await screen.findByRole('heading', { name: /Your kit is ordered/, level: 1 });
      expect(bodies.map((body) => body.shipping_address)).toEqual([{ ...newAddress, address2: null }]);
    },
    20_000,
  );

  it('[KIT-1] a reload on the new address step keeps the step, the choice to ship elsewhere and what was typed', async () => {
    const user = userEvent.setup();
    const first = open(fromGap);
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('radio', { name: 'Ship to a new address' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.type(await screen.findByLabelText(/Street address/), newAddress.address1);
    await user.type(screen.getByLabelText(/City/), newAddress.city);
    const { pathname, search } = first.router.state.location;
    first.unmount();

    const { router } = open(`${pathname}${search}`);
    expect((await screen.findByLabelText<HTMLInputElement>(/Street address/)).value).toBe(
      newAddress.address1,
    );
    expect(screen.getByLabelText<HTMLInputElement>(/City/).value).toBe(newAddress.city);
    expect(router.state.location.pathname).toBe('/home/lab-kits/order/new-address');
    // and the review, asked for before the address is given, sends the patient back to give it
    await act(() => router.navigate(`/home/lab-kits/order/review${search}`));
    expect(router.state.location.pathname).toBe('/home/lab-kits/order/new-address');
  });

  it('[KIT-1] a placed order leaves no draft behind: the next order starts afresh', async () => {
    await reviewToPrimaryAndClose(userEvent.setup(), true);
    await expectReviewAsksWhereToShip();
  });

  it('[KIT-1] [SESS-3] logging out forgets the draft: the next session in this tab starts afresh', async () => {
    await reviewToPrimaryAndClose(userEvent.setup(), false);
    server.use(http.post('*/v1/logout', () => ok({})));
    logout({ redirect: false });
    await expectReviewAsksWhereToShip();
  });

  it.each([
    ['not ten digits', '617555', 'Enter a 10-digit mobile number.'],
    [
      'that cannot exist (000-555-0199)',
      '0005550199',
      'Check the number: a US area code and the next three digits never start with 0 or 1.',
    ],
  ])('[KIT-1] refuses a phone %s, in the words the server uses', async (_, typed, message) => {
    const user = userEvent.setup();
    const { router } = open(fromGap);
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    await user.clear(screen.getByLabelText(/Mobile phone/));
    await user.type(screen.getByLabelText(/Mobile phone/), typed);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText(message)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/home/lab-kits/order/info');
  });

  it('[KIT-1] shows the server’s translated message when it refuses the order, and places nothing', async () => {
    const user = userEvent.setup();
    server.use(
      http.post('*/v1/patient/lab-order', () =>
        failWith(409, 'LAB_ORDER_ALREADY_OPEN - Ya tiene un pedido de este kit en camino.'),
      ),
    );
    const { router } = open(fromGap, 'es');
    await user.click(await screen.findByRole('button', { name: 'Continuar' }));
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await user.click(screen.getByRole('button', { name: 'Hacer el pedido' }));
    expect(await screen.findByText('Ya tiene un pedido de este kit en camino.')).toBeTruthy();
    expect(screen.getByText('No pudimos hacer su pedido')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/home/lab-kits/order/review');
  });

  it('[KIT-1] with no primary address on file, asks where to ship', async () => {
    const user = userEvent.setup();
    server.use(...labKitHandlers({ request: requestAnswer({ primary_address: null }) }));
    const { router } = open(fromGap);
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(screen.getByText(/We have no primary address for you yet/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(router.state.location.pathname).toBe('/home/lab-kits/order/new-address');
  });

  it('[KIT-1] without a care gap the patient picks the kit, and the phone and address come from the account', async () => {
    const user = userEvent.setup();
    open('/home/lab-kits/order');
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Choose a test kit.')).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'Cholesterol test kit' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect((screen.getByLabelText(/Mobile phone/) as HTMLInputElement).value).toBe('(617) 555-0100');
    expect(screen.getByRole('radio', { name: /My primary address: 12 Elm Street/ })).toBeTruthy();
  });

  it('[KIT-1] a care gap with an order already open offers its tracking instead of a second order', async () => {
    server.use(...labKitHandlers({ request: requestAnswer({ open_order: openOrders[0]! }) }));
    open(fromGap);
    expect(await screen.findByText('This kit is already on its way')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Track your kit' }).getAttribute('href')).toBe(
      `/home/lab-kits/${openOrders[0]!.id}`,
    );
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();
  });

  it('[KIT-1] the completed screen shows the order placed from the cache, before any new read answers', async () => {
    const user = userEvent.setup();
    open(fromGap);
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    server.use(http.get('*/v1/patient/labkit/details', () => new Promise<Response>(() => undefined)));
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByRole('heading', { name: 'Your kit is ordered', level: 1 })).toBeTruthy();
    expect(screen.getByText('Requested')).toBeTruthy();
  });
});

describe('tracking a kit', () => {
  it('[KIT-2] shows the current status and every step with its time, oldest first, and the result with its trend', async () => {
    open(`/home/lab-kits/${closedOrder.id}`);
    expect(await screen.findByRole('heading', { name: 'HbA1c test kit', level: 1 })).toBeTruthy();
    const steps = within(screen.getByRole('list', { name: 'History' })).getAllByRole('listitem');
    expect(steps.map((step) => step.firstChild?.textContent)).toEqual([
      'Requested',
      'Order Received',
      'Order Fulfilled',
      'Kit Delivered',
      'Kit In Transit',
      'Samples Received',
      'Kit Accessioned',
      'Processing Results',
      'Results Ready',
      'Care Gap Closed',
    ]);
    expect(steps.map((step) => step.querySelector('time')?.getAttribute('dateTime'))).toEqual(
      closedOrder.history.map((event) => event.at),
    );
    expect(screen.getAllByText('Care Gap Closed')).toHaveLength(2);
    expect(screen.getByText('6.4 %')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See your trend' }).getAttribute('href')).toBe(
      '/home/trends/hba1c',
    );
  });

  it.each([
    [
      'en',
      'Above range',
      'Normal range: ≤ 5.6 %',
      'Your result is above the normal range. Talk to your clinician.',
      'Your results are in, and this test is recorded as done.',
    ],
    [
      'es',
      'Por encima del rango',
      'Rango normal: ≤ 5,6 %',
      'Su resultado está por encima del rango normal. Hable con su médico.',
      'Sus resultados llegaron y esta prueba consta como hecha.',
    ],
  ] as const)(
    '[KIT-2] [STATUS-1] [issue 24] in %s the HbA1c kit (6.8 against ≤ 5.6) shows its range, that it is above, and what to do',
    async (language, flag, range, advice, meaning) => {
      server.use(http.get('*/v1/patient/labkit/details', () => ok({ labkitDetails: [aboveRangeOrder] })));
      open(`/home/lab-kits/${aboveRangeOrder.id}`, language);
      const results = await screen.findByRole('heading', {
        name: language === 'en' ? 'Results' : 'Resultados',
      });
      const card = within(results.parentElement!);
      expect(card.getByText(flag)).toBeTruthy();
      expect(card.getByText(range)).toBeTruthy();
      expect(card.getByText(advice)).toBeTruthy();
      // the spec's label stays on the badge; what it means is said beside it
      expect(screen.getByText(meaning)).toBeTruthy();
    },
  );

  it.each([
    // ordered 2026-11-10 09:00 UTC: the same day in every time zone of the patients' states
    ['en', 'Nov 10, 2026', '6.4 %'],
    ['es', '10 nov 2026', '6,4 %'],
  ] as const)(
    '[I18N-1] [KIT-2] in %s the kit is dated %s and its result reads %s',
    async (language, day, result) => {
      open(`/home/lab-kits/${closedOrder.id}`, language);
      expect(await screen.findByText(day)).toBeTruthy();
      expect(screen.getByText(result)).toBeTruthy();
      const history = within(screen.getByRole('list', { name: language === 'en' ? 'History' : 'Historial' }));
      expect(history.getAllByText(new RegExp(day)).length).toBeGreaterThan(0);
    },
  );

  it('[KIT-2] reads an order on its way again every half minute, so a new step shows without a reload', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'setInterval'] });
    const order = labOrder({ history: fullHistory.slice(0, 2) });
    let current = order;
    server.use(http.get('*/v1/patient/labkit/details', () => ok({ labkitDetails: [current] })));
    open(`/home/lab-kits/${order.id}`);
    expect(await screen.findAllByText('Order Received')).toHaveLength(2);
    current = labOrder({ history: fullHistory.slice(0, 3) });
    await act(() => vi.advanceTimersByTimeAsync(TRACKING_REFRESH_MS));
    expect(await screen.findAllByText('Order Fulfilled')).toHaveLength(2);
  });

  it('[KIT-2] [STATUS-2] shows a status code the lab sent that we do not know, as it came', async () => {
    open(`/home/lab-kits/${openOrders[1]!.id}`);
    expect(await screen.findAllByText('kit-lost-by-courier')).toHaveLength(2);
  });

  it('[KIT-2] an order that is not this patient’s reads as not found', async () => {
    open('/home/lab-kits/6f1c1c1e-7a4e-4d4b-9f53-1b2f0c9affff');
    expect(await screen.findByText('We could not find this lab kit')).toBeTruthy();
  });

  it('[KIT-2] lists the orders with their status, each linking to its tracking', async () => {
    open('/home/lab-kits', 'es');
    const items = within(await screen.findByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText('Brecha de atención cerrada')).toBeTruthy();
    expect(
      within(items[1]!)
        .getByRole('link', { name: /Seguir su Kit de detección/ })
        .getAttribute('href'),
    ).toBe(`/home/lab-kits/${openOrders[1]!.id}`);
  });

  it('[KIT-2] says when there are no kits yet, and offers to try again when the list cannot load', async () => {
    const user = userEvent.setup();
    let fail = true;
    server.use(
      http.get('*/v1/patient/labkit/details', () =>
        fail ? new Response(null, { status: 503 }) : ok({ labkitDetails: [] }),
      ),
    );
    open('/home/lab-kits');
    expect(await screen.findByText("We couldn't load your lab kits")).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByText('No lab kits yet')).toBeTruthy());
    expect(screen.getByRole('link', { name: 'Order a lab kit' }).getAttribute('href')).toBe(
      '/home/lab-kits/order',
    );
  });
});
