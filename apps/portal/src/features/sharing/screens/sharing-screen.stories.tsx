import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { sharingHandlers } from '../../../testing/sharing';
import { withPortalScreen } from '../../../testing/storybook';
import SharingScreen from './sharing-screen';

/** [SHARE-1] The shared-with lists: people and links, clinicians, clinical-trial sites. */
const meta = {
  title: 'Screens/Sharing/Shared with',
  component: SharingScreen,
  decorators: [withPortalScreen],
  parameters: { route: '/home/sharing', msw: { handlers: sharingHandlers.filled() } },
} satisfies Meta<typeof SharingScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Clinical trial sites' })).toBeVisible();
    await expect(canvas.getByText('GLP-1 Outcomes Study — Boston site')).toBeVisible();
    // the school nurse's share was revoked: its status and when it ended
    await expect(canvas.getAllByText('Revoked')).toHaveLength(2);
    // this account also cares for someone: their records are one button away (as in the header's switch)
    await expect(await canvas.findByRole('button', { name: 'View records: Rosa Demo' })).toBeVisible();
  },
};
export const Loading: Story = { parameters: { msw: { handlers: sharingHandlers.loading() } } };
export const Empty: Story = {
  parameters: { msw: { handlers: sharingHandlers.empty() } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Your records are not shared with anyone'),
    ).toBeVisible();
  },
};
export const Error: Story = {
  parameters: { msw: { handlers: sharingHandlers.error() } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
export const Spanish: Story = { globals: { locale: 'es' } };
