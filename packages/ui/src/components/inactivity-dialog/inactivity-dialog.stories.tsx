import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { InactivityDialog, type InactivityDialogProps } from './inactivity-dialog';

const meta = {
  title: 'Components/InactivityDialog',
  component: InactivityDialog,
  args: {
    open: true,
    secondsLeft: 60,
    onOpenChange: fn(),
    onContinueSession: fn(),
    onLogOut: fn(),
  },
  parameters: {
    docs: {
      description: {
        component: `The idle warning (IDLE-6). Presentational: the portal runs the 14-minute idle timer and the
60-second countdown and passes \`secondsLeft\`; this shows it and reports the choice. Labels come from the
portal's translations (\`areYouStillThere\`, \`InactivityDialogDescription\`, \`logOut\` or \`exit\`,
\`continueSession\`).

**Keyboard and focus:** opens on "Continue session" (the likely choice), so Enter keeps the session; Tab and
Shift+Tab stay inside the dialog (close, log out, continue). Clicking outside does nothing, so a stray click does
not count as activity; Escape and the X call \`onOpenChange(false)\`. On close, focus goes back where it was.`,
      },
    },
  },
} satisfies Meta<typeof InactivityDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args }) => {
    const continueButton = await screen.findByRole('button', { name: 'Continue session' });
    await expect(continueButton).toHaveFocus();
    await expect(screen.getByRole('dialog', { name: 'Are you still there?' })).toHaveAccessibleDescription(
      /60 seconds/,
    );
    await userEvent.click(continueButton);
    await expect(args.onContinueSession).toHaveBeenCalledOnce();
    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    await expect(args.onLogOut).toHaveBeenCalledOnce();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** Counts down from 3 each second and holds at the last one, so the story ends in one state to photograph. */
function CountingDownDialog(props: InactivityDialogProps) {
  const [seconds, setSeconds] = useState(3);
  useEffect(() => {
    const id = setInterval(() => setSeconds((s) => Math.max(1, s - 1)), 1000);
    return () => clearInterval(id);
  }, []);
  return <InactivityDialog {...props} secondsLeft={seconds} />;
}

/** The description follows the count, down to the singular of the last second (IDLE-6). */
export const CountingDown: Story = {
  render: (args) => <CountingDownDialog {...args} />,
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Are you still there?' });
    await expect(dialog).toHaveAccessibleDescription(/in 3 seconds/);
    await waitFor(() => expect(dialog).toHaveAccessibleDescription(/in 1 second\./), { timeout: 4000 });
  },
};

export const Loading: Story = { args: { continuing: true, secondsLeft: 12 } };
export const ExitOnSignup: Story = { args: { labels: { logOut: 'Exit' }, secondsLeft: 1 } };

export const Spanish: Story = {
  args: {
    labels: {
      title: '¿Sigue ahí?',
      description: (s) => `Por su seguridad, cerraremos la sesión en ${s} segundos.`,
      close: 'Cerrar',
      logOut: 'Cerrar sesión',
      continueSession: 'Continuar sesión',
    },
  },
  play: async () => {
    await expect(await screen.findByRole('dialog', { name: '¿Sigue ahí?' })).toBeVisible();
  },
};

export const AllStates: Story = { args: { secondsLeft: 3 } };
