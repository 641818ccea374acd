import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { http } from 'msw';
import {
  containing,
  demoClaims,
  failWith,
  ok,
  pending,
  serverSays,
  t,
  withPortalScreen,
} from '../../../testing/storybook';
import { longText, onPhone } from '../../../testing/story-states';
import { VerifyEmailCard } from './verify-email-card';

const started = { mfa_token: 'verify-attempt', destination: 'd***@example.com' };

const meta = {
  title: 'Screens/Auth/Verify email',
  component: VerifyEmailCard,
  decorators: [withPortalScreen],
  args: { emailVerified: false },
  argTypes: { emailVerified: { control: 'boolean', description: "The id token's email_verified claim" } },
  parameters: {
    route: '/home',
    session: demoClaims,
    msw: {
      handlers: [
        http.post('*/v1/account/email/verification', () => ok(started)),
        http.post('*/v1/account/email/verification/confirm', () => ok({ email_verified: true })),
      ],
    },
  },
} satisfies Meta<typeof VerifyEmailCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Not confirmed yet: the card says why and offers a code. */
export const Unverified: Story = { tags: ['state:filled'] };

/** Confirmed (or an old token without the claim): nothing is shown. */
export const Verified: Story = {
  tags: ['state:empty'],
  args: { emailVerified: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('heading', { name: t('verifyEmail.title') })).toBeNull();
  },
};

export const Sending: Story = {
  tags: ['state:saving'],
  parameters: { msw: { handlers: [pending('post', '*/v1/account/email/verification')] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('verifyEmail.send') }));
    await expect(canvas.getByRole('button', { name: t('verifyEmail.send') })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const CodeSentThenConfirmed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('verifyEmail.send') }));
    await expect(
      await canvas.findByText(t('verifyEmail.sentTo', { destination: started.destination })),
    ).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: containing(t('fields.code')) }), '123456');
    await userEvent.click(canvas.getByRole('button', { name: t('verifyEmail.confirm') }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(t('verifyEmail.done'));
  },
};

export const WrongCode: Story = {
  tags: ['state:refused'],
  parameters: {
    msw: {
      handlers: [
        http.post('*/v1/account/email/verification', () => ok(started)),
        http.post('*/v1/account/email/verification/confirm', () =>
          failWith(400, serverSays('MFA_CODE_INVALID')),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('verifyEmail.send') }));
    await userEvent.type(
      await canvas.findByRole('textbox', { name: containing(t('fields.code')) }),
      '000000',
    );
    await userEvent.click(canvas.getByRole('button', { name: t('verifyEmail.confirm') }));
    await expect(await canvas.findByText(t('errors.MFA_CODE_INVALID'))).toBeVisible();
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Confirme su correo electrónico' })).toBeVisible();
  },
};

/** The server fails to send the code: the card says so. */
export const Error: Story = {
  tags: ['state:error'],
  parameters: {
    msw: {
      handlers: [http.post('*/v1/account/email/verification', () => failWith(500, serverSays('INTERNAL')))],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('verifyEmail.send') }));
    await expect(await canvas.findByText(t('verifyEmail.failed'))).toBeVisible();
  },
};

/** The code sent to an email at the contract's cap (254 characters), masked as the server masks it. */
export const LongText: Story = {
  tags: ['state:long-text'],
  parameters: {
    msw: {
      handlers: [
        http.post('*/v1/account/email/verification', () =>
          ok({ ...started, destination: `l***@${longText.email.split('@')[1]}` }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('verifyEmail.send') }));
    await expect(await canvas.findByRole('button', { name: t('verifyEmail.confirm') })).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(
      canvasElement.ownerDocument.documentElement.clientWidth,
    );
  },
};

export const Phone: Story = {
  tags: ['state:phone'],
  ...onPhone,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: t('verifyEmail.send') })).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};
