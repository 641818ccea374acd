import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StatusBadge, type StatusTone } from './status-badge';

const meta = {
  title: 'Components/StatusBadge',
  component: StatusBadge,
  args: { tone: 'progress', label: 'Kit In Transit' },
  argTypes: { tone: { control: 'select', options: ['neutral', 'progress', 'success', 'problem'] } },
  parameters: {
    docs: {
      description: {
        component: `A status at a glance: a tone (dot and border) and a label. The label carries the meaning, never
the colour alone. The component knows no domain: which status gets which tone and label is the caller's (the
portal's lab kits read it from the contract's status table).

**Keyboard and focus:** Not focusable: it is text read in place with its row or card; the dot is decoration.`,
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
export const Neutral: Story = { args: { tone: 'neutral', label: 'kit-lost-by-courier' } };
export const Success: Story = { args: { tone: 'success', label: 'Results Ready' } };
export const Problem: Story = { args: { tone: 'problem', label: 'Kit Issue' } };
export const Spanish: Story = { args: { tone: 'success', label: 'Resultados listos' } };
export const LongText: Story = {
  args: { tone: 'progress', label: 'Kit in transit to the laboratory by the partner courier service' },
};
const tones: [StatusTone, string][] = [
  ['neutral', 'Unknown status'],
  ['progress', 'Kit In Transit'],
  ['success', 'Results Ready'],
  ['problem', 'Kit Rejected'],
];
export const AllStates: Story = {
  render: () => (
    <ul className="flex flex-wrap gap-2">
      {tones.map(([tone, label]) => (
        <li key={tone}>
          <StatusBadge tone={tone} label={label} />
        </li>
      ))}
    </ul>
  ),
};
