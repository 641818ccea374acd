import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button/button';
import { toast, Toaster } from './toast';

/** The Toaster is mounted once for every story by the Storybook preview, as the portal mounts it once. */
const meta = {
  title: 'Components/Toast',
  component: Toaster,
  parameters: {
    docs: {
      description: {
        component: `Short feedback after an action, top-right, for 3 seconds (paused while hovered or focused),
removed 1 second after it is dismissed; at most 20 are kept. Call it from anywhere:

\`\`\`ts
import { toast } from '@portal/ui';
toast.success(t('addressSaved'));
toast.error(message);
\`\`\`

Mount \`<Toaster dismissLabel={t('dismiss')} />\` once near the root. Success shows a green check, error a red
x; the words "Success"/"Error" are read before the message. Errors are announced assertively.

**Keyboard:** F8 moves focus to the notifications; Tab reaches the dismiss button; Escape dismisses.`,
      },
    },
  },
} satisfies Meta<typeof Toaster>;

export default meta;
type Story = StoryObj<typeof meta>;

const Triggers = ({ success = 'Your address was saved.', error = 'Verification failed.' }) => (
  <div className="flex gap-3">
    <Button onClick={() => toast.success(success)}>Show success</Button>
    <Button variant="danger" onClick={() => toast.error(error)}>
      Show error
    </Button>
  </div>
);

export const Default: Story = {
  render: () => <Triggers />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show success' }));
    const message = await screen.findByText('Your address was saved.');
    const item = message.closest('li') as HTMLElement;
    await expect(item).toHaveAttribute('data-variant', 'success');
    // its one button, named in the toolbar's language by the preview's Toaster (Spanish names it below)
    await userEvent.click(within(item).getByRole('button'));
    await waitFor(() => expect(screen.queryByText('Your address was saved.')).toBeNull(), { timeout: 2000 });
  },
};

export const Success: Story = {
  render: () => <Triggers />,
  play: async () => {
    toast.success('Your address was saved.');
    await expect(await screen.findByText('Your address was saved.')).toBeVisible();
  },
};

export const WithError: Story = {
  render: () => <Triggers />,
  play: async () => {
    toast.error('The code is not correct.');
    const item = (await screen.findByText('The code is not correct.')).closest('li') as HTMLElement;
    await expect(item).toHaveAttribute('data-variant', 'error');
  },
};

export const LongText: Story = {
  render: () => <Triggers />,
  play: async () => {
    toast.error(
      'We could not reach the identity verification service. Please check your connection and try again in a few minutes; your progress has been saved.',
    );
    await expect(await screen.findByText(/identity verification service/)).toBeVisible();
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  render: () => <Triggers success="Su dirección se guardó." error="La verificación falló." />,
  play: async () => {
    toast.success('Su dirección se guardó.');
    const item = (await screen.findByText('Su dirección se guardó.')).closest('li') as HTMLElement;
    await expect(within(item).getByRole('button', { name: 'Cerrar' })).toBeVisible();
  },
};

export const AllStates: Story = {
  render: () => <Triggers />,
  play: async () => {
    toast.success('Saved.');
    toast.error('Something went wrong.');
    toast.success('A much longer success message that wraps onto a second line in the toast.');
    await expect(await screen.findByText('Something went wrong.')).toBeVisible();
  },
};
