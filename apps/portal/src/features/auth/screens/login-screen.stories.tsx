import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { http } from 'msw';
import {
  containing,
  failWith,
  ok,
  pending,
  showsHeading,
  t,
  withPortalScreen,
} from '../../../testing/storybook';
import { TEXT_LIMITS } from '@portal/contract';
import { atLength, longText, onPhone } from '../../../testing/story-states';
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

async function fill(canvasElement: HTMLElement, password = 'Demo-Patient-2026!') {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText(/Email|Correo/), 'demo@example.com');
  await userEvent.type(canvas.getByLabelText(/Password|Contraseña/), password);
  return canvas;
}

async function fillAndSubmit(canvasElement: HTMLElement, password?: string) {
  const canvas = await fill(canvasElement, password);
  await userEvent.keyboard('{Enter}');
  return canvas;
}

export const Empty: Story = { tags: ['state:empty'] };

export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('login.title') }));
    await expect(canvas.getByText(t('validation.required', { field: 'Email' }))).toBeVisible();
    await expect(canvas.getByLabelText(containing(t('account.settings.channels.email')))).toHaveFocus();
  },
};

export const Filled: Story = {
  tags: ['state:filled'],
  play: async ({ canvasElement }) => {
    await fill(canvasElement);
  },
};

/** Logged in: the next step asks how to send the one-time code. */
export const Submitted: Story = {
  play: async ({ canvasElement }) => {
    await fillAndSubmit(canvasElement);
    await showsHeading(t('mfa.chooseTitle'))({ canvasElement });
  },
};

export const Loading: Story = {
  tags: ['state:loading'],
  parameters: { msw: { handlers: [pending('post', '*/v1/login')] } },
  play: async ({ canvasElement }) => {
    const canvas = await fillAndSubmit(canvasElement);
    await expect(await canvas.findByRole('button', { name: /Logging in/ })).toBeDisabled();
  },
};

export const Refused: Story = {
  tags: ['state:refused'],
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

/** The server fails the log-in: the form says so and keeps what was typed. */
export const Error: Story = {
  tags: ['state:error'],
  parameters: {
    msw: {
      handlers: [
        http.post('*/v1/login', () => failWith(500, 'INTERNAL - Something went wrong on our side.')),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await fillAndSubmit(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t('login.failed'));
  },
};

/** An email and a password at the contract's caps (254 and 128 characters): the fields keep them in view. */
export const LongText: Story = {
  tags: ['state:long-text'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByLabelText(containing(t('account.settings.channels.email')));
    await userEvent.click(email);
    await userEvent.paste(longText.email);
    await expect(email).toHaveValue(longText.email);
    await userEvent.click(canvas.getByLabelText(containing(t('account.security.password'))));
    await userEvent.paste(atLength(TEXT_LIMITS.password, 'Demo-Patient-2026!'));
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(
      canvasElement.ownerDocument.documentElement.clientWidth,
    );
  },
};

export const Phone: Story = {
  tags: ['state:phone'],
  ...onPhone,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: t('login.title') })).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};
