import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { loadingStory, longAddress } from '../stories-support';
import {
  containing,
  demoClaims,
  failWith,
  serverSays,
  startingWith,
  t,
  withPortalScreen,
  wordsBefore,
} from '../../../testing/storybook';
import {
  labKitErrorHandlers,
  labKitHandlers,
  newAddress,
  openOrders,
  placingHandler,
  requestAnswer,
} from '../../../testing/lab-kits';
import { emptyDraft, type OrderDraft } from '../rules/order-flow';
import { onPhone } from '../../../testing/story-states';
import OrderScreen from './order-screen';

/** The screens of KIT-1 in the spec's order: schedule order, order info, new address, review (then completed). */
const step = (segment: string, insight = true) => ({
  path: `/home/lab-kits/order${segment}${insight ? '?insight=3f0c2a8e-9b1d-4c47-8e2a-5d6b7c8d9e01' : ''}`,
  pattern: '/home/lab-kits/order/:step?',
});
const ready: OrderDraft = emptyDraft({ kit: 'hba1c', phone: '617-555-0100' });
/** The review's draft: the patient chose the primary address on "phone and address". */
const toPrimary: OrderDraft = { ...ready, shipTo: 'primary' };
const toNewAddress: OrderDraft = { ...ready, shipTo: 'new', newAddress: { ...newAddress } };

const meta = {
  title: 'Screens/Lab kits/Order',
  component: OrderScreen,
  decorators: [withPortalScreen],
  parameters: { route: step(''), session: demoClaims, msw: { handlers: labKitHandlers() } },
  argTypes: {
    initialDraft: {
      control: 'object',
      description: 'The order so far (kit, phone, ship to, new address), as a reload finds it',
    },
  },
} satisfies Meta<typeof OrderScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ScheduleOrder: Story = {
  tags: ['state:filled'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('labKits.schedule.suggested'))).toBeVisible();
    await expect(canvas.getByRole('radio', { name: t('labKits.kits.hba1c.name') })).toBeChecked();
  },
};
export const ScheduleOrderChoosingAKit: Story = {
  parameters: { route: step('', false) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: t('addressForm.submit') }));
    await expect(canvas.getByText(t('labKits.schedule.kitRequired'))).toBeVisible();
  },
};
export const OrderInfo: Story = {
  parameters: { route: step('/info') },
  args: { initialDraft: ready },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('radio', {
        name: startingWith(wordsBefore('labKits.info.primary', 'address')),
      }),
    ).toBeChecked();
  },
};
export const OrderInfoWrongPhone: Story = {
  parameters: { route: step('/info') },
  args: { initialDraft: { ...ready, phone: '617555' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: t('addressForm.submit') }));
    await expect(canvas.getByText(t('validation.phone_format'))).toBeVisible();
  },
};
export const OrderInfoNoPrimaryAddress: Story = {
  parameters: {
    route: step('/info'),
    msw: { handlers: labKitHandlers({ request: requestAnswer({ primary_address: null }) }) },
  },
  args: { initialDraft: ready },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(t('labKits.info.noPrimary'))).toBeVisible();
  },
};
export const NewShippingAddress: Story = {
  parameters: { route: step('/new-address') },
  args: { initialDraft: { ...ready, shipTo: 'new' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: t('labKits.newAddress.submit') }));
    await expect(
      canvas.getAllByText(t('validation.street', { field: t('fields.shipping_address') }))[0],
    ).toBeVisible();
  },
};
export const ReviewOrderDetail: Story = {
  parameters: { route: step('/review') },
  args: { initialDraft: toPrimary },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('12 Elm Street, Springfield, MA 01101')).toBeVisible();
  },
};
export const ReviewToANewAddress: Story = {
  parameters: { route: step('/review') },
  args: { initialDraft: toNewAddress },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('labKits.review.newAddressNote'))).toBeVisible();
  },
};
export const Saving: Story = {
  tags: ['state:saving'],
  parameters: { route: step('/review'), msw: { handlers: [placingHandler(), ...labKitHandlers()] } },
  args: { initialDraft: toPrimary },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: t('labKits.review.place') }));
    await expect(canvas.getByRole('button', { name: containing(t('labKits.review.place')) })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};
export const Refused: Story = {
  tags: ['state:refused'],
  parameters: {
    route: step('/review'),
    msw: {
      handlers: [
        http.post('*/v1/patient/lab-order', () => failWith(409, serverSays('LAB_ORDER_ALREADY_OPEN'))),
        ...labKitHandlers(),
      ],
    },
  },
  args: { initialDraft: toPrimary },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: t('labKits.review.place') }));
    await expect(await canvas.findByText(t('errors.LAB_ORDER_ALREADY_OPEN'))).toBeVisible();
  },
};
export const AlreadyOnItsWay: Story = {
  parameters: {
    msw: { handlers: labKitHandlers({ request: requestAnswer({ open_order: openOrders[0]! }) }) },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(t('labKits.order.openTitle'))).toBeVisible();
  },
};
export const Loading: Story = { tags: ['state:loading'], ...loadingStory };
export const Error: Story = {
  tags: ['state:error'],
  parameters: { msw: { handlers: labKitErrorHandlers(() => serverSays('LAB_KIT_NOT_OFFERED')) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(t('errors.LAB_KIT_NOT_OFFERED'))).toBeVisible();
  },
};
export const Spanish: Story = {
  parameters: { route: step('/review') },
  args: { initialDraft: toNewAddress },
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Hacer el pedido' })).toBeVisible();
  },
};

/** The review of a kit going to a new address at the contract's caps: the address wraps in place. */
export const LongText: Story = {
  tags: ['state:long-text'],
  parameters: { route: step('/review') },
  args: {
    initialDraft: { ...toNewAddress, newAddress: { ...longAddress, address2: longAddress.address2! } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('labKits.review.newAddressNote'))).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(
      canvasElement.ownerDocument.documentElement.clientWidth,
    );
  },
};

export const Phone: Story = {
  tags: ['state:phone'],
  ...onPhone,
  parameters: { route: step('/review'), ...onPhone.parameters },
  args: { initialDraft: toNewAddress },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: t('labKits.review.place') }),
    ).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};
