import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Input } from '../text-field/text-field';
import { FormField } from './form-field';

const meta = {
  title: 'Components/FormField',
  component: FormField,
  args: {
    label: 'Email',
    children: (control) => <Input {...control} type="email" autoComplete="email" />,
  },
  parameters: {
    docs: {
      description: {
        component: `Wires a label, a hint and an error text to one control by id (\`aria-describedby\`,
\`aria-invalid\`). Use it around any custom control; TextField, Select and PhoneInput use it already.

- Write errors as the fix: "Enter a date as MM/DD/YYYY", not "Invalid".
- The required marker is hidden from screen readers; they hear "required" from the control.`,
      },
    },
  },
} satisfies Meta<typeof FormField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithHint: Story = { args: { hint: 'We send one-time codes to this address.', required: true } };
export const WithError: Story = {
  args: { error: 'Enter an email address like name@example.com', required: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: /Email/ });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Enter an email address like name@example.com');
  },
};
export const Spanish: Story = {
  args: {
    label: 'Correo electrónico',
    hint: 'Le enviaremos códigos a esta dirección.',
    error: 'Ingrese un correo válido',
  },
};
export const AllStates: Story = {
  render: (args) => (
    <div className="flex max-w-md flex-col gap-6">
      <FormField {...args} label="Plain" />
      <FormField {...args} label="With hint" hint="A hint under the label" />
      <FormField {...args} label="Required" required />
      <FormField {...args} label="With error" error="Something to fix" />
    </div>
  ),
};
