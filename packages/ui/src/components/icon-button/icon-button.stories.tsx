import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PrinterIcon, XIcon } from '../icons/icons';
import { IconButton } from './icon-button';

const meta = {
  title: 'Components/IconButton',
  component: IconButton,
  args: { label: 'Close', children: <XIcon />, onClick: fn() },
  parameters: {
    docs: {
      description: {
        component: `A button showing only an icon. \`label\` is required: it is the accessible name and the tooltip.

**Keyboard and focus:** like any button (Tab, Enter, Space). The hit area is at least 44 px at \`md\` size.`,
      },
    },
  },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Close' }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};
export const Disabled: Story = { args: { disabled: true } };
export const Spanish: Story = { args: { label: 'Imprimir', children: <PrinterIcon /> } };
export const AllStates: Story = {
  render: (args) => (
    <div className="flex gap-3">
      {(['ghost', 'secondary', 'primary'] as const).map((variant) => (
        <IconButton key={variant} {...args} variant={variant} label={`Close (${variant})`} />
      ))}
      <IconButton {...args} size="sm" label="Close (small)" />
      <IconButton {...args} disabled label="Close (disabled)" />
    </div>
  ),
};
