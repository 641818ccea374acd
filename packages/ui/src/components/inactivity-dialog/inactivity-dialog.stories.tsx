import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, fn, screen, userEvent } from 'storybook/test';
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

**Focus:** opens on "Continue session" (the likely choice); clicking outside does nothing, so a stray click
does not count as activity; Escape and the X call \`onOpenChange(false)\`.`,
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

function CountingDownDialog(props: InactivityDialogProps) {
  const [seconds, setSeconds] = useState(5);
  useEffect(() => {
    const id = setInterval(() => setSeconds((s) => Math.max(0, s - 1)), 1000);
    return () => clearInterval(id);
  }, []);
  return <InactivityDialog {...props} secondsLeft={seconds} />;
}

export const CountingDown: Story = { render: (args) => <CountingDownDialog {...args} /> };

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
