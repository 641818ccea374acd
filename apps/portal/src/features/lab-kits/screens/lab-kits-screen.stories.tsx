import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  errorStory,
  labKitArgs,
  labKitArgTypes,
  loadingStory,
  ordersFromControlsHandler,
} from '../stories-support';
import { demoClaims, t, withPortalScreen } from '../../../testing/storybook';
import { labKitHandlers } from '../../../testing/lab-kits';
import { onPhoneWith, withControls } from '../../../testing/story-states';
import LabKitsScreen from './lab-kits-screen';

const meta = {
  title: 'Screens/Lab kits/Lab kits',
  component: LabKitsScreen,
  decorators: [withPortalScreen, withControls],
  parameters: { route: '/home/lab-kits', session: demoClaims, msw: { handlers: labKitHandlers() } },
} satisfies Meta<typeof LabKitsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  tags: ['state:filled'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('labOrderStatus.care-gap-closed'))).toBeVisible();
    await expect(canvas.getByText('kit-lost-by-courier')).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('labKits.list.order') })).toBeVisible();
  },
};
export const Empty: Story = {
  tags: ['state:empty'],
  parameters: { msw: { handlers: labKitHandlers({ orders: [] }) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(t('labKits.list.emptyTitle'))).toBeVisible();
  },
};
export const Loading: Story = { tags: ['state:loading'], ...loadingStory };
export const Error: Story = { tags: ['state:error'], ...errorStory };
export const Spanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Brecha de atención cerrada')).toBeVisible();
  },
};

/** The kits as Controls describe them (how many, which, how far, where to): every control changes the list. */
const controlled = {
  args: labKitArgs,
  argTypes: labKitArgTypes,
  parameters: { msw: { handlers: [ordersFromControlsHandler(), ...labKitHandlers()] } },
};

export const Phone: Story = {
  tags: ['state:phone'],
  ...onPhoneWith(controlled),
  args: { ...labKitArgs, orders: 3 },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('link', { name: t('labKits.list.order') }),
    ).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};
