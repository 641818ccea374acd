import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  controlledOrder,
  controlledOrderId,
  longAddressArgs,
  errorStory,
  loadingStory,
} from '../stories-support';
import { demoClaims, t, withPortalScreen } from '../../../testing/storybook';
import { labKitHandlers, labOrder, newAddress } from '../../../testing/lab-kits';
import { onPhoneWith, withControls } from '../../../testing/story-states';
import OrderPlacedScreen from './order-placed-screen';

const toPrimary = labOrder();
const toNewAddress = labOrder({
  id: '6f1c1c1e-7a4e-4d4b-9f53-1b2f0c9a0003',
  ship_to: 'new',
  shipping_address: newAddress,
});
const at = (orderId: string) => ({
  path: `/home/lab-kits/order/placed/${orderId}`,
  pattern: '/home/lab-kits/order/placed/:orderId',
});

/** Kit order completed, and kit order with a new shipping address (KIT-1). */
const meta = {
  title: 'Screens/Lab kits/Order completed',
  component: OrderPlacedScreen,
  decorators: [withPortalScreen, withControls],
  parameters: {
    route: at(toPrimary.id),
    session: demoClaims,
    msw: { handlers: labKitHandlers({ orders: [toPrimary, toNewAddress] }) },
  },
} satisfies Meta<typeof OrderPlacedScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const KitOrderCompleted: Story = {
  tags: ['state:filled'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: t('labKits.order.openTrack') })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: t('labKits.placed.title'), level: 1 })).toBeVisible();
  },
};
export const KitOrderWithNewShippingAddress: Story = {
  parameters: { route: at(toNewAddress.id) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: t('labKits.placed.titleNewAddress'), level: 1 }),
    ).toBeVisible();
    await expect(canvas.getByText('400 Harbor Way, Apt 5, Boston, MA 02110')).toBeVisible();
  },
};
export const Loading: Story = { tags: ['state:loading'], ...loadingStory };
export const Error: Story = { tags: ['state:error'], ...errorStory };
export const Spanish: Story = {
  parameters: { route: at(toNewAddress.id) },
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Su kit está pedido a su dirección nueva' }),
    ).toBeVisible();
  },
};

/** One kit as Controls describe it (which, how far, where to): every control changes the screen. */
const controlled = controlledOrder(at(controlledOrderId));

/** Ordered to a new address at the contract's caps: the address wraps in place. */
export const LongText: Story = {
  tags: ['state:long-text'],
  ...controlled,
  args: longAddressArgs,
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', {
        name: t('labKits.placed.titleNewAddress'),
        level: 1,
      }),
    ).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(
      canvasElement.ownerDocument.documentElement.clientWidth,
    );
  },
};

export const Phone: Story = {
  tags: ['state:phone'],
  ...onPhoneWith(controlled),
  args: longAddressArgs,
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('link', { name: t('labKits.order.openTrack') }),
    ).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};
