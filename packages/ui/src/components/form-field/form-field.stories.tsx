import { useState, type FormEvent } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../button/button';
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
- The required marker is hidden from screen readers; they hear "required" from the control.

**Keyboard and focus:** Adds no stop of its own: Tab reaches the control it wires, whose label, hint and error are read with it (\`aria-describedby\`); an error also sets \`aria-invalid\` so it is announced when the field is reached.`,
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

function RefusedSubmit() {
  const [error, setError] = useState<string>();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = new FormData(event.currentTarget).get('email');
    setError(email ? undefined : 'Email: this field is required.');
  };
  return (
    <form noValidate onSubmit={submit} className="flex max-w-md flex-col gap-4">
      <FormField label="Email" error={error} required>
        {(control) => <Input {...control} name="email" type="email" autoComplete="email" />}
      </FormField>
      <div>
        <Button type="submit">Save</Button>
      </div>
    </form>
  );
}

/**
 * A refused submit: the error appears inside a live region that was in the page before it (screen readers
 * announce text added to a region they already know, not a region that appears with its text), and the field
 * points at it.
 */
export const ErrorAnnounced: Story = {
  render: () => <RefusedSubmit />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: /Email/ });
    const region = canvasElement.querySelector('[aria-live="polite"]');
    await expect(region).toBeEmptyDOMElement();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    const error = await canvas.findByText('Email: this field is required.');
    await expect(canvasElement.querySelector('[aria-live="polite"]')).toBe(region);
    await expect(region).toContainElement(error);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Email: this field is required.');
  },
};
