import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { Button } from '../button/button';
import { ConfirmDialog } from './confirm-dialog';

const meta = {
  title: 'Components/ConfirmDialog',
  component: ConfirmDialog,
  parameters: {
    docs: {
      description: {
        component: `"Are you sure?" before a change that is hard to undo (revoking an authorization, withdrawing
consent, stopping a share): the consequence in one sentence, a way back out, and the change's error inside the
dialog. Built on Dialog, so focus is trapped and returns to the trigger.

**Keyboard and focus:** Enter or Space on the trigger opens it, focus moves into the dialog and stays there (Tab and Shift+Tab cycle through close, cancel and confirm); Escape or the cancel button closes it without the change, and focus returns to the trigger. While \`busy\`, the confirm button cannot be pressed twice.`,
      },
    },
  },
  args: {
    trigger: <Button variant="secondary">Stop sharing</Button>,
    title: 'Stop sharing with Dr. Rivera?',
    description: 'Dr. Rivera stops seeing your records at once. You can share again later.',
    confirmLabel: 'Stop sharing',
    cancelLabel: 'Keep sharing',
    closeLabel: 'Close',
    onConfirm: fn(async () => true),
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const open = async (canvasElement: HTMLElement) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: /./ }));
  return screen.findByRole('dialog');
};

export const Closed: Story = {};

export const Asking: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    await expect(dialog).toHaveAccessibleName('Stop sharing with Dr. Rivera?');
  },
};

export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => {
    await open(canvasElement);
  },
};

export const Failed: Story = {
  args: {
    error: 'We could not stop sharing. Check your connection and try again.',
    onConfirm: fn(async () => false),
  },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stop sharing' }));
    await expect(dialog).toHaveTextContent('We could not stop sharing.');
  },
};

export const Spanish: Story = {
  args: {
    trigger: <Button variant="secondary">Dejar de compartir</Button>,
    title: '¿Dejar de compartir con la Dra. Rivera?',
    description:
      'La Dra. Rivera dejará de ver sus registros de inmediato. Puede volver a compartir más tarde.',
    confirmLabel: 'Dejar de compartir',
    cancelLabel: 'Seguir compartiendo',
    closeLabel: 'Cerrar',
  },
  play: async ({ canvasElement }) => {
    await open(canvasElement);
  },
};
