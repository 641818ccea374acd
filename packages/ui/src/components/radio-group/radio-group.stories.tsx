import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RadioGroup } from './radio-group';

const meta = {
  title: 'Components/RadioGroup',
  component: RadioGroup,
  args: {
    legend: 'How should we send your code?',
    name: 'method',
    onValueChange: fn(),
    options: [
      { value: 'sms', label: 'Text message', hint: 'To ***-***-1234' },
      { value: 'email', label: 'Email', hint: 'To a***@example.com' },
      { value: 'totp', label: 'Authenticator app' },
    ],
  },
  parameters: {
    docs: {
      description: {
        component: `One choice out of a few, all visible. The legend names the group.

**Keyboard:** Tab enters the group at the chosen option; arrow keys move and choose.`,
      },
    },
  },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('radio', { name: 'Email' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('email');
  },
};
export const WithError: Story = { args: { error: 'Choose how to receive your code' } };
export const Disabled: Story = {
  args: {
    options: [
      { value: 'sms', label: 'Text message' },
      { value: 'email', label: 'Email (not set up)', disabled: true },
    ],
  },
};
export const Horizontal: Story = { args: { orientation: 'horizontal' } };
export const Spanish: Story = {
  args: {
    legend: '¿Cómo desea recibir su código?',
    options: [
      { value: 'sms', label: 'Mensaje de texto' },
      { value: 'email', label: 'Correo electrónico' },
    ],
  },
};
export const AllStates: Story = {
  render: (args) => (
    <div className="flex flex-col gap-6">
      <RadioGroup {...args} name="a" defaultValue="sms" />
      <RadioGroup {...args} name="b" error="Choose how to receive your code" />
      <RadioGroup {...args} name="c" orientation="horizontal" />
    </div>
  ),
};
