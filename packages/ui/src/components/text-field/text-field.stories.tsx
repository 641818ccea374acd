import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextField } from './text-field';

const meta = {
  title: 'Components/TextField',
  component: TextField,
  args: { label: 'First name', autoComplete: 'given-name', onChange: fn() },
  parameters: {
    docs: {
      description: {
        component: `A labelled text input with optional hint and error. Set \`autoComplete\` so browsers and
password managers can fill it, and \`type\`/\`inputMode\` for the right keyboard on phones.

**Keyboard and focus:** a native input; the focus ring is the brand's focus colour.`,
      },
    },
  },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole('textbox', { name: 'First name' }), 'Ana');
    await expect(args.onChange).toHaveBeenCalledTimes(3);
  },
};
export const WithError: Story = { args: { required: true, error: 'Enter your first name' } };
export const Disabled: Story = { args: { disabled: true, defaultValue: 'Ana' } };
export const LongText: Story = {
  args: {
    label: 'Name of the person who referred you to this program, as it appears on their ID',
    defaultValue: 'Maria Guadalupe Fernández de la Cruz-Villanueva',
    hint: 'If you were not referred by anyone, leave this empty and continue to the next step.',
  },
};
export const Spanish: Story = {
  args: { label: 'Nombre', hint: 'Como aparece en su identificación', error: 'Ingrese su nombre' },
};
export const AllStates: Story = {
  render: (args) => (
    <div className="flex max-w-md flex-col gap-4">
      <TextField {...args} label="Empty" />
      <TextField {...args} label="Filled" defaultValue="Ana" />
      <TextField {...args} label="Placeholder" placeholder="e.g. Ana" />
      <TextField {...args} label="Error" error="Enter your first name" />
      <TextField {...args} label="Disabled" disabled defaultValue="Ana" />
    </div>
  ),
};
