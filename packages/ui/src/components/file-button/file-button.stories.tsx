import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FileButton } from './file-button';

const meta = {
  title: 'Components/FileButton',
  component: FileButton,
  args: { label: 'Choose a photo', accept: 'image/*', onChange: fn() },
  parameters: {
    docs: {
      description: {
        component: `A file picker in the page's language: the browser's own button ("Choose File", "No file
chosen") speaks the browser's language, so it is hidden (still focusable) and its label is drawn as a button.

**Keyboard:** Tab reaches it, Enter or Space opens the file chooser.`,
      },
    },
  },
} satisfies Meta<typeof FileButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByLabelText('Choose a photo');
    await userEvent.upload(input, new File(['x'], 'card.png', { type: 'image/png' }));
    await expect(args.onChange).toHaveBeenCalledOnce();
  },
};
export const WithHint: Story = { args: { hint: 'A JPEG, PNG or WebP photo. A large one is made smaller.' } };
export const WithError: Story = {
  args: { error: 'This file is not a photo. Please choose a JPEG, PNG or WebP photo.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Choose a photo')).toHaveAccessibleDescription(
      'This file is not a photo. Please choose a JPEG, PNG or WebP photo.',
    );
  },
};
export const Disabled: Story = { args: { disabled: true } };
export const Spanish: Story = {
  args: {
    label: 'Elegir una foto',
    hint: 'Una foto JPEG, PNG o WebP.',
    error: 'Este archivo no es una foto.',
  },
};
export const AllStates: Story = {
  render: (args) => (
    <div className="flex flex-col gap-4">
      <FileButton {...args} label="Plain" />
      <FileButton {...args} label="Primary" variant="primary" />
      <FileButton {...args} label="With hint" hint="A JPEG, PNG or WebP photo." />
      <FileButton {...args} label="With error" error="This file is not a photo." />
      <FileButton {...args} label="Disabled" disabled />
    </div>
  ),
};
