import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Spinner } from './spinner';

const meta = {
  title: 'Components/Spinner',
  component: Spinner,
  args: { label: 'Loading your records' },
  parameters: {
    docs: {
      description: {
        component: `Shows that something is loading and says so to screen readers (\`role="status"\`). Prefer a
Skeleton where the layout of the coming content is known. Motion respects the person's reduced-motion setting
through the browser.

**Keyboard and focus:** Not focusable: its label is announced as a status when it appears, so no one needs to move focus to learn that something is loading.`,
      },
    },
  },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading your records');
  },
};
export const Spanish: Story = { args: { label: 'Cargando sus registros' } };
export const AllStates: Story = {
  render: (args) => (
    <div className="flex items-center gap-4 text-primary">
      <Spinner {...args} size="sm" />
      <Spinner {...args} size="md" />
      <Spinner {...args} size="lg" />
    </div>
  ),
};
