import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Checkbox } from './checkbox';

const meta = {
  title: 'Components/Checkbox',
  component: Checkbox,
  args: { label: 'I have read and agree to the HIPAA authorization' },
  parameters: {
    docs: {
      description: {
        component: `A native checkbox with its label (clicking the label toggles it). Use for a single yes/no
or for several independent choices.

**Keyboard:** Space toggles.`,
      },
    },
  },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox');
    await userEvent.click(box);
    await expect(box).toBeChecked();
  },
};
export const WithError: Story = { args: { error: 'You need to agree to continue' } };
export const Disabled: Story = { args: { disabled: true, defaultChecked: true } };
export const Spanish: Story = {
  args: { label: 'He leído y acepto la autorización HIPAA', hint: 'Obligatorio para continuar' },
};
export const AllStates: Story = {
  render: (args) => (
    <div className="flex flex-col gap-4">
      <Checkbox {...args} label="Unchecked" />
      <Checkbox {...args} label="Checked" defaultChecked />
      <Checkbox {...args} label="With hint" hint="Extra explanation" />
      <Checkbox {...args} label="With error" error="You need to agree to continue" />
      <Checkbox {...args} label="Disabled" disabled />
    </div>
  ),
};
