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

const saysWhy =
  (reason: LogoutReason): Story['play'] =>
  async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent(
      t(`login.loggedOut.${reason}`),
    );
  };

export const AfterInactivity: Story = {
  decorators: [loggedOutBecause('inactivity')],
  play: saysWhy('inactivity'),
};

export const AfterAnotherTab: Story = {
  decorators: [loggedOutBecause('other-tab')],
  play: saysWhy('other-tab'),
};

export const AfterPasswordReset: Story = {
  decorators: [loggedOutBecause('password-reset')],
  play: saysWhy('password-reset'),
};

export const SessionEnded: Story = {
  decorators: [loggedOutBecause('session-ended')],
  play: saysWhy('session-ended'),
};

export const LoggedOutByThePatient: Story = {
  decorators: [loggedOutBecause('logged-out')],
  play: saysWhy('logged-out'),
};

export const LoggedOutToProtectTheAccount: Story = {
  decorators: [loggedOutBecause('protected')],
  play: saysWhy('protected'),
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
