import { http } from 'msw';
import { expect, within } from 'storybook/test';
import type { LabOrderDetail, ShippingAddress } from '@portal/contract';
import { failWith, ok } from '../../testing/msw';
import {
  fullHistory,
  labKitErrorHandlers,
  labKitHandlers,
  labKitLoadingHandlers,
  labOrder,
  primaryAddress,
} from '../../testing/lab-kits';
import { fromControls, longAddress as longAddressAtCaps } from '../../testing/story-states';
import { serverSays, t } from '../../testing/storybook';

/* The loading and failed-read stories every lab kit screen has: the same handlers and the same check. */

type Play = { canvasElement: HTMLElement };

/** Every lab kit read waits. */
export const loadingStory = { parameters: { msw: { handlers: labKitLoadingHandlers() } } };

/** Every lab kit read fails; the screen offers to try again. */
export const errorStory = {
  parameters: { msw: { handlers: labKitErrorHandlers(() => serverSays('LAB_KIT_NOT_OFFERED')) } },
  play: async ({ canvasElement }: Play) => {
    await expect(await within(canvasElement).findByRole('button', { name: t('app.retry') })).toBeVisible();
  },
};

/** A shipping address at the contract's caps. */
export const longAddress: ShippingAddress = longAddressAtCaps;

/** What a designer varies on a lab kit screen (Controls): the kits, how far they got, where they go. */
export interface LabKitControls {
  orders: number;
  kitType: LabOrderDetail['kit_type'];
  stepsDone: number;
  address1: string;
  address2: string;
  city: string;
}

export const labKitArgs: LabKitControls = {
  orders: 1,
  kitType: 'hba1c',
  stepsDone: 5,
  address1: primaryAddress.address1,
  address2: '',
  city: primaryAddress.city,
};

export const labKitArgTypes = {
  orders: { control: { type: 'number', min: 0, max: 6 }, description: 'How many kits the patient ordered' },
  kitType: { control: 'inline-radio', options: ['hba1c', 'fit'] },
  stepsDone: {
    control: { type: 'range', min: 1, max: fullHistory.length },
    description: 'How far each kit got (statuses so far)',
  },
  address1: { control: 'text', description: 'Street (at most 120 characters)' },
  address2: { control: 'text' },
  city: { control: 'text', description: 'City (at most 80 characters)' },
} as const;

/** The first order's id: the route of the tracking and order-completed stories. */
export const controlledOrderId = labOrder().id;

/** The patient's orders as the Controls describe them, the first with `controlledOrderId`. */
function ordersFromControls(): LabOrderDetail[] {
  const c = { ...labKitArgs, ...fromControls<Partial<LabKitControls>>() };
  return Array.from({ length: c.orders }, (_, i) =>
    labOrder({
      id: i === 0 ? controlledOrderId : `6f1c1c1e-7a4e-4d4b-9f53-1b2f0c9a${String(8000 + i)}`,
      kit_type: c.kitType,
      ship_to: c.address1 === primaryAddress.address1 ? 'primary' : 'new',
      shipping_address: {
        ...primaryAddress,
        address1: c.address1,
        address2: c.address2 || null,
        city: c.city,
      },
      history: fullHistory.slice(0, Math.max(1, c.stepsDone - i)),
    }),
  );
}

/** The kits read as the Controls say: put before `labKitHandlers()`, whose other endpoints answer the rest. */
export const ordersFromControlsHandler = () =>
  http.get('*/v1/patient/labkit/details', ({ request }) => {
    const orders = ordersFromControls();
    const id = new URL(request.url).searchParams.get('order_id');
    if (!id) return ok({ labkitDetails: orders });
    const found = orders.filter((o) => o.id === id);
    return found.length > 0 ? ok({ labkitDetails: found }) : failWith(404, 'NOT_FOUND - Not found.');
  });

/** The first order's screen at `route`, its kits read as the Controls say. */
export const controlledOrder = (route: { path: string; pattern: string }) => ({
  args: labKitArgs,
  argTypes: labKitArgTypes,
  parameters: { route, msw: { handlers: [ordersFromControlsHandler(), ...labKitHandlers()] } },
});

/** The Controls with the kit going to `longAddress`. */
export const longAddressArgs: LabKitControls = {
  ...labKitArgs,
  address1: longAddress.address1,
  address2: longAddress.address2!,
  city: longAddress.city,
};
