import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { http } from 'msw';
import { containing, failWith, ok, pending, t, withPortalScreen } from '../../../testing/storybook';
import { LoginScreen } from './login-screen';

const meta = {
  title: 'Screens/Auth/Login',
  component: LoginScreen,
  decorators: [withPortalScreen],
  parameters: {
    route: '/login',
    msw: {
      handlers: [http.post('*/v1/login', () => ok({ mfa_token: 'attempt', methods: ['sms', 'email'] }))],
    },
  },
} satisfies Meta<typeof LoginScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

async function fillAndSubmit(canvasElement: HTMLElement, password = 'Demo-Patient-2026!') {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText(/Email|Correo/), 'demo@example.com');
  await userEvent.type(canvas.getByLabelText(/Password|Contraseña/), password);
  await userEvent.keyboard('{Enter}');
  return canvas;
}

export const Empty: Story = {};

export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('login.title') }));
    await expect(canvas.getByText(t('validation.required', { field: 'Email' }))).toBeVisible();
    await expect(canvas.getByLabelText(containing(t('account.settings.channels.email')))).toHaveFocus();
  },
};

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await fillAndSubmit(canvasElement);
    await expect(await canvas.findByTestId('moved-on')).toHaveTextContent('/login/mfa/choose');
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [pending('post', '*/v1/login')] } },
  play: async ({ canvasElement }) => {
    const canvas = await fillAndSubmit(canvasElement);
    await expect(await canvas.findByRole('button', { name: /Logging in/ })).toBeDisabled();
  },
};

export const Refused: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('*/v1/login', () => failWith(401, 'LOGIN_FAILED - The email or password is not correct.')),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await fillAndSubmit(canvasElement, 'wrong');
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(t('errors.LOGIN_FAILED'));
    await expect(alert).not.toHaveTextContent('LOGIN_FAILED');
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Iniciar sesión' }));
    await expect(canvas.getByText('Correo electrónico: este dato es obligatorio.')).toBeVisible();
  },
};

/** [AUTH-2] "Sign in with a passkey": while the server readies the ceremony, the button is busy. */
export const PasskeyBusy: Story = {
  parameters: { msw: { handlers: [pending('post', '*/v1/login/passwordless/options')] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('login.passkey') }));
    await expect(canvas.getByRole('button', { name: t('login.passkey') })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** [AUTH-2] The server refused the passkey sign-in: its reason shows under the passkey's own title. */
export const PasskeyRefused: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('*/v1/login/passwordless/options', () =>
          failWith(429, 'RATE_LIMITED - Too many attempts. Please wait 15 minutes and try again.'),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('login.passkey') }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(t('login.passkeyFailed'));
    await expect(alert).toHaveTextContent(t('errors.RATE_LIMITED', { minutes: '15' }));
    await expect(canvas.getByRole('button', { name: t('login.passkey') })).toBeEnabled();
  },
};

export const PasskeySpanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Entrar con una llave de acceso' }),
    ).toBeVisible();
  },
};
