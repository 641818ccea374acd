import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Select } from './select';

const options = [
  { value: 'female', label: 'Female' },
  { value: 'male', label: 'Male' },
  { value: 'nonbinary', label: 'Non-binary' },
  { value: 'undisclosed', label: 'Prefer not to say' },
];

const meta = {
  title: 'Components/Select',
  component: Select,
  args: { label: 'Gender', placeholder: 'Choose one', options },
  parameters: {
    docs: {
      description: {
        component: `A native select: the most robust list on phones and with screen readers. Use RadioGroup
instead when there are five choices or fewer and they should all be visible.

**Keyboard:** arrow keys change the choice, typing jumps to a matching option.`,
      },
    },
  },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Gender' });
    await userEvent.selectOptions(select, 'nonbinary');
    await expect(select).toHaveValue('nonbinary');
  },
};
export const WithError: Story = { args: { required: true, error: 'Choose an option' } };
export const Disabled: Story = { args: { disabled: true } };
export const Empty: Story = { args: { options: [], placeholder: 'No options available' } };
export const LongText: Story = {
  args: {
    label: 'Which best describes the reason you are requesting an at-home lab kit today?',
    options: [{ value: 'a', label: 'My care team recommended a screening test based on my recent visit' }],
  },
};
export const Spanish: Story = {
  args: {
    label: 'Género',
    placeholder: 'Elija una opción',
    options: [
      { value: 'female', label: 'Femenino' },
      { value: 'male', label: 'Masculino' },
    ],
  },
};
export const AllStates: Story = {
  render: (args) => (
    <div className="flex max-w-sm flex-col gap-4">
      <Select {...args} label="Default" />
      <Select {...args} label="Chosen" defaultValue="female" />
      <Select {...args} label="Error" error="Choose an option" />
      <Select {...args} label="Disabled" disabled />
    </div>
  ),
};
