import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { withPortalScreen } from '../../../testing/storybook';
import { emptyHandlers, errorHandlers, filledHandlers, loadingHandlers } from '../../../testing/records';
import CategoryScreen from './category-screen';
import MyHealthScreen from './my-health-screen';

const meta = {
  title: 'Screens/Records/My Health',
  component: MyHealthScreen,
  decorators: [withPortalScreen],
  parameters: { route: { path: '/home/my-health' }, msw: { handlers: filledHandlers() } },
} satisfies Meta<typeof MyHealthScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByText('What are Visits?'));
    await expect(canvas.getByText(/Your visits to clinics/)).toBeVisible();
  },
};
export const Loading: Story = { parameters: { msw: { handlers: loadingHandlers() } } };
export const Empty: Story = {
  parameters: { msw: { handlers: emptyHandlers() } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No health records yet')).toBeVisible();
  },
};
export const Error: Story = {
  parameters: { msw: { handlers: errorHandlers() } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
export const Spanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Mi salud', level: 1 }),
    ).toBeVisible();
  },
};

/** Category details with the category's help. */
export const CategoryDetails: Story = {
  render: () => <CategoryScreen />,
  parameters: { route: { path: '/home/my-health/medications', pattern: '/home/my-health/:category' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Lisinopril 10 MG Oral Tablet')).toBeVisible();
  },
};
export const CategoryDetailsEmpty: Story = {
  render: () => <CategoryScreen />,
  parameters: {
    route: { path: '/home/my-health/allergies', pattern: '/home/my-health/:category' },
    msw: { handlers: emptyHandlers() },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No Allergies yet')).toBeVisible();
  },
};
