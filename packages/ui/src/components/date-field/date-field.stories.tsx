import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DateField } from './date-field';

const meta = {
  title: 'Components/DateField',
  component: DateField,
  args: { label: 'Date of birth', autoComplete: 'bday' },
  parameters: {
    docs: {
      description: {
        component: `The browser's own date input: its value is always YYYY-MM-DD (the API format) while the
person sees their locale's format. Typing digits works as well as the picker.

**Keyboard and focus:** Tab reaches the field; the browser's own date input: type the digits of each part (arrow keys change the part in focus, Tab and Shift+Tab move between parts in Chrome), or open the picker with the keyboard where the browser offers one. Its label, hint and error are read with it.`,
      },
    },
  },
} satisfies Meta<typeof DateField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Date of birth')).toHaveAttribute('type', 'date');
  },
};
export const Filled: Story = { args: { defaultValue: '1984-07-23' } };
export const WithError: Story = { args: { error: 'Enter a date in the past', required: true } };
export const Disabled: Story = { args: { disabled: true, defaultValue: '1984-07-23' } };
export const Spanish: Story = { args: { label: 'Fecha de nacimiento', error: 'Ingrese una fecha pasada' } };
export const AllStates: Story = {
  render: (args) => (
    <div className="flex max-w-xs flex-col gap-4">
      <DateField {...args} label="Empty" />
      <DateField {...args} label="Filled" defaultValue="1984-07-23" />
      <DateField {...args} label="Error" error="Enter a date in the past" />
      <DateField {...args} label="Disabled" disabled />
    </div>
  ),
};
