import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PhoneInput } from './phone-input';

const meta = {
  title: 'Components/PhoneInput',
  component: PhoneInput,
  args: { label: 'Mobile phone', name: 'phone', onValueChange: fn() },
  parameters: {
    docs: {
      description: {
        component: `A US phone number. Shows "(555", "(555) 123", "(555) 123-4567" as digits arrive, keeps at most
10 digits, and submits \`555-123-4567\` under \`name\` (empty unless exactly ten digits). Pasting
"+1 555 123 4567" works; deleting a bracket or hyphen deletes the digit next to it; the caret stays after the
digit it followed. The pure rules are exported: \`formatPhoneDisplay\`, \`phoneDigits\`, \`toSubmittedPhone\`.

**Keyboard:** a native \`tel\` input (phone keypad on mobile), with \`autocomplete="tel-national"\`.`,
      },
    },
  },
} satisfies Meta<typeof PhoneInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Mobile phone' });
    await userEvent.type(input, '555');
    await expect(input).toHaveValue('(555');
    await userEvent.type(input, '1234567');
    await expect(input).toHaveValue('(555) 123-4567');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('5551234567');
    // Caret kept: fix a digit in the middle.
    (input as HTMLInputElement).setSelectionRange(6, 9);
    await userEvent.keyboard('999');
    await expect(input).toHaveValue('(555) 999-4567');
    await expect((input as HTMLInputElement).selectionStart).toBe(9);
  },
};

export const Paste: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Mobile phone' });
    await userEvent.click(input);
    await userEvent.paste('+1 (555) 123-4567');
    await expect(input).toHaveValue('(555) 123-4567');
  },
};

export const WithError: Story = { args: { defaultValue: '555123', error: 'Enter a 10-digit phone number' } };
export const Disabled: Story = { args: { defaultValue: '5551234567', disabled: true } };
export const Spanish: Story = {
  args: {
    label: 'Teléfono móvil',
    hint: 'Le enviaremos un código por mensaje de texto',
    error: 'Ingrese 10 dígitos',
  },
};
export const AllStates: Story = {
  render: (args) => (
    <div className="flex max-w-sm flex-col gap-4">
      <PhoneInput {...args} label="Empty" />
      <PhoneInput {...args} label="Partial" defaultValue="5551" />
      <PhoneInput {...args} label="Complete" defaultValue="5551234567" />
      <PhoneInput {...args} label="Error" defaultValue="555" error="Enter a 10-digit phone number" />
      <PhoneInput {...args} label="Disabled" defaultValue="5551234567" disabled />
    </div>
  ),
};
