import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withPortalScreen } from '../../../testing/storybook';
import { filledHandlers } from '../../../testing/records';
import { emptyStory, errorStory, loadingStory } from '../stories-support';
import TrendsScreen from './trends-screen';

const meta = {
  title: 'Screens/Records/Trends',
  component: TrendsScreen,
  decorators: [withPortalScreen],
  parameters: {
    route: { path: '/home/trends/bloodPressure', pattern: '/home/trends/:view' },
    msw: { handlers: filledHandlers() },
  },
} satisfies Meta<typeof TrendsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const BloodPressure: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('img', { name: /Blood pressure: chart of 2 readings/ }),
    ).toBeVisible();
  },
};
export const LdlAndHdl: Story = {
  parameters: { route: { path: '/home/trends/ldlHdl', pattern: '/home/trends/:view' } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('img', { name: /LDL & HDL: chart of 2 readings/ }),
    ).toBeVisible();
  },
};
export const Weight: Story = {
  parameters: { route: { path: '/home/trends/weight', pattern: '/home/trends/:view' } },
};
export const Loading: Story = loadingStory;
export const Empty: Story = emptyStory('Blood pressure: no readings yet');
export const Error: Story = errorStory;
export const Spanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('img', { name: /Presión arterial: gráfica de 2 lecturas/ }),
    ).toBeVisible();
  },
};
