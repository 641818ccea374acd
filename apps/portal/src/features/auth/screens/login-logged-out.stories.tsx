import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LOGOUT_REASON_KEY, type LogoutReason } from '../../../lib/logout-reason';
import { t, withPortalScreen } from '../../../testing/storybook';
import { onPhone } from '../../../testing/story-states';
import { LoginScreen } from './login-screen';

/** The login page after a session ended: why, in a status message announced once the page runs. */
const meta = {
  title: 'Screens/Auth/Login/Logged out',
  component: LoginScreen,
  decorators: [withPortalScreen],
  parameters: { route: '/login' },
} satisfies Meta<typeof LoginScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** What logout leaves in this tab's sessionStorage (inside the portal decorator, which clears storage first). */
const loggedOutBecause =
  (reason: LogoutReason): Decorator =>
  (Story) => {
    sessionStorage.setItem(LOGOUT_REASON_KEY, reason);
    return <Story />;
  };

const says =
  (text: RegExp): Story['play'] =>
  async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent(text);
  };

export const AfterInactivity: Story = {
  decorators: [loggedOutBecause('inactivity')],
  play: says(/15 minutes without activity|15 minutos sin actividad/),
};

export const AfterAnotherTab: Story = {
  decorators: [loggedOutBecause('other-tab')],
  play: says(/another tab|otra pestaña/),
};

export const AfterPasswordReset: Story = {
  decorators: [loggedOutBecause('password-reset')],
  play: says(/new password|nueva contraseña/),
};

export const SessionEnded: Story = {
  decorators: [loggedOutBecause('session-ended')],
  play: says(/session has ended|sesión ha terminado/),
};

export const LoggedOutByThePatient: Story = {
  decorators: [loggedOutBecause('logged-out')],
  play: says(/You have logged out|Ha cerrado la sesión/),
};

export const LoggedOutToProtectTheAccount: Story = {
  decorators: [loggedOutBecause('protected')],
  play: says(/protect your account|proteger su cuenta/),
};

/** A phone: the reason stays above the form, whole. */
export const Phone: Story = {
  tags: ['state:phone'],
  ...onPhone,
  decorators: [loggedOutBecause('inactivity')],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent(
      t('login.loggedOut.inactivity'),
    );
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};
