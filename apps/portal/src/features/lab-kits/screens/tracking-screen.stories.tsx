import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import {
  controlledOrder,
  controlledOrderId,
  longAddressArgs,
  errorStory,
  loadingStory,
  longAddress,
} from '../stories-support';
import { dateFormatters } from '../../../lib/date-format';
import { demoClaims, storyLanguage, t, withPortalScreen } from '../../../testing/storybook';
import { settingsIn } from '../../../testing/msw';
import {
  aboveRangeOrder,
  closedOrder,
  fullHistory,
  labKitHandlers,
  labOrder,
  openOrders,
} from '../../../testing/lab-kits';
import { onPhoneWith, withControls } from '../../../testing/story-states';
import TrackingScreen from './tracking-screen';

const at = (orderId: string) => ({ path: `/home/lab-kits/${orderId}`, pattern: '/home/lab-kits/:orderId' });
const onItsWay = labOrder({ history: fullHistory.slice(0, 5) });

const meta = {
  title: 'Screens/Lab kits/Tracking',
  component: TrackingScreen,
  decorators: [withPortalScreen, withControls],
  parameters: {
    route: at(onItsWay.id),
    session: demoClaims,
    msw: { handlers: labKitHandlers({ orders: [onItsWay] }) },
  },
} satisfies Meta<typeof TrackingScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const OnItsWay: Story = {
  tags: ['state:filled'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const history = await canvas.findByRole('list', { name: t('labKits.tracking.history') });
    await expect(within(history).getAllByRole('listitem')).toHaveLength(5);
    await expect(canvas.getAllByText(t('labOrderStatus.kit-in-transit-to-lab'))).toHaveLength(2);
  },
};
/** A result's number as the story's language writes it (6,4 in Spanish). */
const decimal = (value: number) => new Intl.NumberFormat(storyLanguage()).format(value);

export const CareGapClosed: Story = {
  tags: ['visual'],
  parameters: { route: at(closedOrder.id), msw: { handlers: labKitHandlers({ orders: [closedOrder] }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(`${decimal(6.4)} %`)).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('labKits.tracking.seeTrend') })).toBeVisible();
  },
};
/**
 * [issue 24] The HbA1c kit as the sandbox lab answers it: 6.8 % against "≤ 5.6 %" shows the range, "Above range"
 * and what to do; the status keeps the spec's label and says what it means beside it.
 */
export const AboveRange: Story = {
  parameters: {
    route: at(aboveRangeOrder.id),
    msw: { handlers: labKitHandlers({ orders: [aboveRangeOrder] }) },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('labKits.result.position.above'))).toBeVisible();
    await expect(canvas.getByText(t('labKits.result.range', { range: `≤ ${decimal(5.6)} %` }))).toBeVisible();
    await expect(canvas.getByText(t('labKits.result.advice.above'))).toBeVisible();
    await expect(canvas.getByText(t('labKits.statusMeaning.care-gap-closed'))).toBeVisible();
  },
};
export const UnknownStatus: Story = {
  parameters: { route: at(openOrders[1]!.id), msw: { handlers: labKitHandlers() } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findAllByText('kit-lost-by-courier')).toHaveLength(2);
  },
};
export const NotFound: Story = {
  parameters: { route: at('6f1c1c1e-7a4e-4d4b-9f53-1b2f0c9affff') },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(t('labKits.tracking.notFoundTitle'))).toBeVisible();
  },
};
export const Loading: Story = { tags: ['state:loading'], ...loadingStory };
export const Error: Story = { tags: ['state:error'], ...errorStory };
export const Spanish: Story = {
  parameters: { route: at(closedOrder.id), msw: { handlers: labKitHandlers({ orders: [closedOrder] }) } },
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('list', { name: 'Historial' })).toBeVisible();
  },
};

/** [PROF-7] A patient who saved Pacific time: each step at its Pacific time (09:00 UTC is 1:00 in the morning). */
export const InPacificTime: Story = {
  parameters: {
    msw: { handlers: [settingsIn('America/Los_Angeles'), ...labKitHandlers({ orders: [onItsWay] })] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const history = await canvas.findByRole('list', { name: t('labKits.tracking.history') });
    const requested = within(history).getAllByRole('listitem')[0]!.querySelector('time');
    await expect(requested).toHaveAttribute('datetime', '2026-11-10T09:00:00.000Z');
    // 1:00 in the morning, as the story's language writes a moment
    const inPacific = dateFormatters(storyLanguage(), 'America/Los_Angeles').dateTime(
      '2026-11-10T09:00:00.000Z',
    );
    await waitFor(() => expect(requested).toHaveTextContent(inPacific ?? ''));
  },
};

/** One kit as Controls describe it (which, how far, where to): every control changes the screen. */
const controlled = controlledOrder(at(controlledOrderId));

/** Shipped to an address at the contract's caps (streets of 120 characters, a city of 80): it wraps in place. */
export const LongText: Story = {
  tags: ['state:long-text'],
  ...controlled,
  args: longAddressArgs,
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(new RegExp(`^${longAddress.address1.slice(0, 40)}`)),
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
      await within(canvasElement).findByRole('list', { name: t('labKits.tracking.history') }),
    ).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};
