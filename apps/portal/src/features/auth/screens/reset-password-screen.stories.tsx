import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { http } from 'msw';
import {
  containing,
  failWith,
  ok,
  pending,
  serverSays,
  startingWith,
  t,
  withPortalScreen,
} from '../../../testing/storybook';
import { TEXT_LIMITS } from '@portal/contract';
import { atLength, longText, onPhone } from '../../../testing/story-states';
import ResetPasswordScreen from './reset-password-screen';

const meta = {
  title: 'Screens/Auth/Reset password',
  component: ResetPasswordScreen,
  decorators: [withPortalScreen],
  parameters: {
    route: '/reset-password',
    msw: {
      handlers: [
        http.post('*/v1/verify-reset-password/link', () => ok({})),
        http.get('*/v1/verify-reset-password/link', () => ok({ valid: true })),
        http.post('*/v1/reset-password', () => ok({ reset: true, review_token: 'review-token' })),
        http.post('*/v1/recovery/factors', () =>
          ok({
            factors: [{ kind: 'phone', id: null, label: '***-***-0123', created_at: null, removable: false }],
          }),
        ),
      ],
    },
  },
} satisfies Meta<typeof ResetPasswordScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const requestLink = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText(containing(t('fields.email'))), 'demo@example.com');
  await userEvent.keyboard('{Enter}');
  return canvas;
};

const setPassword = async (canvasElement: HTMLElement, confirm = 'Sunny-Meadow-2026!') => {
  const canvas = within(canvasElement);
  // The form shows once the link is checked
  await userEvent.type(
    await canvas.findByLabelText(startingWith(t('fields.new_password'))),
    'Sunny-Meadow-2026!',
  );
  await userEvent.type(canvas.getByLabelText(startingWith(t('fields.confirm_password'))), confirm);
  await userEvent.click(canvas.getByRole('button', { name: t('reset.setSubmit') }));
  return canvas;
};

export const AskForALink: Story = { tags: ['state:empty'] };

export const LinkSent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await requestLink(canvasElement);
    await expect(await canvas.findByText(t('reset.requestSent'))).toBeVisible();
  },
};

export const Sending: Story = {
  tags: ['state:saving'],
  parameters: { msw: { handlers: [pending('post', '*/v1/verify-reset-password/link')] } },
  play: async ({ canvasElement }) => {
    const canvas = await requestLink(canvasElement);
    await expect(await canvas.findByRole('button', { name: t('reset.requestSubmitting') })).toBeDisabled();
  },
};

export const SetNewPassword: Story = { parameters: { route: '/reset-password?token=from-the-link' } };

export const PasswordsDiffer: Story = {
  parameters: { route: '/reset-password?token=from-the-link' },
  play: async ({ canvasElement }) => {
    const canvas = await setPassword(canvasElement, 'Sunny-Meadow-2027!');
    await expect(canvas.getByText(t('validation.passwords_differ'))).toBeVisible();
  },
};

export const PasswordChanged: Story = {
  parameters: { route: '/reset-password?token=from-the-link' },
  play: async ({ canvasElement }) => {
    const canvas = await setPassword(canvasElement);
    // [AUTH-4] The new password is saved; the factor review follows, before logging in again
    await expect(await canvas.findByRole('heading', { name: containing(t('review.title')) })).toBeVisible();
  },
};

/** The link died while the patient typed (used in another tab): said when saving. */
export const LinkNoLongerValid: Story = {
  tags: ['state:refused'],
  parameters: {
    route: '/reset-password?token=used-already',
    msw: {
      // the link opened while it worked, and was used (another tab, another device) before this one saved
      handlers: [
        http.get('*/v1/verify-reset-password/link', () => ok({ valid: true })),
        http.post('*/v1/reset-password', () => failWith(400, serverSays('RESET_LINK_INVALID'))),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await setPassword(canvasElement);
    await expect(await canvas.findByRole('link', { name: t('reset.requestNew') })).toBeVisible();
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  parameters: { route: '/reset-password?token=from-the-link' },
};

const deadLink = http.get('*/v1/verify-reset-password/link', () =>
  failWith(400, serverSays('RESET_LINK_INVALID')),
);

/** [AUTH-4] A used, expired or replaced link says so as the page opens, and offers a new one. */
export const DeadLink: Story = {
  tags: ['state:refused'],
  parameters: { route: '/reset-password?token=used-already', msw: { handlers: [deadLink] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: t('reset.deadTitle') })).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('reset.requestNew') })).toBeVisible();
    await expect(canvas.queryByLabelText(startingWith(t('fields.new_password')))).toBeNull();
  },
};

export const DeadLinkSpanish: Story = {
  globals: { locale: 'es' },
  parameters: DeadLink.parameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Este enlace ya no funciona' })).toBeVisible();
  },
};

/** [AUTH-4] While the link is checked. */
export const CheckingLink: Story = {
  tags: ['state:loading'],
  parameters: {
    route: '/reset-password?token=from-the-link',
    msw: { handlers: [pending('get', '*/v1/verify-reset-password/link')] },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent(t('reset.checking'));
  },
};

/** The server fails the request for a link: the form says so. */
export const Error: Story = {
  tags: ['state:error'],
  parameters: {
    msw: {
      handlers: [http.post('*/v1/verify-reset-password/link', () => failWith(500, serverSays('INTERNAL')))],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await requestLink(canvasElement);
    await expect(await canvas.findByText(t('reset.requestFailed'))).toBeVisible();
  },
};

/** A new password at the contract's cap (128 characters), typed twice: the fields keep it in view. */
export const LongText: Story = {
  tags: ['state:long-text'],
  parameters: { route: '/reset-password?token=from-the-link' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const password = atLength(TEXT_LIMITS.password, 'Sunny-Meadow-2026!');
    await userEvent.click(await canvas.findByLabelText(startingWith(t('fields.new_password'))));
    await userEvent.paste(password);
    await userEvent.click(canvas.getByLabelText(startingWith(t('fields.confirm_password'))));
    await userEvent.paste(password);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(
      canvasElement.ownerDocument.documentElement.clientWidth,
    );
  },
};

/** The link asked for an email at the contract's cap (254 characters). */
export const LinkSentLongText: Story = {
  tags: ['state:long-text'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByLabelText(containing(t('account.settings.channels.email'))));
    await userEvent.paste(longText.email);
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText(t('reset.requestSent'))).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(
      canvasElement.ownerDocument.documentElement.clientWidth,
    );
  },
};

export const Phone: Story = {
  tags: ['state:phone'],
  ...onPhone,
  parameters: { route: '/reset-password?token=from-the-link', ...onPhone.parameters },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByLabelText(startingWith(t('fields.new_password'))),
    ).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};
