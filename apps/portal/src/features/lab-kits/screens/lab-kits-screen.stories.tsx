import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { errorStory, loadingStory } from '../stories-support';
import { demoClaims, t, withPortalScreen } from '../../../testing/storybook';
import { labKitHandlers } from '../../../testing/lab-kits';
import LabKitsScreen from './lab-kits-screen';

const meta = {
  title: 'Screens/Lab kits/Lab kits',
  component: LabKitsScreen,
  decorators: [withPortalScreen],
  parameters: { route: '/home/lab-kits', session: demoClaims, msw: { handlers: labKitHandlers() } },
} satisfies Meta<typeof LabKitsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('labOrderStatus.care-gap-closed'))).toBeVisible();
    await expect(canvas.getByText('kit-lost-by-courier')).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('labKits.list.order') })).toBeVisible();
  },
};
export const Empty: Story = {
  parameters: { msw: { handlers: labKitHandlers({ orders: [] }) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(t('labKits.list.emptyTitle'))).toBeVisible();
  },
};
export const Loading: Story = loadingStory;
export const Error: Story = errorStory;
export const Spanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Brecha de atención cerrada')).toBeVisible();
  },
};
