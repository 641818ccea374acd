import { LAB_ORDER_STATUSES } from '@portal/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StatusBadge } from './status-badge';

const meta = {
  title: 'Components/StatusBadge',
  component: StatusBadge,
  args: { status: 'kit-in-transit-to-lab' },
  argTypes: { status: { control: 'select', options: [...LAB_ORDER_STATUSES, 'some-new-status'] } },
  parameters: {
    docs: {
      description: {
        component: `A lab kit order's status with the label of the spec. Tones group the statuses (in progress,
done, needs attention) with a dot and a border; the label carries the meaning, never the colour alone.
An unknown code is shown as it came. Pass \`labels\` for Spanish.`,
      },
    },
  },
} satisfies Meta<typeof StatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Kit In Transit')).toBeVisible();
  },
};
export const UnknownCode: Story = {
  args: { status: 'kit-lost-by-courier' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('kit-lost-by-courier')).toBeVisible();
  },
};
export const Spanish: Story = {
  args: { status: 'results-ready', labels: { 'results-ready': 'Resultados listos' } },
};
export const AllStates: Story = {
  render: () => (
    <ul className="flex flex-wrap gap-2">
      {[...LAB_ORDER_STATUSES, 'unknown-code'].map((s) => (
        <li key={s}>
          <StatusBadge status={s} />
        </li>
      ))}
    </ul>
  ),
};
